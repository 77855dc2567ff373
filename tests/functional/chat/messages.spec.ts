import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import Message from '#models/message'
import ProjectMember from '#models/project_member'
import MessagePosted from '#events/message_posted'
import { UserFactory } from '#database/factories/user_factory'
import { MessageFactory, projectWith } from '#database/factories/project_factory'
import { projectCast, recordBroadcasts } from '../projects/cast.js'
import { chatApi, messageBy, stored } from './chat_helpers.js'
import { CHAT_POST_LIMIT } from '#actions/chat/post_limit'

/*
| The chat over JSON as DESIGN.md fixes it: pages of history, posting (idempotent per client
| key), replies, editing and deleting, each answered with the one Message shape and announced on
| the project's presence channel once stored, by the roles matrix.
*/
test.group('Chat: history', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the newest page, older pages with ?before= and catch-up with ?after=, oldest first', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const rows = await MessageFactory.merge(
      Array.from({ length: 260 }, (_, index) => ({
        projectId: cast.project.id,
        authorId: cast.member.id,
        body: `Message ${index + 1}`,
      }))
    ).createMany(260)
    const ids = rows.map((row) => row.id)
    const api = chatApi(client, cast.viewer)

    const newest = await api.list(cast.project.id)
    newest.assertStatus(200)
    assert.deepEqual(
      newest.body().data.map((m: { id: number }) => m.id),
      ids.slice(-50)
    )
    assert.isTrue(newest.body().hasMore)

    const older = await api.list(cast.project.id, { before: ids[210] })
    assert.deepEqual(
      older.body().data.map((m: { id: number }) => m.id),
      ids.slice(160, 210)
    )
    assert.isTrue(older.body().hasMore)
    const first = await api.list(cast.project.id, { before: ids[30] })
    assert.deepEqual(
      first.body().data.map((m: { id: number }) => m.id),
      ids.slice(0, 30)
    )
    assert.isFalse(first.body().hasMore)

    const after = await api.list(cast.project.id, { after: ids[9] })
    assert.deepEqual(
      after.body().data.map((m: { id: number }) => m.id),
      ids.slice(10, 210)
    )
    assert.isTrue(after.body().hasMore)
    const around = await api.list(cast.project.id, { around: ids[100] })
    assert.deepEqual(
      around.body().data.map((m: { id: number }) => m.id),
      ids.slice(76, 126),
      'the message in the middle of a page: 25 up to it, 25 after'
    )
    assert.isTrue(around.body().hasMore)
    assert.isTrue(around.body().hasNewer)
    const nearTheEnd = await api.list(cast.project.id, { around: ids[250] })
    assert.deepEqual(
      nearTheEnd.body().data.map((m: { id: number }) => m.id),
      ids.slice(226)
    )
    assert.isFalse(nearTheEnd.body().hasNewer, 'the newest messages are in it')
    const otherProject = await projectWith(cast.owner, [])
    const foreign = await api.list(otherProject.id, { around: ids[100] })
    foreign.assertStatus(404)

    const rest = await api.list(cast.project.id, { after: ids[209] })
    assert.deepEqual(
      rest.body().data.map((m: { id: number }) => m.id),
      ids.slice(210)
    )
    assert.isFalse(rest.body().hasMore)
    assert.isString(rest.body().syncedAt)
  })

  test('a message has the one shape: author with role, reply quote, times', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const original = await messageBy(cast.owner, cast.project, 'Can we meet on Friday?')
    const reply = await MessageFactory.merge({
      projectId: cast.project.id,
      authorId: cast.staff.id,
      body: 'Friday works.\nAt ten?',
      replyToId: original.id,
    }).create()

    const response = await chatApi(client, cast.member).list(cast.project.id)
    const data = response.body().data
    const shown = data.find((m: { id: number }) => m.id === reply.id)
    assert.deepEqual(shown, {
      id: reply.id,
      projectId: cast.project.id,
      kind: 'message',
      text: 'Friday works.\nAt ten?',
      notice: null,
      author: { id: cast.staff.id, name: cast.staff.fullName, role: 'staff' },
      replyTo: { id: original.id, text: 'Can we meet on Friday?', authorName: cast.owner.fullName },
      attachments: [],
      createdAt: (await stored(reply.id)).createdAt.toISO(),
      editedAt: null,
      deletedAt: null,
    })
    const first = data.find((m: { id: number }) => m.id === original.id)
    assert.deepEqual(first.author, { id: cast.owner.id, name: cast.owner.fullName, role: 'owner' })
  })

  test('the project page opens with the newest 50 and says whether older ones exist', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    await MessageFactory.merge(
      Array.from({ length: 51 }, () => ({ projectId: cast.project.id, authorId: cast.member.id }))
    ).createMany(51)
    const response = await client
      .get(`/projects/${cast.project.id}`)
      .loginAs(cast.member)
      .withInertia()
    const props = response.inertiaProps as Record<string, any>
    assert.lengthOf(props.messages, 50)
    assert.isTrue(props.hasOlderMessages)
    assert.isString(props.messagesSyncedAt)
  })

  test('someone outside the project hears 404, a guest 401, as JSON', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const message = await messageBy(cast.member, cast.project)
    const outsider = chatApi(client, cast.outsider)
    for (const response of [
      await outsider.list(cast.project.id),
      await outsider.post(cast.project.id, { text: 'Let me in' }),
      await outsider.edit(message.id, { text: 'Mine now' }),
      await outsider.remove(message.id),
      await chatApi(client, cast.owner).list(999_999),
      await chatApi(client, cast.owner).edit(999_999, { text: 'Nothing here' }),
    ]) {
      assert.equal(response.status(), 404)
      assert.property(response.body(), 'message')
    }
    const guest = await chatApi(client, null).list(cast.project.id)
    assert.equal(guest.status(), 401)
    assert.equal(guest.body().message, 'You are signed out. Please log in again.')
    assert.equal((await stored(message.id)).body, 'Hello there')
  })
})

