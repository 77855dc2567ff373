import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import ProjectMember from '#models/project_member'
import type User from '#models/user'
import { projectCast, recordBroadcasts, type Cast } from '#tests/functional/projects/cast'
import { chatApi } from '#tests/functional/chat/chat_helpers'
import { notificationsOf, pagesOpen, recordPushes } from './helpers.js'

async function kinds(user: User) {
  return (await notificationsOf(user.id)).map((row) => row.kind)
}

/*
| No global test transaction: on PostgreSQL a post without files is then one statement that
| also answers the project's members (`storeInOneStatement`), and the notification uses those
| instead of its own query; inside the tests' transaction the other path runs. Who is told must
| be the same either way (on SQLite this runs the transaction path).
*/
test.group('Notifications: a post stored outside any test transaction', (group) => {
  let people: Cast | undefined
  group.each.setup(() => limiter.clear())
  group.each.teardown(async () => {
    if (!people) return
    const users = [people.owner, people.member, people.viewer, people.colleague]
    const ids = [...users, people.outsider, people.staff].map((user) => user.id)
    await db.from('notifications').whereIn('user_id', ids).delete()
    await db.from('messages').where('project_id', people.project.id).delete()
    await people.project.delete()
    for (const id of ids) await db.from('users').where('id', id).delete()
    people = undefined
  })

  test('the members away are told, not the one looking, the author or the muted', async ({
    client,
    assert,
    cleanup,
  }) => {
    recordPushes(cleanup)
    const broadcasts = recordBroadcasts()
    cleanup(() => broadcasts.stop())
    people = await projectCast()
    const cast = people
    await ProjectMember.query()
      .where('project_id', cast.project.id)
      .where('user_id', cast.colleague.id)
      .update({ muted_at: DateTime.now().toSQL({ includeOffset: false }) })
    await pagesOpen(cleanup, { [`presence-project.${cast.project.id}`]: [cast.member.id] })
    const api = chatApi(client, cast.owner)

    const posted = await api.post(cast.project.id, { text: 'Stored in one statement' })
    posted.assertStatus(201)
    assert.deepEqual(await kinds(cast.viewer), ['project.message'])
    for (const nobody of [cast.owner, cast.member, cast.colleague, cast.outsider]) {
      assert.deepEqual(await kinds(nobody), [])
    }
    // The answer is the message as every later read shows it.
    const listed = await api.list(cast.project.id)
    assert.deepEqual(listed.body().data.at(-1), posted.body().data)

    // A mention reaches a member who muted the project.
    const mention = await api.post(cast.project.id, { text: `<@${cast.colleague.id}> look` })
    mention.assertStatus(201)
    assert.deepEqual(await kinds(cast.colleague), ['mention'])
  })
})
