import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { RULE_COUNT } from '#data/unread_sql'
import { allRows, firstRow } from '#data/run'
import { projectWith } from '#database/factories/project_factory'
import { UserFactory } from '#database/factories/user_factory'
import type User from '#models/user'
import type Project from '#models/project'

/*
| PostgreSQL runs writers side by side under READ COMMITTED: a post, a read, a deletion and a
| join of one project race, each in its own transaction, and the kept counts must still equal
| the rule's count once all have committed (unread_triggers.ts: every change of a project's
| counts locks the project's row first, then reads afresh). These need real concurrent
| transactions, so they commit their rows (no global transaction) and delete them afterwards.
| SQLite has one writer at a time; there they cannot happen, so the group exists only on
| PostgreSQL (CI's second functional run), and a SQLite run neither runs nor skips it.
*/
const ON_PG = db.connection().dialect.name === 'postgres'
const BEYOND = 2_000_000_000

async function assertKept(assert: Assert, projectIds: number[], step: string) {
  const rows = allRows(
    await db.rawQuery(
      `select pm.user_id, pm.project_id, pm.unread_count as kept, ${RULE_COUNT} as counted
        from project_members pm where pm.project_id = any(?) order by pm.id`,
      [projectIds]
    )
  )
  for (const row of rows) {
    assert.equal(Number(row.kept), Number(row.counted), `${step}: user ${row.user_id}`)
  }
}

function insertMessage(client: TransactionClientContract | typeof db, project: Project, by: User) {
  return client.rawQuery(
    `insert into messages (project_id, author_id, kind, body, created_at, updated_at)
      values (?, ?, 'message', '', now(), now()) returning id`,
    [project.id, by.id]
  )
}

function moveRead(
  client: TransactionClientContract | typeof db,
  project: Project,
  reader: User,
  to: number
) {
  return client.rawQuery(
    `insert into project_reads (project_id, user_id, last_read_message_id, created_at, updated_at)
      values (?, ?, ?, now(), now())
      on conflict (user_id, project_id) do update set last_read_message_id = excluded.last_read_message_id`,
    [project.id, reader.id, to]
  )
}

/* Until some backend of this database waits for a lock (the racing statement is queued). */
async function someoneWaits() {
  for (let tries = 0; tries < 100; tries++) {
    const row = firstRow(
      await db.rawQuery(
        `select count(*) as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`
      )
    )
    if (Number(row?.waiting) > 0) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error('nobody waited for the lock')
}

/*
| `first` takes its step and holds its transaction open; `second` starts its step, which must
| wait; then `first` commits, then `second`.
*/
async function race(
  first: (trx: TransactionClientContract) => Promise<unknown>,
  second: (trx: TransactionClientContract) => Promise<unknown>
) {
  const one = await db.transaction()
  const two = await db.transaction()
  try {
    await first(one)
    // Started now (a query builder runs once something waits for it), answered later.
    const waiting = Promise.resolve(second(two))
    await someoneWaits()
    await one.commit()
    await waiting
    await two.commit()
  } finally {
    if (!one.isCompleted) await one.rollback()
    if (!two.isCompleted) await two.rollback()
  }
}

if (ON_PG)
  test.group('Unread: the kept counts under concurrent writers (PostgreSQL)', (group) => {
    let owner: User
    let reader: User
    let joiner: User
    let project: Project

    group.each.setup(async () => {
      ;[owner, reader, joiner] = await UserFactory.createMany(3)
      project = await projectWith(owner, [[reader, 'member']])
      await db.rawQuery(
        `update project_members set created_at = now() - interval '1 hour' where project_id = ?`,
        [project.id]
      )
      return async () => {
        await db.from('projects').where('id', project.id).delete()
        await db.from('users').whereIn('id', [owner.id, reader.id, joiner.id]).delete()
      }
    })

    test('a read past a message not yet committed, then the post: counted once, as read', async ({
      assert,
    }) => {
      await insertMessage(db, project, owner)
      await race(
        (trx) => moveRead(trx, project, reader, BEYOND),
        (trx) => insertMessage(trx, project, owner)
      )
      await assertKept(assert, [project.id], 'read, then post')
      const row = await db.from('project_members').where({ user_id: reader.id }).first()
      assert.equal(Number(row.unread_count), 0)
    })

    test('a post, then a read past it before it committed', async ({ assert }) => {
      await race(
        (trx) => insertMessage(trx, project, owner),
        (trx) => moveRead(trx, project, reader, BEYOND)
      )
      await assertKept(assert, [project.id], 'post, then read')
    })

    test('a join, then a post: the newcomer counts it', async ({ assert }) => {
      const join = (trx: TransactionClientContract) =>
        trx.rawQuery(
          `insert into project_members (project_id, user_id, role, created_at, updated_at)
          values (?, ?, 'member', now() - interval '1 hour', now())`,
          [project.id, joiner.id]
        )
      await race(join, (trx) => insertMessage(trx, project, owner))
      await assertKept(assert, [project.id], 'join, then post')
      const row = await db.from('project_members').where({ user_id: joiner.id }).first()
      assert.equal(Number(row.unread_count), 1)
    })

    test('a deletion and a read of the same message', async ({ assert }) => {
      const id = Number(firstRow(await insertMessage(db, project, owner)).id)
      const remove = (trx: TransactionClientContract) =>
        trx.from('messages').where('id', id).update({ deleted_at: new Date() })
      await race(remove, (trx) => moveRead(trx, project, reader, id - 1))
      await assertKept(assert, [project.id], 'delete, then read')
      await db.from('messages').where('id', id).update({ deleted_at: null })
      await race((trx) => moveRead(trx, project, reader, 0), remove)
      await assertKept(assert, [project.id], 'read, then delete')
    })

    test('many writers at once: posts, reads, deletions, joins and leaves', async ({ assert }) => {
      const people = [owner, reader, joiner]
      const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]
      const step = async () => {
        const who = pick(people)
        const roll = Math.random()
        if (roll < 0.4) return insertMessage(db, project, who)
        const newest = Number(firstRow(await db.rawQuery('select max(id) as id from messages')).id)
        if (roll < 0.7) return moveRead(db, project, who, pick([newest - 3, newest, newest + 5]))
        if (roll < 0.85) {
          return db.from('messages').where('id', newest).update({ deleted_at: new Date() })
        }
        if (who.id === owner.id) return
        const left = await db.rawQuery(
          'delete from project_members where project_id = ? and user_id = ? returning id',
          [project.id, who.id]
        )
        if (allRows(left).length > 0) return
        await db.rawQuery(
          `insert into project_members (project_id, user_id, role, created_at, updated_at)
          values (?, ?, 'member', now() - interval '1 hour', now()) on conflict do nothing`,
          [project.id, who.id]
        )
      }
      const stopAt = Date.now() + 3000
      await Promise.all(
        Array.from({ length: 6 }, async () => {
          while (Date.now() < stopAt) await step()
        })
      )
      await assertKept(assert, [project.id], 'after the crowd')
    })
  })
