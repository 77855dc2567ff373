import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import ProjectMember from '#models/project_member'
import Message from '#models/message'
import type User from '#models/user'
import type Project from '#models/project'
import { storedTime } from '#actions/unread/unread'
import { RULE_COUNT } from '#data/unread_sql'
import { allRows } from '#data/run'
import { deleteMessage } from '#actions/chat/delete_message'
import { removeMember } from '#actions/projects/remove_member'
import { assignTeamMember } from '#actions/projects/assign_team_member'
import { acceptInvitation } from '#actions/projects/accept_invitation'
import { leaveProject } from '#actions/projects/leave_project'
import { deleteProject } from '#actions/projects/delete_project'
import { recordNotice } from '#actions/projects/record_notice'
import { invitationTo, MessageFactory, projectWith } from '#database/factories/project_factory'
import { UserFactory } from '#database/factories/user_factory'
import { chatApi } from '#tests/functional/chat/chat_helpers'
import { post } from './helpers.js'

/*
| `project_members.unread_count` is kept by the database (unread_triggers.ts); the rule's count
| (RULE_COUNT) is the reference. After every step of a project's life, by the app's paths and
| by rows written directly (as seeders and factories do), every membership's kept count must
| equal the rule's count. Without the triggers the kept counts stay 0 and the first step fails.
*/
async function assertKept(assert: Assert, step: string) {
  const rows = allRows(
    await db.rawQuery(
      `select pm.id, pm.user_id, pm.project_id, pm.unread_count as kept, ${RULE_COUNT} as counted
        from project_members pm order by pm.id`
    )
  )
  for (const row of rows) {
    assert.equal(
      Number(row.kept),
      Number(row.counted),
      `${step}: user ${row.user_id} in project ${row.project_id}`
    )
  }
}

async function keptOf(user: User, project: Project) {
  const row = await db
    .from('project_members')
    .where({ user_id: user.id, project_id: project.id })
    .first()
  // -1: not a member.
  return row ? Number(row.unread_count) : -1
}

async function read(client: any, user: User, project: Project, messageId?: number) {
  const request = client.post(`/projects/${project.id}/read`).loginAs(user).withCsrfToken()
  const response = await request.accept('json').json(messageId ? { messageId } : {})
  response.assertStatus(200)
}

