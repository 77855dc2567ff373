import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { storeMessage } from '#data/message_insert'
import { projectCast } from '../projects/cast.js'
import { chatApi } from './chat_helpers.js'

/*
| A post's statements are named on PostgreSQL (app/data/statement.ts): prepared once
| per connection, their result's shape fixed then. A migration that adds a column while a node
| runs must not break that node: had one of them read `*`, its next run on that connection
| would fail with "cached plan must not change result type". Each test prepares the statements
| on one connection (the tests' global transaction holds one, and the app's requests use it),
| adds a column to the tables they read there (DDL is transactional in PostgreSQL: the rollback
| takes it away again), and runs them again. SQLite prepares no named statements, so the group
| exists only on PostgreSQL (CI's second functional run); a SQLite run neither runs nor skips it.
*/
const ON_PG = db.connection().dialect.name === 'postgres'

async function addColumns(client: QueryClientContract) {
  for (const table of ['users', 'projects', 'project_members', 'messages']) {
    await client.rawQuery(`alter table ${table} add column named_statement_probe integer`)
  }
}

if (ON_PG)
  test.group(
    'Chat: named statements outlive a migration that adds a column (PostgreSQL)',
    (group) => {
      group.each.setup(() => testUtils.db().withGlobalTransaction())
      group.each.setup(() => limiter.clear())

      test('the signed-in user and the project as the poster sees it, read again', async ({
        client,
        assert,
      }) => {
        const cast = await projectCast()
        const api = chatApi(client, cast.member)
        const first = await api.post(cast.project.id, { text: 'before the migration' })
        first.assertStatus(201)
        await addColumns(db.connection())
        const list = await api.list(cast.project.id)
        list.assertStatus(200)
        assert.deepEqual(
          list.body().data.map((message: { id: number }) => message.id),
          [first.body().data.id]
        )
        const second = await api.post(cast.project.id, { text: 'after the migration' })
        second.assertStatus(201)
        assert.deepEqual(Object.keys(second.body().data), Object.keys(first.body().data))
      })

      test("a post's one statement (insert, project update, members), run again", async ({
        assert,
      }) => {
        const cast = await projectCast()
        const { pg: text, name } = storeMessage()
        // Inside the global transaction: a savepoint on the same connection.
        const trx = await db.transaction()
        const post = async (body: string) => {
          const now = new Date().toISOString().replace('T', ' ').replace('Z', '')
          const query = trx.rawQuery(text, [
            ...[cast.project.id, cast.member.id, 'message', body, null, null, now, now],
            ...[now, now, cast.project.id],
          ] as (string | number)[])
          query.knexQuery.options({ name: name! })
          return (await query).rows[0]
        }
        try {
          const before = await post('before the migration')
          await addColumns(trx)
          const after = await post('after the migration')
          assert.deepEqual(Object.keys(after), Object.keys(before))
          assert.notProperty(after, 'named_statement_probe')
          assert.lengthOf(after.posted_members, 4)
        } finally {
          await trx.rollback()
        }
      })
    }
  )
