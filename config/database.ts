import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { isAbsolute } from 'node:path'
import { defineConfig } from '@adonisjs/lucid'
import { SEARCH_TABLES } from '#data/search_index'

const sqlitePath = env.get('SQLITE_PATH', 'storage/db.sqlite3')

const migrations = { naturalSort: true, paths: ['database/migrations'] }

/*
| Every signed-in request writes now and then (a session's expiry, its activity). In SQLite's
| default rollback journal each write waits for the disk twice; with a write-ahead log and
| `synchronous = NORMAL` a commit is an append, synced at checkpoints. A power cut can lose the
| last commits but never corrupts the file. The write-ahead log also lets the reading connection
| (app/data/sqlite_reader.ts) read what is committed while this one writes.
*/
type Pragmas = { pragma(source: string): unknown }
function tuneSqlite(connection: Pragmas, done: (error: Error | null, c: Pragmas) => void) {
  connection.pragma('journal_mode = WAL')
  connection.pragma('synchronous = NORMAL')
  done(null, connection)
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
      | One connection for knex, as SQLite allows and production runs. In tests a query that
      | escapes its transaction (and so waits for the connection the transaction holds) fails
      | within seconds instead of freezing for Knex's default 60 s.
      */
      pool: {
        min: 1,
        max: 1,
        acquireTimeoutMillis: app.inTest ? 3000 : 60_000,
        afterCreate: tuneSqlite,
      },
      migrations,
      schemaGeneration: { excludeTables: SEARCH_TABLES },
    },
    pg: {
      client: 'pg',
      connection: env.get('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/postgres'),
      migrations,
    },
  },
})

export default dbConfig
