import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { Statement } from '#data/statement'
import { sqliteReader } from '#data/sqlite_reader'

/*
| The one way a hand-written statement runs (docs/decisions/data-path.md):
|
| - in a transaction (a transaction client, or the tests' global one, which `db.connection()`
|   answers while it is open): on the transaction's connection, through knex, so it sees what the
|   transaction wrote;
| - otherwise on SQLite, a read: at once on the reading connection (sqlite_reader.ts), which sees
|   what is committed;
| - otherwise through knex: the SQLite form, or the PostgreSQL one, named when it is.
*/
export type Row = Record<string, any>
export type Values = readonly unknown[] | Readonly<Record<string, unknown>>

/* A SELECT's rows: at once on SQLite when it can be, else a promise of them. */
export function read(
  statement: Statement,
  values: Values = [],
  client: QueryClientContract = db.connection()
): Row[] | Promise<Row[]> {
  if (!client.isTransaction && client.dialect.name === 'better-sqlite3') {
    const rows = sqliteReader.read(client.connectionName, statement.sqlite, values)
    if (rows) return rows
  }
  return throughKnex(statement, values, client)
}

/* Its first row, if any. */
export async function readFirst(
  statement: Statement,
  values: Values = [],
  client: QueryClientContract = db.connection()
): Promise<Row | undefined> {
  return (await read(statement, values, client))[0]
}

/*
| Always on the pool's connection, through knex: a statement that writes (its `returning` rows,
| if any), or a read that must ask the pool itself (the health probe).
*/
export function run(
  statement: Statement,
  values: Values = [],
  client: QueryClientContract = db.connection()
): Promise<Row[]> {
  return throughKnex(statement, values, client)
}

function throughKnex(statement: Statement, values: Values, client: QueryClientContract) {
  const postgres = client.dialect.name === 'postgres'
  const query = client.rawQuery(postgres ? statement.pg : statement.sqlite, values as never)
  if (postgres && statement.name) query.knexQuery.options({ name: statement.name })
  return query.then(allRows)
}

/* A raw query's rows: knex answers an array on SQLite and `{ rows }` on PostgreSQL. */
export function allRows(result: any): Row[] {
  return Array.isArray(result) ? result : (result?.rows ?? [])
}

export function firstRow(result: any) {
  return allRows(result)[0]
}
