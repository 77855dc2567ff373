import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import ProjectMember from '#models/project_member'
import { MessageFactory, projectWith } from '#database/factories/project_factory'
import { UserFactory } from '#database/factories/user_factory'
import { projectCast, recordBroadcasts } from '#tests/functional/projects/cast'
import { chatApi } from '#tests/functional/chat/chat_helpers'
import { post } from './helpers.js'

type Props = Record<string, any>

async function pageProps(client: any, user: any, path: string): Promise<Props> {
  const response = await client.get(path).loginAs(user).withInertia()
  response.assertStatus(200)
  return response.inertiaProps
}

function unreadOf(props: Props, list: 'projects' | 'recentProjects', projectId: number) {
  const rows = list === 'projects' ? props.projects.data : props.recentProjects
  return rows.find((row: any) => row.id === projectId)?.unreadCount
}

async function readPosition(userId: number, projectId: number) {
  const row = await db
    .from('project_reads')
    .where({ user_id: userId, project_id: projectId })
    .first()
  return row ? Number(row.last_read_message_id) : null
}

test.group('Unread: counts', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('written messages by others since joining count; notices, deleted and own messages do not', async ({
    client,
    assert,
  }) => {
    const [owner, member] = await UserFactory.createMany(2)
    const project = await projectWith(owner)
    // Said before the member joined: history, not unread.
    await post(project, owner, 'Before you came', { ago: 60 })
    await ProjectMember.create({ projectId: project.id, userId: member.id, role: 'member' })
    await post(project, owner, 'One')
    await post(project, owner, 'Two')
    await post(project, null, 'From a deleted account')
    await post(project, member, 'My own words')
    await MessageFactory.merge({
      projectId: project.id,
      authorId: owner.id,
      deletedAt: DateTime.now(),
      body: '',
    }).create()
    await MessageFactory.merge({
      projectId: project.id,
      kind: 'notice',
      noticeType: 'member_joined',
      noticeParams: '{}',
    }).create()

    const index = await pageProps(client, member, '/projects')
    assert.equal(unreadOf(index, 'projects', project.id), 3)
    assert.equal(index.unreadTotal, 3)
    const dashboard = await pageProps(client, member, '/dashboard')
    assert.equal(unreadOf(dashboard, 'recentProjects', project.id), 3)
    assert.equal(dashboard.unreadTotal, 3)
    // The owner wrote most of it: only the two messages of others are unread for them.
    assert.equal((await pageProps(client, owner, '/projects')).unreadTotal, 2)
  })

  test('the total adds up every project; staff count only the projects they belong to', async ({
    client,
    assert,
  }) => {
    const [owner, member] = await UserFactory.createMany(2)
    const staff = await UserFactory.apply('staff').create()
    const first = await projectWith(owner, [
      [member, 'member'],
      [staff, 'member'],
    ])
    const second = await projectWith(owner, [[member, 'viewer']])
    await post(first, owner, 'a')
    await post(second, owner, 'b')
    await post(second, owner, 'c')

    const index = await pageProps(client, member, '/projects')
    assert.equal(unreadOf(index, 'projects', first.id), 1)
    assert.equal(unreadOf(index, 'projects', second.id), 2)
    assert.equal(index.unreadTotal, 3)

    const staffIndex = await pageProps(client, staff, '/projects')
    assert.equal(unreadOf(staffIndex, 'projects', first.id), 1)
    assert.equal(unreadOf(staffIndex, 'projects', second.id), 0)
    assert.equal(staffIndex.unreadTotal, 1)
  })

  test('a posted message tells every other member their new counts on their own channel', async ({
    assert,
    cleanup,
  }) => {
    const broadcasts = recordBroadcasts()
    cleanup(() => broadcasts.stop())
    const cast = await projectCast()
    const other = await projectWith(cast.member)
    await post(other, cast.owner, 'elsewhere', { announce: false })

    await post(cast.project, cast.owner, 'News')
    const changes = broadcasts.sent.filter((entry) => entry.event === 'unread.changed')
    const to = (userId: number) =>
      changes.find((entry) => entry.channel === `private-user.${userId}`)?.payload
    assert.deepEqual(to(cast.member.id), { projectId: cast.project.id, unread: 1, total: 2 })
    assert.deepEqual(to(cast.viewer.id), { projectId: cast.project.id, unread: 1, total: 1 })
    assert.deepEqual(to(cast.colleague.id), { projectId: cast.project.id, unread: 1, total: 1 })
    // The author's counts did not change; staff outside the project are no member of it.
    assert.isUndefined(to(cast.owner.id))
    assert.isUndefined(to(cast.staff.id))
    assert.isUndefined(to(cast.outsider.id))
  })

  test('a message posted in the chat gives every member the counts their own pages show', async ({
    client,
    assert,
    cleanup,
  }) => {
    const cast = await projectCast()
    // History from before anyone but the owner joined, a notice and a deleted message: not unread.
    await post(cast.project, cast.owner, 'Before you came', { ago: 60 })
    await MessageFactory.merge({
      projectId: cast.project.id,
      kind: 'notice',
      noticeType: 'member_joined',
      noticeParams: '{}',
    }).create()
    const seen = await post(cast.project, cast.colleague, 'Seen by the member', { announce: false })
    await post(cast.project, cast.member, 'Unseen by the others', { announce: false })
    await MessageFactory.merge({
      projectId: cast.project.id,
      authorId: cast.colleague.id,
      deletedAt: DateTime.now(),
      body: '',
    }).create()
    await db.table('project_reads').insert({
      project_id: cast.project.id,
      user_id: cast.member.id,
      last_read_message_id: seen.id,
      digested_message_id: 0,
      created_at: seen.createdAt.toJSDate(),
      updated_at: seen.createdAt.toJSDate(),
    })
    // Another project, the colleague's, shared with the member and the viewer.
    const other = await projectWith(cast.colleague, [
      [cast.member, 'member'],
      [cast.viewer, 'viewer'],
    ])
    await post(other, cast.colleague, 'Elsewhere one', { announce: false })
    await post(other, cast.colleague, 'Elsewhere two', { announce: false })
    await post(other, cast.member, 'Elsewhere mine', { announce: false })

    const broadcasts = recordBroadcasts()
    cleanup(() => broadcasts.stop())
    const answer = await chatApi(client, cast.owner).post(cast.project.id, {
      text: 'News',
      clientKey: 'news-for-everyone',
    })
    answer.assertStatus(201)

    const changes = broadcasts.sent.filter((entry) => entry.event === 'unread.changed')
    for (const reader of [cast.member, cast.viewer, cast.colleague]) {
      const index = await pageProps(client, reader, '/projects')
      assert.deepEqual(
        changes.find((entry) => entry.channel === `private-user.${reader.id}`)?.payload,
        {
          projectId: cast.project.id,
          unread: unreadOf(index, 'projects', cast.project.id),
          total: index.unreadTotal,
        },
        reader.fullName
      )
    }
    // Spelled out, so a wrong page could not agree with a wrong event.
    const unread = (userId: number) =>
      changes.find((entry) => entry.channel === `private-user.${userId}`)?.payload
    assert.deepEqual(unread(cast.member.id), { projectId: cast.project.id, unread: 1, total: 3 })
    assert.deepEqual(unread(cast.viewer.id), { projectId: cast.project.id, unread: 3, total: 6 })
    assert.deepEqual(unread(cast.colleague.id), { projectId: cast.project.id, unread: 2, total: 3 })
    assert.isUndefined(unread(cast.owner.id))
    assert.lengthOf(changes, 3)
  })

  test('a deleted message no longer counts: those it was unread for hear their lower counts', async ({
    client,
    assert,
    cleanup,
  }) => {
    const cast = await projectCast()
    const other = await projectWith(cast.owner, [[cast.member, 'member']])
    await post(other, cast.owner, 'Elsewhere')
    const one = await post(cast.project, cast.owner, 'One')
    const two = await post(cast.project, cast.owner, 'Two')
    const readUpTo = (user: typeof cast.member, messageId: number) =>
      client
        .post(`/projects/${cast.project.id}/read`)
        .loginAs(user)
        .withCsrfToken()
        .json({ messageId })
        .accept('json')
    await readUpTo(cast.member, one.id)
    await readUpTo(cast.colleague, two.id)
    const broadcasts = recordBroadcasts()
    cleanup(() => broadcasts.stop())
    const changes = () => broadcasts.sent.filter((entry) => entry.event === 'unread.changed')
    const to = (userId: number) =>
      changes().find((entry) => entry.channel === `private-user.${userId}`)?.payload
    const remove = (user: typeof cast.owner, messageId: number) =>
      client.delete(`/messages/${messageId}`).loginAs(user).withCsrfToken().accept('json')

    // An edit changes no count: nobody hears of it.
    ;(
      await client
        .patch(`/messages/${two.id}`)
        .loginAs(cast.owner)
        .withCsrfToken()
        .accept('json')
        .json({ text: 'Two, edited' })
    ).assertStatus(200)
    assert.lengthOf(changes(), 0)

    ;(await remove(cast.owner, two.id)).assertStatus(200)
    // Unread for the member (read up to One) and the viewer (read nothing): their counts drop.
    assert.deepEqual(to(cast.member.id), { projectId: cast.project.id, unread: 0, total: 1 })
    assert.deepEqual(to(cast.viewer.id), { projectId: cast.project.id, unread: 1, total: 1 })
    // The colleague had read it, the owner wrote it; staff and the outsider are not members.
    assert.isUndefined(to(cast.colleague.id))
    assert.isUndefined(to(cast.owner.id))
    assert.isUndefined(to(cast.staff.id))
    assert.isUndefined(to(cast.outsider.id))
    assert.lengthOf(changes(), 2)

    // Deleting it again changes nothing and announces nothing.
    ;(await remove(cast.owner, two.id)).assertStatus(200)
    assert.lengthOf(changes(), 2)

    // The page and the sidebar agree with what was announced.
    const index = await pageProps(client, cast.viewer, '/projects')
    assert.equal(unreadOf(index, 'projects', cast.project.id), 1)
    assert.equal(index.unreadTotal, 1)

    // The owner deletes One, which only the viewer had not read.
    ;(await remove(cast.owner, one.id)).assertStatus(200)
    assert.lengthOf(changes(), 3)
    assert.deepEqual(changes()[2], {
      channel: `private-user.${cast.viewer.id}`,
      event: 'unread.changed',
      payload: { projectId: cast.project.id, unread: 0, total: 0 },
    })
  })

  test('opening the project reads it: its count and the total drop, other tabs hear it', async ({
    client,
    assert,
    cleanup,
  }) => {
    const cast = await projectCast()
    const other = await projectWith(cast.owner, [[cast.member, 'member']])
    await post(cast.project, cast.owner, 'One')
    const last = await post(cast.project, cast.owner, 'Two')
    await post(other, cast.owner, 'Elsewhere')
    const broadcasts = recordBroadcasts()
    cleanup(() => broadcasts.stop())

    const show = await pageProps(client, cast.member, `/projects/${cast.project.id}`)
    assert.equal(show.unreadTotal, 1)
    assert.equal(await readPosition(cast.member.id, cast.project.id), last.id)
    const change = broadcasts.sent.find((entry) => entry.event === 'unread.changed')
    assert.equal(change?.channel, `private-user.${cast.member.id}`)
    assert.deepEqual(change?.payload, { projectId: cast.project.id, unread: 0, total: 1 })

    const index = await pageProps(client, cast.member, '/projects')
    assert.equal(unreadOf(index, 'projects', cast.project.id), 0)
    assert.equal(unreadOf(index, 'projects', other.id), 1)
  })
})