test.group('Unread: the count kept per membership', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('equals the rule after posts, notices, deletions, reads, joins, removals and staff', async ({
    client,
    assert,
  }) => {
    const [owner, anna, ben, newcomer] = await UserFactory.createMany(4)
    const staff = await UserFactory.apply('staff').create()
    // Said before anyone joined: history, unread for nobody.
    const first = await projectWith(owner, [
      [anna, 'member'],
      [ben, 'viewer'],
    ])
    await post(first, owner, 'Before you came', { ago: 60 })
    const second = await projectWith(anna, [[owner, 'member']])
    await assertKept(assert, 'joined')

    // Posts through the chat, and rows written directly.
    const api = chatApi(client, owner)
    const one = (await api.post(first.id, { text: 'One' })).body().data
    await api.post(first.id, { text: 'Two' })
    const elsewhere = await post(second, anna, 'Elsewhere')
    await post(first, null, 'From a deleted account')
    await post(first, ben, 'A viewer speaks')
    await assertKept(assert, 'posts')
    assert.equal(await keptOf(anna, first), 4)
    assert.equal(await keptOf(ben, first), 3)
    assert.equal(await keptOf(owner, second), 1)

    // Notices count for nobody; a deleted message for nobody, from then on.
    await db.transaction((trx) =>
      recordNotice(trx, first, { type: 'team_joined', params: { name: 'Team' } }, owner)
    )
    await MessageFactory.merge({
      projectId: first.id,
      kind: 'notice',
      noticeType: 'member_left',
      noticeParams: '{}',
    }).create()
    await MessageFactory.merge({
      projectId: first.id,
      authorId: owner.id,
      deletedAt: DateTime.now(),
    }).create()
    await assertKept(assert, 'notices')
    await deleteMessage(await Message.findOrFail(one.id))
    await assertKept(assert, 'deleted')
    assert.equal(await keptOf(anna, first), 3)

    // Reads: forward, a stale one from an older tab, one beyond the newest; and rows written
    // directly (back, and away).
    const ids = (await Message.query().where('project_id', first.id).orderBy('id')).map((m) => m.id)
    await read(client, anna, first, ids[3])
    await assertKept(assert, 'read forward')
    await read(client, anna, first, ids[1])
    await assertKept(assert, 'stale read')
    await read(client, ben, first, ids[ids.length - 1] + 1000)
    await assertKept(assert, 'read beyond the newest')
    assert.equal(await keptOf(ben, first), 0)
    await db
      .from('project_reads')
      .where({ user_id: ben.id, project_id: first.id })
      .update({ last_read_message_id: ids[2] })
    await assertKept(assert, 'read position moved back directly')
    assert.isAbove(await keptOf(ben, first), 0)
    await db.from('project_reads').where({ user_id: ben.id, project_id: first.id }).delete()
    await assertKept(assert, 'read position removed directly')

    // A deleted message brought back, an edit, a message moved by hand.
    await db.from('messages').where('id', one.id).update({ deleted_at: null })
    await assertKept(assert, 'undeleted')
    await db.from('messages').where('id', ids[2]).update({ body: 'Edited', author_id: anna.id })
    await assertKept(assert, 'author changed')
    await db.from('messages').where('id', ids[2]).update({ kind: 'notice' })
    await assertKept(assert, 'kind changed')
    await db.from('messages').where('id', ids[4]).delete()
    await assertKept(assert, 'a message removed outright')

    // A read position written directly where there was none (the demo seeder does).
    const now = storedTime(DateTime.now())
    await db.table('project_reads').insert({
      project_id: second.id,
      user_id: owner.id,
      last_read_message_id: elsewhere.id,
      created_at: now,
      updated_at: now,
    })
    await assertKept(assert, 'read position inserted directly')
    assert.equal(await keptOf(owner, second), 0)

    // Joining by invitation: only what is said from then on.
    const { token } = await invitationTo(first, newcomer.email, { invitedById: owner.id })
    await acceptInvitation(newcomer, { token })
    await assertKept(assert, 'joined by invitation')
    await post(first, owner, 'Welcome')
    await assertKept(assert, 'posted to the newcomer')
    // (What was said in the second they joined counts too: SQLite keeps whole seconds.)
    assert.isAbove(await keptOf(newcomer, first), 0)

    // Removed, posted meanwhile, back again (their old read position stays); and leaving.
    const annaMembership = await ProjectMember.findByOrFail({
      projectId: first.id,
      userId: anna.id,
    })
    await removeMember(owner, first.id, annaMembership.id)
    await post(first, owner, 'While Anna is away')
    await assertKept(assert, 'removed')
    await ProjectMember.create({ projectId: first.id, userId: anna.id, role: 'member' })
    await post(first, owner, 'Anna is back')
    await assertKept(assert, 're-joined')
    await leaveProject(newcomer, first.id)
    await assertKept(assert, 'left')

    // Staff count only what they are assigned to.
    await assignTeamMember(staff, first.id, staff.id)
    await assertKept(assert, 'staff assigned')
    await post(first, anna, 'For the team too')
    await assertKept(assert, 'posted to staff')
    assert.isAbove(await keptOf(staff, first), 0)

    // A membership's start moved by hand; a project deleted; an account deleted.
    await db
      .from('project_members')
      .where({ project_id: first.id, user_id: ben.id })
      .update({ created_at: storedTime(DateTime.now().minus({ days: 1 })) })
    await assertKept(assert, 'membership start moved')
    await deleteProject(anna, second.id)
    await assertKept(assert, 'project deleted')
    await db.from('users').where('id', owner.id).delete()
    await assertKept(assert, 'account deleted')
  })
})