test.group('Chat: posting', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  // Ids come back after each rolled-back test; so would the post limit's count.
  group.each.setup(() => limiter.clear())

  test('a member posts: 201 with the message, announced after commit, MessagePosted dispatched', async ({
    client,
    assert,
    cleanup,
  }) => {
    const cast = await projectCast()
    const broadcasts = recordBroadcasts()
    const events = emitter.fake([MessagePosted])
    cleanup(() => {
      broadcasts.stop()
      emitter.restore()
    })

    const response = await chatApi(client, cast.member).post(cast.project.id, {
      text: '  Here is the logo in SVG.  ',
      clientKey: 'b1e4b5a0-3c1f-4a59-9a8c-2f6f0c1d7e11',
    })
    response.assertStatus(201)
    const message = response.body().data
    assert.equal(message.text, 'Here is the logo in SVG.')
    assert.deepEqual(message.author, {
      id: cast.member.id,
      name: cast.member.fullName,
      role: 'member',
    })
    assert.deepEqual(broadcasts.sent, [
      {
        channel: `presence-project.${cast.project.id}`,
        event: 'message.created',
        payload: message,
      },
    ])
    events.assertEmitted(MessagePosted, ({ data }) => {
      return (
        data.messageId === message.id &&
        data.projectId === cast.project.id &&
        data.authorId === cast.member.id
      )
    })
  })

  test('a message too long for an event (10 KB) is announced without its text, to be fetched', async ({
    client,
    assert,
    cleanup,
  }) => {
    const cast = await projectCast()
    const broadcasts = recordBroadcasts()
    cleanup(() => broadcasts.stop())
    const text = 'ž'.repeat(3000) + '😀'.repeat(2000)
    const response = await chatApi(client, cast.member).post(cast.project.id, { text })
    response.assertStatus(201)
    assert.equal(response.body().data.text, text)
    assert.deepEqual(broadcasts.sent[0].payload, {
      ...response.body().data,
      text: '',
      partial: true,
    })
  })

  test('the same client key from the same user answers the first message again (200)', async ({
    client,
    assert,
    cleanup,
  }) => {
    const cast = await projectCast()
    const api = chatApi(client, cast.owner)
    const body = { text: 'Only once, please', clientKey: 'retry-key-0001' }
    const first = await api.post(cast.project.id, body)
    const broadcasts = recordBroadcasts()
    cleanup(() => broadcasts.stop())
    const again = await api.post(cast.project.id, { ...body, text: 'a different text' })
    first.assertStatus(201)
    again.assertStatus(200)
    assert.deepEqual(again.body().data, first.body().data)
    // Announced again: if the first announcement died with a killed node, members still hear it.
    const onProject = broadcasts.sent.filter(
      (sent: { channel: string }) => sent.channel === `presence-project.${cast.project.id}`
    )
    assert.deepEqual(onProject, [
      {
        channel: `presence-project.${cast.project.id}`,
        event: 'message.created',
        payload: first.body().data,
      },
    ])

    // Another person's key is theirs: the same string makes their own message.
    const other = await chatApi(client, cast.member).post(cast.project.id, body)
    other.assertStatus(201)
    assert.notEqual(other.body().data.id, first.body().data.id)
    const count = await Message.query().where('project_id', cast.project.id).count('* as total')
    assert.equal(Number(count[0].$extras.total), 2)
  })

  test('a reply quotes its original; a target elsewhere or deleted is refused with a reason', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const original = await messageBy(cast.owner, cast.project, 'Which colours?')
    const api = chatApi(client, cast.member)
    const reply = await api.post(cast.project.id, {
      text: 'Blue and white',
      replyToId: original.id,
    })
    reply.assertStatus(201)
    assert.deepEqual(reply.body().data.replyTo, {
      id: original.id,
      text: 'Which colours?',
      authorName: cast.owner.fullName,
    })

    const elsewhere = await projectWith(cast.member)
    const foreign = await messageBy(cast.member, elsewhere, 'Other project')
    const deleted = await MessageFactory.merge({
      projectId: cast.project.id,
      authorId: cast.owner.id,
      deletedAt: (await stored(original.id)).createdAt,
    }).create()
    for (const replyToId of [foreign.id, deleted.id, 2_000_000_000]) {
      const refused = await api.post(cast.project.id, { text: 'Hm', replyToId })
      refused.assertStatus(422)
      assert.deepEqual(refused.body().errors, [
        {
          field: 'replyToId',
          rule: 'database.exists',
          message: 'The message you are replying to is no longer available.',
        },
      ])
    }
  })

  test('a viewer cannot post; the refusal is JSON and nothing is stored', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const response = await chatApi(client, cast.viewer).post(cast.project.id, { text: 'Hi' })
    response.assertStatus(403)
    assert.deepEqual(response.body(), {
      errors: [{ message: 'You are not allowed to do that.' }],
    })
    assert.isNull(await Message.query().where('project_id', cast.project.id).first())
  })

  test('a flood is stopped: past 60 a minute the author hears 429 and nothing more is stored', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const api = chatApi(client, cast.member)
    for (let index = 1; index <= CHAT_POST_LIMIT.requests; index++) {
      const response = await api.post(cast.project.id, { text: `Message ${index}` })
      response.assertStatus(201)
    }
    const flood = await api.post(cast.project.id, { text: 'One too many' })
    flood.assertStatus(429)
    assert.equal(
      flood.body().errors[0].message,
      'Too many requests. Please wait a moment and try again.'
    )
    assert.exists(flood.header('retry-after'))
    const count = await Message.query().where('project_id', cast.project.id).count('* as total')
    assert.equal(Number(count[0].$extras.total), CHAT_POST_LIMIT.requests)

    // Another member is not held back by someone else's flood.
    const other = await chatApi(client, cast.owner).post(cast.project.id, { text: 'Still here' })
    other.assertStatus(201)
  })

  test('staff outside the project and the owner post; the badge says who they are', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const staff = await chatApi(client, cast.staff).post(cast.project.id, { text: 'Hello from us' })
    const owner = await chatApi(client, cast.owner).post(cast.project.id, { text: 'Hi!' })
    assert.equal(staff.body().data.author.role, 'staff')
    assert.equal(owner.body().data.author.role, 'owner')
  })

  test('posting moves the project up the "last activity" order', async ({ client, assert }) => {
    const cast = await projectCast()
    await db
      .from('projects')
      .where('id', cast.project.id)
      .update({ last_activity_at: '2020-01-01 00:00:00' })
    await chatApi(client, cast.member).post(cast.project.id, { text: 'Any news?' })
    const [row] = await db.from('projects').where('id', cast.project.id)
    assert.isAbove(new Date(row.last_activity_at).getFullYear(), 2020)
  })
})

