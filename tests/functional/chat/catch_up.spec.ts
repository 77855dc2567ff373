import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { projectCast } from '../projects/cast.js'
import { chatApi, conversation } from './chat_helpers.js'

/*
| A reader who was away (network drop, sleep, a server restart) asks for what it missed: new
| messages by id (`?after=`) and edits and deletions since the time it last synced
| (`?changedSince=`), so its stream ends up as if it had never left.
*/

/* Moves a project's messages a minute into the past, out of the sync margin of a later sync. */
async function ageMessages(projectId: number) {
  const aMinuteAgo = DateTime.now().minus({ minutes: 1 }).toUTC()
  const format = db.connection().dialect.dateTimeFormat
  await db
    .from('messages')
    .where('project_id', projectId)
    .update({ created_at: aMinuteAgo.toFormat(format), updated_at: aMinuteAgo.toFormat(format) })
}

test.group('Chat: catch-up', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('edits and deletions made while away come back with ?changedSince=', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const [first, second, third] = await conversation(cast.member, cast.project, 3)
    await ageMessages(cast.project.id)
    const reader = chatApi(client, cast.owner)
    const { syncedAt } = (await reader.list(cast.project.id)).body()

    const author = chatApi(client, cast.member)
    await author.edit(first.id, { text: 'Message 1, corrected' })
    await author.remove(third.id)
    const fourth = (await author.post(cast.project.id, { text: 'Message 4' })).body().data

    const news = (await reader.list(cast.project.id, { after: third.id })).body()
    assert.deepEqual(
      news.data.map((m: { id: number }) => m.id),
      [fourth.id]
    )
    const changes = (await reader.list(cast.project.id, { changedSince: syncedAt })).body()
    const byId = new Map(changes.data.map((m: any) => [m.id, m]))
    assert.equal((byId.get(first.id) as any).text, 'Message 1, corrected')
    assert.isString((byId.get(third.id) as any).deletedAt)
    assert.isFalse(byId.has(second.id), 'an untouched older message is not a change')
    assert.isTrue(byId.has(fourth.id), 'a message written since the sync comes too')
    assert.isFalse(changes.hasMore)
    assert.isString(changes.syncedAt)
  })

  test('a message below the newest id a reader holds, written while it was away, still arrives', async ({
    client,
    assert,
  }) => {
    // Ids are not commit order: the reader got the later post live (or its node died before
    // announcing the earlier one), so `?after=` its newest id passes the earlier one by.
    const cast = await projectCast()
    await conversation(cast.member, cast.project, 2)
    await ageMessages(cast.project.id)
    const reader = chatApi(client, cast.owner)
    const { syncedAt } = (await reader.list(cast.project.id)).body()

    const author = chatApi(client, cast.member)
    const missed = (await author.post(cast.project.id, { text: 'Sent while you were away' })).body()
      .data
    const heldLive = (await author.post(cast.project.id, { text: 'Seen live' })).body().data

    const news = (await reader.list(cast.project.id, { after: heldLive.id })).body()
    assert.deepEqual(news.data, [])
    const changes = (await reader.list(cast.project.id, { changedSince: syncedAt })).body()
    assert.deepEqual(
      changes.data.map((m: { id: number; text: string }) => m.text),
      ['Sent while you were away', 'Seen live']
    )
    assert.equal(changes.data[0].id, missed.id)
  })

  test('changes are listed oldest first and a later sync time leaves out older ones', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const [first] = await conversation(cast.member, cast.project, 1)
    const author = chatApi(client, cast.member)
    await author.edit(first.id, { text: 'Changed' })
    const later = new Date(Date.now() + 60_000).toISOString()
    const none = (
      await chatApi(client, cast.viewer).list(cast.project.id, { changedSince: later })
    ).body()
    assert.deepEqual(none.data, [])
  })

  test('a malformed cursor is a 422 with a reason, never a server error', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const reader = chatApi(client, cast.owner)
    for (const query of <Record<string, string | number>[]>[
      { changedSince: 'yesterday' },
      { after: -1 },
      { after: 'abc' },
      { before: 0 },
      { before: '1e400' },
      { around: 0 },
      { around: 'x' },
      { after: 99_999_999_999 },
    ]) {
      const response = await reader.list(cast.project.id, query)
      assert.equal(response.status(), 422, JSON.stringify(query))
      assert.isString(response.body().errors[0].message)
    }
  })
})