test.group('Unread: the read position (POST /projects/{id}/read)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('moves to the message seen, never back, and never past the newest', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const first = await post(cast.project, cast.owner, 'One')
    const second = await post(cast.project, cast.owner, 'Two')
    const third = await post(cast.project, cast.owner, 'Three')
    const read = (messageId: number | null) =>
      client
        .post(`/projects/${cast.project.id}/read`)
        .loginAs(cast.member)
        .withCsrfToken()
        .json({ messageId })
        .accept('json')

    const response = await read(second.id)
    response.assertStatus(200)
    response.assertBody({ data: { projectId: cast.project.id, unread: 1, total: 1 } })
    assert.equal(await readPosition(cast.member.id, cast.project.id), second.id)

    // A late request from an older tab does not make read messages unread again.
    ;(await read(first.id)).assertBody({
      data: { projectId: cast.project.id, unread: 1, total: 1 },
    })
    assert.equal(await readPosition(cast.member.id, cast.project.id), second.id)

    ;(await read(third.id + 1000)).assertBody({
      data: { projectId: cast.project.id, unread: 0, total: 0 },
    })
    assert.equal(await readPosition(cast.member.id, cast.project.id), third.id)
  })

  test('without a message id it reads up to the newest; a viewer has a position too', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const last = await post(cast.project, cast.owner, 'Hi')
    const response = await client
      .post(`/projects/${cast.project.id}/read`)
      .loginAs(cast.viewer)
      .withCsrfToken()
      .json({})
      .accept('json')
    response.assertBody({ data: { projectId: cast.project.id, unread: 0, total: 0 } })
    assert.equal(await readPosition(cast.viewer.id, cast.project.id), last.id)
  })

  test('someone outside the project gets 404 and nothing is stored; staff outside store nothing', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    await post(cast.project, cast.owner, 'Hi')
    const outsider = await client
      .post(`/projects/${cast.project.id}/read`)
      .loginAs(cast.outsider)
      .withCsrfToken()
      .json({})
      .accept('json')
    outsider.assertStatus(404)
    const staff = await client
      .post(`/projects/${cast.project.id}/read`)
      .loginAs(cast.staff)
      .withCsrfToken()
      .json({})
      .accept('json')
    staff.assertStatus(200)
    const rows = await db.from('project_reads').where('project_id', cast.project.id)
    assert.lengthOf(rows, 0)
  })

  test('a guest is refused, and so is a request without the CSRF token', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    await post(cast.project, cast.owner, 'Hi')
    const guest = await client
      .post(`/projects/${cast.project.id}/read`)
      .withCsrfToken()
      .json({})
      .accept('json')
      .redirects(0)
    assert.oneOf(guest.status(), [401, 302])
    const forged = await client
      .post(`/projects/${cast.project.id}/read`)
      .loginAs(cast.member)
      .json({})
      .accept('json')
    forged.assertStatus(403)
    assert.isNull(await readPosition(cast.member.id, cast.project.id))
  })

  test('a malformed message id is answered 422, never a server error', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    for (const messageId of ['abc', -3, 1.5, { id: 1 }, 'x'.repeat(5000)]) {
      const response = await client
        .post(`/projects/${cast.project.id}/read`)
        .loginAs(cast.member)
        .withCsrfToken()
        .json({ messageId })
        .accept('json')
      assert.equal(response.status(), 422, JSON.stringify(messageId).slice(0, 20))
    }
  })
})

test.group('Unread: reading in the background', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a read reported between a form and the page it redirects to leaves that page its toast', async ({
    client,
  }) => {
    const cast = await projectCast()
    const removal = await client
      .delete(`/projects/${cast.project.id}/members/${cast.colleagueMembershipId}`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .redirects(0)
    removal.assertFlashMessage('success', 'User removed.')
    // The chat on the open page reports the notice it just showed, before the redirect lands.
    const read = await client
      .post(`/projects/${cast.project.id}/read`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .withFlashMessages(removal.flashMessages())
      .json({})
      .accept('json')
    read.assertStatus(200)
    read.assertFlashMessage('success', 'User removed.')
  })
})