test.group('Chat: editing and deleting', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the author edits: "edited" from then on, announced as message.updated', async ({
    client,
    assert,
    cleanup,
  }) => {
    const cast = await projectCast()
    const message = await messageBy(cast.member, cast.project, 'Teh logo')
    const broadcasts = recordBroadcasts()
    cleanup(() => broadcasts.stop())
    const response = await chatApi(client, cast.member).edit(message.id, { text: 'The logo' })
    response.assertStatus(200)
    const data = response.body().data
    assert.equal(data.text, 'The logo')
    assert.isString(data.editedAt)
    assert.deepEqual(broadcasts.sent, [
      { channel: `presence-project.${cast.project.id}`, event: 'message.updated', payload: data },
    ])
  })

  test("nobody edits another's message, a notice, or a deleted one; a viewer not even their own", async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const members = await messageBy(cast.member, cast.project, 'As typed')
    for (const user of [cast.owner, cast.staff, cast.colleague, cast.viewer]) {
      const response = await chatApi(client, user).edit(members.id, { text: 'Changed' })
      assert.equal(response.status(), 403, user.fullName)
    }
    const notice = await MessageFactory.merge({
      projectId: cast.project.id,
      authorId: cast.owner.id,
      kind: 'notice',
      body: '',
      noticeType: 'member_left',
      noticeParams: '{"name":"Ann"}',
    }).create()
    ;(await chatApi(client, cast.owner).edit(notice.id, { text: 'x' })).assertStatus(403)

    // Once demoted to viewer, a former member's own words are read-only.
    const own = await messageBy(cast.viewer, cast.project, 'Before my role changed')
    ;(await chatApi(client, cast.viewer).edit(own.id, { text: 'After' })).assertStatus(403)
    ;(await chatApi(client, cast.viewer).remove(own.id)).assertStatus(403)

    await chatApi(client, cast.member).remove(members.id)
    ;(await chatApi(client, cast.member).edit(members.id, { text: 'Back' })).assertStatus(403)
    assert.equal((await stored(members.id)).body, '')
  })

  test('delete leaves a placeholder: id kept, text emptied, replies quote nothing', async ({
    client,
    assert,
    cleanup,
  }) => {
    const cast = await projectCast()
    const message = await messageBy(cast.member, cast.project, 'Oops, wrong project')
    const reply = await MessageFactory.merge({
      projectId: cast.project.id,
      authorId: cast.owner.id,
      body: 'Which one?',
      replyToId: message.id,
    }).create()
    const broadcasts = recordBroadcasts()
    cleanup(() => broadcasts.stop())

    const response = await chatApi(client, cast.member).remove(message.id)
    response.assertStatus(200)
    const data = response.body().data
    assert.equal(data.id, message.id)
    assert.equal(data.text, '')
    assert.isString(data.deletedAt)
    assert.equal(broadcasts.sent[0].event, 'message.deleted')
    assert.equal((await stored(message.id)).body, '')

    const list = await chatApi(client, cast.owner).list(cast.project.id)
    const shown = list.body().data.find((m: { id: number }) => m.id === reply.id)
    assert.deepEqual(shown.replyTo, { id: message.id, text: '', authorName: cast.member.fullName })

    // Again: the same placeholder, nothing announced twice (the unread counts: unread_counts.spec).
    const announced = broadcasts.sent.length
    const again = await chatApi(client, cast.member).remove(message.id)
    assert.equal(again.body().data.deletedAt, data.deletedAt)
    assert.lengthOf(broadcasts.sent, announced)
    assert.lengthOf(
      broadcasts.sent.filter((entry) => entry.event === 'message.deleted'),
      1
    )
  })

  test("the owner and staff delete anyone's message; a member only their own", async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const first = await messageBy(cast.member, cast.project)
    const second = await messageBy(cast.colleague, cast.project)
    ;(await chatApi(client, cast.colleague).remove(first.id)).assertStatus(403)
    ;(await chatApi(client, cast.viewer).remove(first.id)).assertStatus(403)
    ;(await chatApi(client, cast.owner).remove(first.id)).assertStatus(200)
    ;(await chatApi(client, cast.staff).remove(second.id)).assertStatus(200)
    assert.isNotNull((await stored(first.id)).deletedAt)
    assert.isNotNull((await stored(second.id)).deletedAt)
  })

  test("a removed member's messages stay, and they can no longer touch them", async ({
    client,
  }) => {
    const owner = await UserFactory.create()
    const member = await UserFactory.create()
    const project = await projectWith(owner, [[member, 'member']])
    const message = await messageBy(member, project)
    await ProjectMember.query().where('project_id', project.id).where('user_id', member.id).delete()
    ;(await chatApi(client, member).edit(message.id, { text: 'x' })).assertStatus(404)
    ;(await chatApi(client, member).remove(message.id)).assertStatus(404)
  })
})
