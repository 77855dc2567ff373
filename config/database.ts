import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { isAbsolute } from 'node:path'
import { defineConfig } from '@adonisjs/lucid'
import { keepSqliteConnection, type SqliteConnection } from '#services/sqlite_reads'

const sqlitePath = env.get('SQLITE_PATH', 'storage/db.sqlite3')

const migrations = { naturalSort: true, paths: ['database/migrations'] }

type Statement = {
  busy: boolean
  reader: boolean
  safeIntegers(toggle: boolean): Statement
  all(bindings: unknown[]): unknown
  run(bindings: unknown[]): unknown
}
type Connection = Omit<SqliteConnection, 'prepare'> & {
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
  keepSqliteConnection(connection)
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
  const prepareUnpinned = (source: string) => prepare(unpinValues(source))
  const statements = new Map<string, Statement>()
  connection.prepare = (source, ...rest) => {
    if (rest.length) return prepare(source, ...rest)
    const kept = statements.get(source)
    if (kept && !kept.busy) return kept.safeIntegers(false)
    const statement = BOUND_LIMIT.test(source)
      ? literalLimits(source, prepareUnpinned)
      : prepareUnpinned(source)
    if (statements.size >= STATEMENTS_MAX) statements.clear()
    statements.set(source, statement)
    return statement
  }
}

/*
| The bundled SQLite (3.54) lets its planner look at the value bound to a `column = ?` term it
| might filter on (in a join, an EXISTS, beside an ORDER BY it could walk an index for) and to
| a `limit ?`, and marks such a statement to be planned again when that value is bound anew.
| better-sqlite3 clears the bindings after every run (`sqlite3_clear_bindings`), which expires
| every statement so marked: nearly every query of a page was compiled again on every run
| (the dashboard's project lists 257 µs instead of 25, its counts 217 instead of 20; the
| project page's message page 70 instead of 14). In a SELECT such a value is handed over as
| `(select ?)`: the same value, the same affinity and the same index use, but a subquery the
| planner does not read, so the plan is made once. Text in quotes and comments is left alone;
| `in (?, …)` lists, ranges and LIKE are not marked and stay as they are.
| docs/upstream/sqlite-clear-bindings-reprepare.md is the report.
*/
const QUOTED_OR_COMMENT = /('(?:[^']|'')*'|"(?:[^"]|"")*"|`(?:[^`]|``)*`|--[^\n]*|\/\*[\s\S]*?\*\/)/
const PLANNED_VALUE = /((?<![<>!=])=|\blimit|\boffset)(\s*)\?(?!\d)/gi

export function unpinValues(source: string) {
  if (!/^\s*select\b/i.test(source)) return source
  return source
    .split(QUOTED_OR_COMMENT)
    .map((part, index) => (index % 2 ? part : part.replace(PLANNED_VALUE, '$1$2(select ?)')))
    .join('')
}

/*
| A statement whose SQL ends with a bound `limit ?` (every `.first()`: Lucid's `find`, the session
| store's read; every list with `.limit(n)`: the dashboard's) is re-prepared by the bundled SQLite
| on every run, which made the statement cache useless for exactly those reads (the session row
| 3.5 → 10.9 µs, the user 3.7 → 18.9 µs; the dashboard's project lists 0.1–1.4 ms each). Such a
| statement is kept once per limit the code asks for, with that limit written into the SQL (the
| binding dropped): a whole number between 1 and LITERAL_LIMIT_MAX, which can never carry SQL.
| Any other value runs the bound statement.
*/
const BOUND_LIMIT = /\slimit \?$/i
const LITERAL_LIMIT_MAX = 1000

function literalLimits(source: string, prepare: (source: string) => Statement): Statement {
  const bound = prepare(source)
  const literals = new Map<number, Statement>()
  let safeIntegers = false
  const pick = (bindings: unknown[]) => {
    const limit = bindings.at(-1)
    if (
      typeof limit !== 'number' ||
      !Number.isInteger(limit) ||
      limit < 1 ||
      limit > LITERAL_LIMIT_MAX
    ) {
      return { statement: bound, values: bindings }
    }
    let statement = literals.get(limit)
    if (!statement) {
      statement = prepare(source.slice(0, -1) + String(limit)).safeIntegers(safeIntegers)
      literals.set(limit, statement)
    }
    return { statement, values: bindings.slice(0, -1) }
  }
  const kept: Statement = {
    get busy() {
      return bound.busy || [...literals.values()].some((statement) => statement.busy)
    },
    get reader() {
      return bound.reader
    },
    safeIntegers(toggle) {
      safeIntegers = toggle
      bound.safeIntegers(toggle)
      for (const statement of literals.values()) statement.safeIntegers(toggle)
      return kept
    },
    all(bindings) {
      const { statement, values } = pick(bindings)
      return statement.all(values)
    },
    run(bindings) {
      const { statement, values } = pick(bindings)
      return statement.run(values)
    },
  }
  return kept
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
