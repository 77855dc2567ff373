import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { stores } from '@adonisjs/session'
import type { SessionConfig, SessionStoreFactory } from '@adonisjs/session/types'
import { UserFactory } from '#database/factories/user_factory'
import { UserSchema } from '#database/schema'
import User from '#models/user'
import { read, readFirst } from '#data/run'
import { SHELL_BADGES } from '#data/shell_badges'
import { signedInUser } from '#data/signed_in_user'
import { withoutIdleRoundTrips } from '#infrastructure/session_store'

/*
| Hand-written reads (app/data/run.ts) on SQLite and on PostgreSQL (CI's second functional run):
| inside a transaction a read sees what the transaction wrote; outside one it sees what is
| committed, at once, even while another transaction holds uncommitted writes (on SQLite that
| transaction holds the pool's one connection). No global test transaction here: inside one
| every read is the transaction's.
*/
const userRead = () => signedInUser(User, UserSchema)
const nameOf = async (id: number, client?: QueryClientContract) =>
  (await readFirst(userRead(), [id], client))?.full_name

async function badges(userId: number, client?: QueryClientContract) {
  const [row] = await read(SHELL_BADGES, [userId, userId, userId], client)
  return Number(row.notifications)
}

const notification = (userId: number) => {
  const now = DateTime.now().toFormat(db.connection().dialect.dateTimeFormat)
  return {
    user_id: userId,
    kind: 'project.message',
    subject: `data-path-${userId}`,
    data: '{}',
    url: '/dashboard',
    count: 1,
    created_at: now,
    updated_at: now,
  }
}

test.group('Hand-written reads inside and outside a transaction', (group) => {
  const made: number[] = []
  group.each.teardown(async () => {
    if (!made.length) return
    const ids = made.splice(0)
    await db.from('notifications').whereIn('user_id', ids).delete()
    await db.from('users').whereIn('id', ids).delete()
  })

  test("inside a transaction a read sees the transaction's uncommitted write", async ({
    assert,
  }) => {
    const user = await UserFactory.merge({ fullName: 'Committed Name' }).create()
    made.push(user.id)
    const trx = await db.transaction()
    try {
      await trx.from('users').where('id', user.id).update({ full_name: 'Not Yet Committed' })
      await trx.table('notifications').insert(notification(user.id))
      assert.equal(await nameOf(user.id, trx), 'Not Yet Committed')
      assert.equal(await badges(user.id, trx), 1)
    } finally {
      await trx.rollback()
    }
    assert.equal(await nameOf(user.id), 'Committed Name')
    assert.equal(await badges(user.id), 0)
  })

  test('outside it, while it is open, a read answers what is committed, at once', async ({
    assert,
  }) => {
    const user = await UserFactory.merge({ fullName: 'Committed Name' }).create()
    made.push(user.id)
    const trx = await db.transaction()
    try {
      await trx.from('users').where('id', user.id).update({ full_name: 'Not Yet Committed' })
      await trx.table('notifications').insert(notification(user.id))
      // Answered while the transaction is still open: it neither waits for it nor reads into it.
      assert.equal(await nameOf(user.id), 'Committed Name')
      assert.equal(await badges(user.id), 0)
      await trx.commit()
    } finally {
      if (!trx.isCompleted) await trx.rollback()
    }
    assert.equal(await nameOf(user.id), 'Not Yet Committed')
    assert.equal(await badges(user.id), 1)
  })

  test("a signed-in page during another's transaction shows what is committed", async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    made.push(user.id)
    // The transaction writes beside the user's row, not on it: the page itself writes that row
    // (its last activity), which on PostgreSQL would wait for the transaction's lock.
    const trx = await db.transaction()
    try {
      await trx.table('notifications').insert(notification(user.id))
      const response = await client.get('/settings/appearance').loginAs(user).withInertia()
      response.assertStatus(200)
      assert.equal(response.body().props.notificationsUnread, 0)
    } finally {
      await trx.rollback()
    }
  })
})

test.group('Sessions read from the database store', (group) => {
  const config = { cookieName: 'session', age: '2h' } as SessionConfig
  const ids: string[] = []
  let storeReads = 0
  let factory: SessionStoreFactory
  group.setup(async () => {
    const database = await stores.database({ tableName: 'sessions' }).resolver(app)
    factory = (ctx, options) => {
      const store = database(ctx, options)
      const readRow = store.read.bind(store)
      store.read = (id) => (storeReads++, readRow(id))
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

  test('a kept session reads back as the store wrote it, by the one read', async ({ assert }) => {
    const store = storeFor('data-path-1')
    await store.write('data-path-1', { auth_web: 7, note: 'kept' })
    assert.deepEqual(await store.read('data-path-1'), { auth_web: 7, note: 'kept' })
    assert.equal(storeReads, 0)
  })

  test('an expired session reads as none and is removed', async ({ assert }) => {
    const store = storeFor('data-path-2')
    await store.write('data-path-2', { auth_web: 7 })
    const past = DateTime.now().minus({ minutes: 1 }).toJSDate()
    await db.from('sessions').where('id', 'data-path-2').update({ expires_at: past })
    assert.isNull(await store.read('data-path-2'))
    assert.isNull(await db.from('sessions').where('id', 'data-path-2').first())
  })

  test("another session's data under this id reads as none", async ({ assert }) => {
    const store = storeFor('data-path-3')
    await store.write('data-path-3', { auth_web: 7 })
    storeFor('data-path-4')
    const row = await db.from('sessions').where('id', 'data-path-3').first()
    await db.table('sessions').insert({ ...row, id: 'data-path-4' })
    assert.isNull(await storeFor('data-path-4').read('data-path-4'))
  })
})
