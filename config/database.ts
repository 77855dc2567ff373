import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { isAbsolute } from 'node:path'
import { defineConfig } from '@adonisjs/lucid'

const sqlitePath = env.get('SQLITE_PATH', 'storage/db.sqlite3')

const migrations = { naturalSort: true, paths: ['database/migrations'] }

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
      pool: { min: 1, max: 1, acquireTimeoutMillis: app.inTest ? 3000 : 60_000 },
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
