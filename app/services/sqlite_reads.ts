import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { allRows } from '#services/query_rows'
import { runNamed, type NamedStatement } from '#services/named_statements'

/*
| The hottest reads of a request (the session, the signed-in user, the shell's badges, the
| dashboard's lists) run at once on the embedded SQLite connection instead of through knex
| (issue 23). better-sqlite3 answers synchronously, so such a read cannot interleave with
| anything; what knex adds around it, for a single-connection pool, is a pool acquire (two
| pending operations, a timer), a runner, a query object and a chain of promises: more than the
| read itself (a kept statement's row in 2.5 µs, the same through `rawQuery` in 12).
|
| It is exact only while no transaction is open on the connection: a read then sees what is
| committed, as it would after waiting for the pool. While one is open (another request's
| `db.transaction`, or the tests' global transaction) the read goes through knex and waits for
| the connection, as before; so does a read given a transaction client, and every read on
| PostgreSQL. The statement comes from the connection's own cache (config/database.ts), so the
| SQL text, its plan and its values are handled exactly as knex's run of it.
*/

type Statement = { reader: boolean; all(bindings: unknown[]): unknown }

export type SqliteConnection = {
  open: boolean
  inTransaction: boolean
  prepare(source: string): Statement
}

/* A row's values are the caller's to read, as `allRows` gives them. */
export type Row = Record<string, any>
type Bindings = readonly unknown[] | Readonly<Record<string, unknown>>

let connection: SqliteConnection | undefined

/* config/database.ts: the pool's one connection, each time the pool opens it. */
export function keepSqliteConnection(opened: SqliteConnection) {
  connection = opened
}

/*
| The rows of a SELECT, or undefined when it must go through knex (see above, or values knex
| would turn into SQL: a builder, a raw fragment, an array).
*/
export function readNow(client: QueryClientContract, sql: string, bindings: Bindings) {
  if (!connection?.open || connection.inTransaction) return undefined
  if (client.isTransaction || client.dialect.name !== 'better-sqlite3') return undefined
  const positional = Array.isArray(bindings)
    ? POSITIONAL_SPECIAL.test(sql)
      ? undefined
      : { sql, values: bindings as readonly unknown[] }
    : byPosition(sql, bindings as Readonly<Record<string, unknown>>)
  if (!positional) return undefined
  const values: unknown[] = []
  for (const value of positional.values) {
    const formatted = asSqliteValue(value)
    if (formatted === UNSUPPORTED) return undefined
    values.push(formatted)
  }
  const statement = connection.prepare(positional.sql)
  if (!statement.reader) return undefined
  return statement.all(values) as Row[]
}

const UNSUPPORTED = Symbol('unsupported')

/* What knex reads in a text with positional values besides `?`: `??` identifiers, `\\?`. */
const POSITIONAL_SPECIAL = /\?\?|\\\?/

/* As knex's better-sqlite3 client formats a value (dates as milliseconds, booleans as 0/1). */
function asSqliteValue(value: unknown) {
  if (value === null || typeof value === 'string' || typeof value === 'number') return value
  if (typeof value === 'bigint') return value
  if (typeof value === 'boolean') return Number(value)
  if (value instanceof Date) return value.valueOf()
  return UNSUPPORTED
}

/*
| Knex's named values (`:name`, as its raw formatter finds them) made positional, the text
| converted once per SQL text and set of names. A text with an identifier (`:name:`) or an
| escaped colon is left to knex.
|
| Kept by text, then by names: the texts are the callers' constants, whose hash V8 keeps on the
| string once computed; a key made of names and text joined was a new string of the whole SQL on
| every read, hashed again in full (3 % of the dashboard's instructions).
*/
const NAMED = /\\?(:(\w+):(?=::)|:(\w+):(?!:)|:(\w+))/g
type Shape = { sql: string; names: string[] } | null
const converted = new Map<string, Map<string, Shape>>()
const CONVERTED_MAX = 256
const NAME_SETS_MAX = 8

function byPosition(sql: string, bindings: Readonly<Record<string, unknown>>) {
  let shapes = converted.get(sql)
  if (!shapes) {
    if (converted.size >= CONVERTED_MAX) converted.clear()
    shapes = new Map()
    converted.set(sql, shapes)
  }
  const names = Object.keys(bindings).join(',')
  let shape = shapes.get(names)
  if (shape === undefined) {
    shape = convert(sql, bindings)
    if (shapes.size >= NAME_SETS_MAX) shapes.clear()
    shapes.set(names, shape)
  }
  if (!shape) return undefined
  return { sql: shape.sql, values: shape.names.map((name) => bindings[name]) }
}

function convert(sql: string, bindings: Readonly<Record<string, unknown>>) {
  const names: string[] = []
  let plain = true
  const text = sql.replace(NAMED, (match, whole: string, beforeCast, identifier, name) => {
    if (match !== whole || beforeCast !== undefined || identifier !== undefined) {
      plain = false
      return match
    }
    if (!Object.hasOwn(bindings, name)) return match
    names.push(name)
    return '?'
  })
  return plain ? { sql: text, names } : null
}

/*
| The rows of a SELECT on `client`: at once when it can be, otherwise through knex (named on
| PostgreSQL when given a named statement).
*/
export function readRows(
  client: QueryClientContract,
  statement: string | NamedStatement,
  bindings: Bindings = []
): Row[] | Promise<Row[]> {
  const sql = typeof statement === 'string' ? statement : statement.text
  const rows = readNow(client, sql, bindings)
  if (rows) return rows
  const query =
    typeof statement === 'string'
      ? client.rawQuery(sql, bindings as never)
      : runNamed(client, statement, bindings as never)
  return query.then(allRows)
}
