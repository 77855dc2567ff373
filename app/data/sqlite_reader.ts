import { createRequire } from 'node:module'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { BoundedCache } from '#infrastructure/bounded_cache'

/*
| The hottest reads of a request (the session, the signed-in user, the shell's badges, the
| dashboard's lists, the project page) run at once on a connection of their own to the SQLite
| file, instead of through knex: better-sqlite3 answers synchronously, and what knex adds around a
| read (a pool acquire, a runner, a query object, a chain of promises) cost more than the read
| itself (a kept statement's row in 2.5 µs, the same through `rawQuery` in 12).
|
| The connection only reads (`query_only`), and the file is in write-ahead-log mode: each read
| sees what is committed when it starts, whatever the pool's connection is doing, as a read on
| PostgreSQL would. A transaction's own reads never come here (run.ts gives them to the
| transaction), so a read inside a transaction sees its uncommitted writes, and one outside never
| does. Without a file (`:memory:`) or a write-ahead log there is no such connection, and reads
| go through knex.
|
| Its statements are prepared once per SQL text and kept: the texts are the statements' forms,
| constants written when their modules load, so they are few and their hashes are kept by V8 on
| the strings.
*/
type Values = readonly unknown[] | Readonly<Record<string, unknown>>

/* What is used of better-sqlite3 (it ships no types; knex loads the same module). */
interface Statement {
  reader: boolean
  all(values: Values): Record<string, any>[]
}
interface Connection {
  open: boolean
  prepare(sql: string): Statement
  pragma(source: string, options?: { simple: boolean }): unknown
  close(): void
}
const Database = createRequire(import.meta.url)('better-sqlite3') as new (
  filename: string,
  options?: { fileMustExist?: boolean }
) => Connection

class SqliteReader {
  #connectionName?: string
  #connection?: Connection | null
  #statements = new BoundedCache<string, Statement>('sqlite_read_statements', 256)

  /* The rows, or undefined when this read must go through knex. */
  read(connectionName: string, sql: string, values: Values) {
    const connection = this.#connectionFor(connectionName)
    if (!connection) return undefined
    let prepared = this.#statements.get(sql)
    if (prepared === undefined) {
      prepared = connection.prepare(sql)
      this.#statements.set(sql, prepared)
    }
    if (!prepared.reader) return undefined
    return prepared.all(asSqliteValues(values))
  }

  close() {
    this.#statements.clear()
    this.#connection?.close()
    this.#connection = undefined
  }

  #connectionFor(name: string) {
    if (this.#connection !== undefined && this.#connectionName === name) {
      return this.#connection?.open ? this.#connection : null
    }
    if (this.#connection !== undefined) return null
    this.#connectionName = name
    this.#connection = open(name)
    if (this.#connection) app.terminating(() => this.close())
    return this.#connection
  }
}

function open(name: string) {
  const config = db.manager.get(name)?.config
  const filename = (config?.connection as { filename?: string } | undefined)?.filename
  if (!filename || filename === ':memory:' || filename.startsWith('file:')) return null
  const connection = new Database(filename, { fileMustExist: true })
  try {
    // The same mode the pool's connection sets (config/database.ts); persistent in the file.
    const mode = connection.pragma('journal_mode = WAL', { simple: true })
    if (mode !== 'wal') throw new Error(`journal mode ${mode}`)
    connection.pragma('query_only = ON')
    return connection
  } catch {
    connection.close()
    return null
  }
}

/* As knex's better-sqlite3 client formats a value: dates as milliseconds, booleans as 0 or 1. */
function asSqliteValues(values: Values): Values {
  if (Array.isArray(values)) {
    if (values.every(plain)) return values
    return values.map(asSqliteValue)
  }
  const named = values as Readonly<Record<string, unknown>>
  for (const key in named) {
    if (!plain(named[key])) {
      return Object.fromEntries(Object.entries(named).map(([k, v]) => [k, asSqliteValue(v)]))
    }
  }
  return named
}

function plain(value: unknown) {
  return value === null || typeof value === 'string' || typeof value === 'number'
}

function asSqliteValue(value: unknown) {
  if (typeof value === 'boolean') return Number(value)
  if (value instanceof Date) return value.valueOf()
  return value
}

export const sqliteReader = new SqliteReader()
