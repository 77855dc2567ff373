import { test } from '@japa/runner'
import { setTimeout as sleep } from 'node:timers/promises'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { stores } from '@adonisjs/session'
import type { SessionConfig, SessionStoreFactory } from '@adonisjs/session/types'
import { UserFactory } from '#database/factories/user_factory'
import { readNow } from '#services/sqlite_reads'
import { allRows } from '#services/query_rows'
import { withoutIdleRoundTrips } from '#services/session_store'

/*
| Reads run at once on SQLite (app/services/sqlite_reads.ts). No global test transaction here:
| inside one every read goes through knex, which is what the last tests check. On PostgreSQL
| nothing is read at once, and the same requests must answer the same.
*/
const onSqlite = () => db.connection().dialect.name === 'better-sqlite3'

/* Until the pool has a query waiting for its connection, or `answered` says it is too late. */
async function untilWaitingForPool(answered: () => boolean) {
  const pool = db.connection().getWriteClient().client.pool as { numPendingAcquires(): number }
  for (let tries = 0; tries < 200 && !answered(); tries++) {
    if (pool.numPendingAcquires() > 0) return
    await sleep(10)
  }
}

test.group('Reads at once on SQLite', (group) => {
  const made: number[] = []
  group.each.teardown(async () => {
    if (made.length) await db.from('users').whereIn('id', made.splice(0)).delete()
  })

  test('answer the rows knex answers, with values by position or by name', async ({ assert }) => {
    const user = await UserFactory.merge({ fullName: 'Read At Once' }).create()
    made.push(user.id)
    const byName = `select id, full_name from users where id = :id or (id = :id and email = :email)`
    const names = { id: user.id, email: user.email }
    const byPosition = 'select id, full_name from users where id = ?'
    const expected = [{ id: user.id, full_name: 'Read At Once' }]

    assert.deepEqual(allRows(await db.rawQuery(byName, names)), expected)
    const client = db.connection()
    assert.deepEqual(readNow(client, byName, names), onSqlite() ? expected : undefined)
    assert.deepEqual(readNow(client, byPosition, [user.id]), onSqlite() ? expected : undefined)
  })

  test('read one text again with another set of names', async ({ assert }) => {
    const first = await UserFactory.merge({ fullName: 'First Reader' }).create()
    const second = await UserFactory.merge({ fullName: 'Second Reader' }).create()
    made.push(first.id, second.id)
    const sql =
      'select full_name from users where id = :one union all select full_name from users where id = :two'
    const client = db.connection()
    const read = async (bindings: Record<string, unknown>) =>
      (readNow(client, sql, bindings) ?? allRows(await db.rawQuery(sql, bindings as never))).map(
        (row) => row.full_name
      )

    // A name the values do not give stays in the text, which the database refuses, as from knex.
    await assert.rejects(() => db.rawQuery(sql, { one: first.id } as never))
    if (onSqlite()) assert.throws(() => readNow(client, sql, { one: first.id }))
    // The same text with all its names, in either order, is converted on its own.
    assert.deepEqual(await read({ one: first.id, two: second.id }), [
      'First Reader',
      'Second Reader',
    ])
    assert.deepEqual(await read({ two: first.id, one: second.id }), [
      'Second Reader',
      'First Reader',
    ])
  })

  test('leave to knex what knex would write into the SQL', ({ assert }) => {
    const client = db.connection()
    // An identifier by name, `??` identifiers by position, a value that is not a plain one.
    assert.isUndefined(readNow(client, 'select :column: from users', { column: 'id' }))
    assert.isUndefined(readNow(client, 'select ?? from users', ['id']))
    assert.isUndefined(readNow(client, 'select id from users where id in (?)', [[1, 2]]))
  })

  test('wait while a transaction is open, and never read into it', async ({ assert }) => {
    const user = await UserFactory.merge({ fullName: 'Committed Name' }).create()
    made.push(user.id)
    const trx = await db.transaction()
    try {
      await trx.from('users').where('id', user.id).update({ full_name: 'Never Committed' })
      assert.isUndefined(readNow(trx, 'select full_name from users where id = ?', [user.id]))
      if (onSqlite()) {
        // The one connection is inside the transaction: a read outside it must wait.
        const sql = 'select full_name from users where id = ?'
        assert.isUndefined(readNow(db.connection(), sql, [user.id]))
      }
    } finally {
      await trx.rollback()
    }
  })

  test('a signed-in page waits for a transaction on its user and shows what was committed', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge({ fullName: 'Committed Name' }).create()
    made.push(user.id)
    const trx = await db.transaction()
    let response: Awaited<ReturnType<typeof visit>> | undefined
    const visit = () => client.get('/settings/appearance').loginAs(user).withInertia()
    let answer: Promise<void> | undefined
    try {
      await trx.from('users').where('id', user.id).update({ full_name: 'Never Committed' })
      answer = visit().then((got) => void (response = got))
      await untilWaitingForPool(() => response !== undefined)
    } finally {
      await trx.rollback()
    }
    await answer
    response!.assertStatus(200)
    assert.equal(response!.body().props.user.fullName, 'Committed Name')
  })
})

