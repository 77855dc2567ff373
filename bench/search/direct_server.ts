/**
 * The search bench's ceiling: a bare `node:http` server that answers every request by running
 * the app's own message search statement (its SQLite or PostgreSQL form, read from the build)
 * with fixed values straight on the database, and sends the rows as JSON. No framework, no
 * session, no permissions read, no transformer: what the query alone costs, loaded at the same
 * connections as the app. Its own process, so it never shares an event loop with the load.
 *
 *   node bench/search/direct_server.ts '<json job>'   (started by bench/search/search.ts)
 *
 * SQLite: one better-sqlite3 connection, as the app reads with one (WAL, as config/database.ts).
 * PostgreSQL: a pg pool of 10, as knex's default pool the app uses.
 */
import { createServer } from 'node:http'
import Database from 'better-sqlite3'
import pg from 'pg'

export interface DirectJob {
  dialect: 'sqlite' | 'pg'
  /* The SQLite file, or the PostgreSQL URL. */
  target: string
  sql: string
  values: Record<string, unknown>
}

/* knex's `:name` bindings as PostgreSQL's `$n` (a `::cast` is left alone). */
export function positional(sql: string, values: Record<string, unknown>) {
  const order: string[] = []
  const text = sql.replace(/(?<![:\w]):(\w+)/g, (_, name: string) => {
    if (!order.includes(name)) order.push(name)
    return `$${order.indexOf(name) + 1}`
  })
  return { text, values: order.map((name) => values[name]) }
}

export function directQuery(job: DirectJob): () => Promise<unknown[]> {
  if (job.dialect === 'sqlite') {
    const db = new Database(job.target, { readonly: true })
    db.pragma('journal_mode = WAL')
    const prepared = db.prepare(job.sql)
    return async () => prepared.all(job.values)
  }
  const pool = new pg.Pool({ connectionString: job.target, max: 10 })
  const { text, values } = positional(job.sql, job.values)
  return async () => (await pool.query(text, values)).rows
}

if (import.meta.main) {
  const job = JSON.parse(process.argv[2]) as DirectJob
  const query = directQuery(job)
  const server = createServer(async (_request, response) => {
    try {
      const body = JSON.stringify({ rows: await query() })
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.end(body)
    } catch (error) {
      response.writeHead(500)
      response.end(String(error))
    }
  })
  server.keepAliveTimeout = 60_000
  server.listen(0, '127.0.0.1', () => {
    const address = server.address()
    if (address && typeof address !== 'string') process.stdout.write(`PORT ${address.port}\n`)
  })
}
