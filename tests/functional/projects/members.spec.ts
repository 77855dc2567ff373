import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import ProjectMember from '#models/project_member'
import Message from '#models/message'
import Project from '#models/project'
import { fieldError } from '#tests/helpers/field_errors'
import { projectWith } from '#database/factories/project_factory'
import { projectCast, recordBroadcasts, snapshot } from './cast.js'

test.group('Projects: members, transfer, delete', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('owner changes a role; the member hears it on their own channel', async ({
    client,
    assert,
    cleanup,
  }) => {
    const broadcasts = recordBroadcasts()
    cleanup(() => broadcasts.stop())
    const cast = await projectCast()
    const response = await client
      .put(`/projects/${cast.project.id}/members/${cast.colleagueMembershipId}`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .form({ role: 'viewer' })
      .redirects(0)
    response.assertFlashMessage('success', 'Role changed.')
    const membership = await ProjectMember.findOrFail(cast.colleagueMembershipId)
    assert.equal(membership.role, 'viewer')
    const personal = broadcasts.sent.find((entry) => entry.event === 'project.role_changed')
    assert.equal(personal?.channel, `private-user.${cast.colleague.id}`)
    assert.equal(personal?.payload.role, 'viewer')
    const panel = broadcasts.sent.find((entry) => entry.event === 'member.updated')
    assert.equal(panel?.channel, `presence-project.${cast.project.id}`)
  })

  test('the owner cannot be removed, nor their role changed from the panel', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const ownerMembership = await ProjectMember.findByOrFail({
      projectId: cast.project.id,
      userId: cast.owner.id,
    })
    const before = await snapshot(cast.project)
    const removed = await client
      .delete(`/projects/${cast.project.id}/members/${ownerMembership.id}`)
      .loginAs(cast.staff)
      .header('Referer', '/back')
      .withCsrfToken()
      .redirects(0)
    removed.assertFlashMessage('error', 'Cannot remove the project owner.')
    const demoted = await client
      .put(`/projects/${cast.project.id}/members/${ownerMembership.id}`)
      .loginAs(cast.staff)
      .withCsrfToken()
      .form({ role: 'viewer' })
      .redirects(0)
    assert.isString(demoted.flashMessages().error)
    assert.equal(await snapshot(cast.project), before)
  })

  test('a removed member is told on their own channel and the stream says so', async ({
    client,
    assert,
    cleanup,
  }) => {
    const broadcasts = recordBroadcasts()
    cleanup(() => broadcasts.stop())
    const cast = await projectCast()
    const response = await client
      .delete(`/projects/${cast.project.id}/members/${cast.colleagueMembershipId}`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage('success', 'User removed.')
    assert.isNull(await ProjectMember.find(cast.colleagueMembershipId))
    const personal = broadcasts.sent.find((entry) => entry.event === 'project.member_removed')
    assert.deepEqual(personal, {
      channel: `private-user.${cast.colleague.id}`,
      event: 'project.member_removed',
      payload: { projectId: cast.project.id, projectName: cast.project.name },
    })
    const notice = await Message.query()
      .where('project_id', cast.project.id)
      .where('notice_type', 'member_removed')
      .firstOrFail()
    assert.deepEqual(notice.notice?.params, { name: cast.colleague.fullName })
    const gone = await client.get(`/projects/${cast.project.id}`).loginAs(cast.colleague)
    gone.assertStatus(404)
  })

  test('members and viewers leave; the owner cannot', async ({ client, assert }) => {
    const cast = await projectCast()
    const left = await client
      .post(`/projects/${cast.project.id}/leave`)
      .loginAs(cast.viewer)
      .withCsrfToken()
      .redirects(0)
    left.assertHeader('location', '/projects')
    left.assertFlashMessage('success', 'You left the project.')
    assert.isNull(
      await ProjectMember.findBy({ projectId: cast.project.id, userId: cast.viewer.id })
    )
    const notice = await Message.query()
      .where('project_id', cast.project.id)
      .where('notice_type', 'member_left')
      .firstOrFail()
    assert.deepEqual(notice.notice?.params, { name: cast.viewer.fullName })

    const owner = await client
      .post(`/projects/${cast.project.id}/leave`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .redirects(0)
    owner.assertFlashMessage('error', 'You are not allowed to do that.')
  })

  test('ownership moves to another member; the old owner stays as a member', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const response = await client
      .post(`/projects/${cast.project.id}/transfer`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .form({ userId: cast.member.id })
      .redirects(0)
    response.assertFlashMessage('success', 'Ownership transferred.')
    const roles = await db
      .from('project_members')
      .where('project_id', cast.project.id)
      .whereIn('user_id', [cast.owner.id, cast.member.id])
      .select('user_id', 'role')
    assert.sameDeepMembers(roles, [
      { user_id: cast.owner.id, role: 'member' },
      { user_id: cast.member.id, role: 'owner' },
    ])
    const page = await client.get(`/projects/${cast.project.id}`).loginAs(cast.member).withInertia()
    assert.equal(page.inertiaProps.project.owner.id, cast.member.id)
    assert.equal(page.inertiaProps.project.myRole, 'owner')
  })

  test('ownership goes only to a member of the project', async ({ client, assert }) => {
    const cast = await projectCast()
    const before = await snapshot(cast.project)
    const response = await client
      .post(`/projects/${cast.project.id}/transfer`)
      .loginAs(cast.owner)
      .header('Referer', '/back')
      .withCsrfToken()
      .form({ userId: cast.outsider.id })
      .redirects(0)
    assert.equal(fieldError(response, 'userId'), 'Choose another member of this project.')
    assert.equal(await snapshot(cast.project), before)
  })

  test('deleting a project removes its memberships, invitations and messages', async ({
    client,
    assert,
    cleanup,
  }) => {
    const broadcasts = recordBroadcasts()
    cleanup(() => broadcasts.stop())
    const cast = await projectCast()
    await Message.create({ projectId: cast.project.id, authorId: cast.member.id, body: 'Hello' })
    const response = await client
      .delete(`/projects/${cast.project.id}`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/projects')
    response.assertFlashMessage('success', 'Project deleted.')
    assert.isNull(await Project.find(cast.project.id))
    for (const table of ['project_members', 'project_invitations', 'messages']) {
      const rows = await db.from(table).where('project_id', cast.project.id)
      assert.lengthOf(rows, 0, table)
    }
    assert.isTrue(broadcasts.sent.some((entry) => entry.event === 'project.deleted'))
  })

  test("a deleted project leaves its members' lists and badges at once", async ({
    client,
    assert,
    cleanup,
  }) => {
    const cast = await projectCast()
    const elsewhere = await projectWith(cast.owner, [[cast.member, 'member']])
    for (const [projectId, body] of [
      [cast.project.id, 'In the project to delete'],
      [elsewhere.id, 'Elsewhere, one'],
      [elsewhere.id, 'Elsewhere, two'],
    ] as const) {
      await Message.create({ projectId, authorId: cast.owner.id, body })
    }
    const broadcasts = recordBroadcasts()
    cleanup(() => broadcasts.stop())

    await client
      .delete(`/projects/${cast.project.id}`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .redirects(0)

    const heardBy = (user: { id: number }) =>
      broadcasts.sent
        .filter((entry) => entry.channel === `private-user.${user.id}`)
        .map(({ event, payload }) => ({ event, payload }))
    const ref = { projectId: cast.project.id, projectName: cast.project.name }
    assert.deepEqual(heardBy(cast.member), [
      { event: 'project.deleted', payload: { ...ref, byYou: false } },
      {
        event: 'unread.changed',
        payload: { projectId: cast.project.id, unread: 0, total: 2 },
      },
    ])
    // The owner deleted it (their own flash confirms it) and had nothing unread there; the
    // outsider was never a member.
    assert.deepEqual(heardBy(cast.owner), [
      { event: 'project.deleted', payload: { ...ref, byYou: true } },
    ])
    assert.deepEqual(heardBy(cast.outsider), [])
  })
})