test.group('Sessions read at once from the database store', (group) => {
  const config = { cookieName: 'session', age: '2h' } as SessionConfig
  const ids: string[] = []
  let storeReads = 0
  let factory: SessionStoreFactory
  group.setup(async () => {
    const database = await stores.database({ tableName: 'sessions' }).resolver(app)
    factory = (ctx, options) => {
      const store = database(ctx, options)
      const read = store.read.bind(store)
      store.read = (id) => (storeReads++, read(id))
      return store
    }
  })
  group.each.setup(() => {
    storeReads = 0
  })
  group.each.teardown(async () => {
    if (ids.length) await db.from('sessions').whereIn('id', ids.splice(0)).delete()
  })

  /* The session store of a request carrying cookie `id`. */
  const storeFor = (id: string) => {
    ids.push(id)
    const ctx = {
      request: {
        cookie: (name: string) => (name === 'session' ? id : undefined),
        encryptedCookie: () => undefined,
        plainCookie: () => undefined,
      },
    }
    return withoutIdleRoundTrips(factory, { table: 'sessions' })(
      ctx as unknown as HttpContext,
      config
    )
  }

  test('a kept session reads back as the store wrote it', async ({ assert }) => {
    const store = storeFor('read-at-once-1')
    await store.write('read-at-once-1', { auth_web: 7, note: 'kept' })
    assert.deepEqual(await store.read('read-at-once-1'), { auth_web: 7, note: 'kept' })
    assert.equal(storeReads, onSqlite() ? 0 : 1)
  })

  test('an expired session reads as none and is removed', async ({ assert }) => {
    const store = storeFor('read-at-once-2')
    await store.write('read-at-once-2', { auth_web: 7 })
    const past = DateTime.now().minus({ minutes: 1 }).toJSDate()
    await db.from('sessions').where('id', 'read-at-once-2').update({ expires_at: past })
    assert.isNull(await store.read('read-at-once-2'))
    assert.isNull(await db.from('sessions').where('id', 'read-at-once-2').first())
  })

  test("another session's data under this id reads as none", async ({ assert }) => {
    const store = storeFor('read-at-once-3')
    await store.write('read-at-once-3', { auth_web: 7 })
    storeFor('read-at-once-4')
    const row = await db.from('sessions').where('id', 'read-at-once-3').first()
    await db.table('sessions').insert({ ...row, id: 'read-at-once-4' })
    assert.isNull(await storeFor('read-at-once-4').read('read-at-once-4'))
  })

  test('inside a transaction the store reads it', async ({ assert }) => {
    const store = storeFor('read-at-once-5')
    await store.write('read-at-once-5', { note: 'through the store' })
    const trx = await db.transaction()
    try {
      // The store's own query waits for the connection the transaction holds (SQLite).
      const read = Promise.resolve(store.read('read-at-once-5'))
      if (onSqlite()) await sleep(20)
      await trx.rollback()
      assert.deepEqual(await read, { note: 'through the store' })
    } catch (error) {
      if (!trx.isCompleted) await trx.rollback()
      throw error
    }
    assert.equal(storeReads, 1)
  })
})
