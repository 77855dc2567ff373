import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { isAbsolute } from 'node:path'
import { defineConfig } from '@adonisjs/lucid'

const sqlitePath = env.get('SQLITE_PATH', 'storage/db.sqlite3')

const migrations = { naturalSort: true, paths: ['database/migrations'] }

type Statement = { busy: boolean; safeIntegers(toggle: boolean): Statement }
type Connection = {
  pragma(source: string): unknown
  prepare(source: string, ...rest: unknown[]): Statement
}

const STATEMENTS_MAX = 256

/*
| Every signed-in request writes now and then (a session's expiry, its activity). In SQLite's
| default rollback journal each write waits for the disk twice; with a write-ahead log and
| `synchronous = NORMAL` a commit is an append, synced at checkpoints. A power cut can lose the
| last commits but never corrupts the file (docs/decisions.md, "Request cost").
*/
function tuneSqlite(connection: Connection, done: (error: Error | null, c: Connection) => void) {
  connection.pragma('journal_mode = WAL')
  connection.pragma('synchronous = NORMAL')
  reuseStatements(connection)
  done(null, connection)
}

/*
| Knex prepares every query's statement anew, which took longer than running it. A prepared
| statement can run again with other values (they are bound separately, never part of the SQL
| text), so statements are kept per SQL text on their connection; one still iterating (a
| stream) is never handed out twice. A kept statement gets knex's default integer mode back.
*/
function reuseStatements(connection: Connection) {
  const prepare = connection.prepare.bind(connection)
  const statements = new Map<string, Statement>()
  connection.prepare = (source, ...rest) => {
    if (rest.length) return prepare(source, ...rest)
    const kept = statements.get(source)
    if (kept && !kept.busy) return kept.safeIntegers(false)
    const statement = prepare(source)
    if (statements.size >= STATEMENTS_MAX) statements.clear()
    statements.set(source, statement)
    return statement
  }
}

/*
| SQLite in a file under the project by default (absolute path: the production build runs from
| build/). PostgreSQL when DB_CONNECTION=pg, for several app processes behind a load balancer.
*/
const dbConfig = defineConfig({
  connection: env.get('DB_CONNECTION', 'sqlite'),
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: {
        filename: isAbsolute(sqlitePath) ? sqlitePath : app.makePath(sqlitePath),
      },
      useNullAsDefault: true,
      /*
      | One connection, as SQLite allows and production runs. In tests a query that escapes its
      | transaction (and so waits for the connection the transaction holds) fails within seconds
      | instead of freezing for Knex's default 60 s.
      */
      pool: {
        min: 1,
        max: 1,
        acquireTimeoutMillis: app.inTest ? 3000 : 60_000,
        afterCreate: tuneSqlite,
      },
      migrations,
    },
    pg: {
      client: 'pg',
      connection: env.get('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/postgres'),
      migrations,
    },
  },
})

export default dbConfig
