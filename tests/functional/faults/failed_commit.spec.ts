import { test } from '@japa/runner'
import { execFileSync } from 'node:child_process'
import { closeSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { MigrationRunner } from '@adonisjs/lucid/migration'
import type { SqliteConfig } from '@adonisjs/lucid/types/database'
import Message from '#models/message'
import Conversation from '#models/conversation'
import ConversationMessage from '#models/conversation_message'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'
import { sqliteReader } from '#data/sqlite_reader'
import { chatApi } from '../chat/chat_helpers.js'
import { COOKIE, startChat } from '../conversations/helpers.js'

/*
| A COMMIT the database refuses must reach the request: before, knex swallowed the error (its
| transaction only rejected a promise nobody awaited), so Lucid treated the transaction as
| committed and the user read "saved" about data that was gone.
|
| SQLite: the app's database is a file on an 8 MiB tmpfs (mounted here, so the run needs root),
| filled to the last block once the test's data is in. A write then fits in SQLite's page cache
| and fails only at COMMIT, when the pages go to the write-ahead log.
*/
const FULL_DISK = 'full_disk'
const NOT_SAVED = 'Your changes could not be saved. Please try again in a moment.'

async function useFullDisk(cleanup: (handler: () => Promise<void>) => void) {
  const dir = app.tmpPath(`full-disk-${process.pid}`)
  mkdirSync(dir, { recursive: true })
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', dir])
  const primary = db.primaryConnectionName
  cleanup(async () => {
    db.primaryConnectionName = primary
    await db.manager.close(FULL_DISK, true)
    // The reading connection may have opened the file on the tmpfs; the next read opens it anew.
    sqliteReader.close()
    execFileSync('umount', [dir])
    rmSync(dir, { recursive: true, force: true })
  })

  const sqlite = app.config.get<SqliteConfig>('database.connections.sqlite')
  db.manager.add(FULL_DISK, { ...sqlite, connection: { filename: join(dir, 'db.sqlite3') } })
  const migrator = new MigrationRunner(db, app, { direction: 'up', connectionName: FULL_DISK })
  await migrator.run()
  if (migrator.error) throw migrator.error
  db.primaryConnectionName = FULL_DISK

  return {
    /* Everything written so far moved into the file, then the disk filled to its last block. */
    async fill() {
      await db.connection(FULL_DISK).rawQuery('pragma wal_checkpoint(TRUNCATE)')
      for (const [name, size] of [
        ['filler', 64 * 1024],
        ['filler-small', 512],
      ] as const) {
        const fd = openSync(join(dir, name), 'w')
        try {
          for (const block = Buffer.alloc(size); ;) writeSync(fd, block)
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
        } finally {
          closeSync(fd)
        }
      }
    },
  }
}

test.group('A failed commit on a full disk (SQLite)', () => {
  test("a project's chat post answers a translated 503, and nothing is stored", async ({
    client,
    assert,
    cleanup,
  }) => {
    const disk = await useFullDisk(cleanup)
    const owner = await UserFactory.create()
    const project = await projectWith(owner)
    await disk.fill()

    const chat = chatApi(client, owner)
    for (const text of ['The oven arrives on Monday.', 'And the fridge on Tuesday.']) {
      const response = await chat.post(project.id, { text })
      response.assertStatus(503)
      assert.deepEqual(response.body(), { message: NOT_SAVED })
    }
    assert.lengthOf(await Message.query().where('projectId', project.id), 0)
  })

  test("a visitor's chat post answers a translated 503, not 201, and nothing is stored", async ({
    client,
    assert,
    cleanup,
  }) => {
    const disk = await useFullDisk(cleanup)
    const { response: first, token } = await startChat(client)
    first.assertStatus(201)
    const conversation = await Conversation.query().firstOrFail()
    await disk.fill()

    for (const text of ['Is the price with VAT?', 'And how long does it take?']) {
      const response = await client
        .post('/chat/messages')
        .cookie(COOKIE, token)
        .withCsrfToken()
        .accept('json')
        .json({ text })
      response.assertStatus(503)
      assert.deepEqual(response.body(), { message: NOT_SAVED })
    }
    const stored = await ConversationMessage.query().where('conversationId', conversation.id)
    assert.deepEqual(
      stored.map((message) => message.body),
      ['Hello, how much does an app cost?']
    )
  })

  test('a sign-up goes back to its form with the message and what was typed, and no account exists', async ({
    client,
    assert,
    cleanup,
  }) => {
    const disk = await useFullDisk(cleanup)
    await disk.fill()

    const response = await client
      .post('/register')
      .header('Referer', '/register')
      .form({
        fullName: 'Jana Nováková',
        email: 'jana@example.com',
        password: 'a long and unusual passphrase',
        passwordConfirmation: 'a long and unusual passphrase',
        acceptTerms: 'true',
      })
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/register')
    const flashed = response.flashMessages()
    assert.equal(flashed.error, NOT_SAVED)
    assert.equal(flashed.fullName, 'Jana Nováková')
    assert.equal(flashed.email, 'jana@example.com')
    assert.isUndefined(flashed.password)
    assert.isNull(await User.findBy('email', 'jana@example.com'))
  })
})

/*
| PostgreSQL refuses a COMMIT when a constraint checked at commit (DEFERRABLE INITIALLY DEFERRED)
| is violated: the transaction is rolled back. The table is a temporary one on a connection of
| its own (one in the pool, so every statement runs in the same session).
*/
const PG = 'commit_refused_pg'
const pgUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

test.group('A COMMIT that PostgreSQL refuses', (group) => {
  group.setup(() => {
    db.manager.add(PG, { client: 'pg', connection: pgUrl, pool: { min: 1, max: 1 } })
    return () => db.manager.close(PG, true)
  })
  group.each.setup(async () => {
    await db.connection(PG).rawQuery('drop table if exists pg_temp.commit_checks')
    await db
      .connection(PG)
      .rawQuery(
        'create temporary table commit_checks (id integer, code text, ' +
          'constraint commit_checks_code unique (code) deferrable initially deferred)'
      )
  })

  const codes = () => db.connection(PG).from('commit_checks').select('id')

  test('commit() throws the refusal, and nothing is stored', async ({ assert }) => {
    const trx = await db.connection(PG).transaction()
    await trx.table('commit_checks').insert({ id: 1, code: 'same' })
    await trx.table('commit_checks').insert({ id: 2, code: 'same' })
    await assert.rejects(() => trx.commit(), /commit_checks_code/)
    assert.isTrue(trx.isCompleted)
    assert.lengthOf(await codes(), 0)
  })

  test('a managed transaction rejects with it, and its after-commit hooks never run', async ({
    assert,
  }) => {
    let announced = false
    const run = db.connection(PG).transaction(async (trx) => {
      trx.after('commit', () => {
        announced = true
      })
      await trx.table('commit_checks').insert({ id: 1, code: 'same' })
      await trx.table('commit_checks').insert({ id: 2, code: 'same' })
      return 'saved'
    })
    await assert.rejects(() => run, /commit_checks_code/)
    assert.isFalse(announced)
    assert.lengthOf(await codes(), 0)
  })

  test('a commit PostgreSQL accepts still commits', async ({ assert }) => {
    await db.connection(PG).transaction(async (trx) => {
      await trx.table('commit_checks').insert({ id: 1, code: 'one' })
    })
    assert.lengthOf(await codes(), 1)
  })
})
