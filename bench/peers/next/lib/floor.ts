/**
 * The floor page's queries on the app's own SQLite file, with the app's SQL, prepared once per
 * server process on the first request (`next build` evaluates the module without the file), as
 * bench/peers/fastify_server.ts does.
 * better-sqlite3 is the app's own (the same SQLite for every server in the bench), loaded at run
 * time so that the bundler leaves it alone.
 */
import { createRequire } from 'node:module'
import { join } from 'node:path'

// `next start` runs in bench/peers/next (bench/http/cost.ts sets its cwd); the bundle is elsewhere.
const appRequire = createRequire(join(process.cwd(), '..', '..', '..', 'package.json'))
const Database = appRequire('better-sqlite3')

/*
| The app's sidebar badge for this database: the sum of the kept counts where the schema keeps
| them (migration 6020_keep_unread_counts), else the count of messages that older builds ran, so
| a peer does the same work as the build it is measured beside.
*/
function unreadTotalSql(sqlite: any) {
  const kept = sqlite
    .prepare(`select 1 from pragma_table_info('project_members') where name = 'unread_count'`)
    .get()
  if (kept)
    return 'select coalesce(sum(unread_count), 0) as total from project_members where user_id = ?'
  return `select count(*) as total from messages m
    inner join project_members pm on pm.project_id = m.project_id and pm.user_id = ?
    left join project_reads r on r.project_id = m.project_id and r.user_id = pm.user_id
    where m.deleted_at is null and m.kind = 'message'
    and (m.author_id is null or m.author_id <> pm.user_id)
    and m.id > coalesce(r.last_read_message_id, 0)
    and m.created_at >= pm.created_at`
}

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
