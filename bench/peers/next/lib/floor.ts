/**
 * The floor page's queries on the app's own SQLite file, with the app's SQL, prepared once per
 * server process on the first request (`next build` evaluates the module without the file), as
 * bench/peers/fastify_server.ts does.
 * better-sqlite3 is the app's own (the same SQLite for every server in the bench), loaded at run
 * time so that the bundler leaves it alone.
 */
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { unreadTotalSql } from './badge_sql'

// `next start` runs in bench/peers/next (bench/http/cost.ts sets its cwd); the bundle is elsewhere.
const appRequire = createRequire(join(process.cwd(), '..', '..', '..', 'package.json'))
const Database = appRequire('better-sqlite3')

function prepare(file: string) {
  const database = new Database(file)
  database.pragma('journal_mode = WAL')
  return {
    sessionRow: database.prepare('select * from "sessions" where "id" = ? limit ?'),
    userRow: database.prepare('select * from "users" where "id" = ? limit ?'),
    unreadTotal: database.prepare(unreadTotalSql(database)),
    notificationsUnread: database.prepare(
      'select count(*) as "total" from "notifications" where "user_id" = ? and "read_at" is null limit ?'
    ),
  }
}

let prepared: ReturnType<typeof prepare> | undefined
export const statements = () => (prepared ??= prepare(process.env.PEER_SQLITE!))
