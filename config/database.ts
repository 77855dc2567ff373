import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'

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
        filename: env.get('SQLITE_PATH', app.makePath('storage', 'db.sqlite3')),
      },
      useNullAsDefault: true,
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
