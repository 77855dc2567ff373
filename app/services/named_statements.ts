import { createHash } from 'node:crypto'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/*
| Named statements on PostgreSQL (issue 23, docs/decisions.md "Chat: the cost of a post, fourth
| round"): node-postgres parses a statement given a `name` once per connection, and PostgreSQL
| stops planning it once its generic plan is as good; unnamed, every post parsed and planned
| its statements again, about half of the backend's CPU for a post's reads.
|
| A named statement must never read `*`: its result's shape is fixed when it is prepared, and a
| migration that adds a column while a node runs would make every later run of it on that
| connection fail with "cached plan must not change result type". So these statements list
| their columns, from the generated schema (database/schema.ts: exactly the table's columns
| when the node was built), and a column added later is simply not read by the old node.
*/

/* A model's table columns (schema: its *Schema class), by their names in the database. */
function columnNames(model: LucidModel, schema: { $columns: readonly string[] }) {
  return schema.$columns.map((property) => {
    const column = model.$getColumn(property)
    if (!column) throw new Error(`${model.name} has no column ${property}`)
    return column.columnName
  })
}

/* The same as a select list, qualified by `table` when given (a `returning` list names them bare). */
export function columnList(
  model: LucidModel,
  schema: { $columns: readonly string[] },
  table?: string
) {
  return columnNames(model, schema)
    .map((column) => (table ? `"${table}"."${column}"` : `"${column}"`))
    .join(', ')
}

export type NamedStatement = { text: string; name: string }

/*
| A statement's text with its name: a different text (another build, another column list) gets
| another name, since a connection refuses to prepare a name again with other text.
*/
export function namedStatement(label: string, text: string): NamedStatement {
  return { text, name: `${label}_${createHash('sha256').update(text).digest('hex').slice(0, 16)}` }
}

/* The same, made on first use (the models and their columns are loaded by then), then kept. */
export function namedStatementOnce(label: string, text: () => string) {
  let made: NamedStatement | undefined
  return () => (made ??= namedStatement(label, text()))
}

/* Runs it as a raw query, named on PostgreSQL (SQLite keeps its own: config/database.ts). */
export function runNamed(
  client: QueryClientContract,
  statement: NamedStatement,
  bindings: Parameters<QueryClientContract['rawQuery']>[1]
) {
  const query = client.rawQuery(statement.text, bindings)
  if (client.dialect.name === 'postgres') query.knexQuery.options({ name: statement.name })
  return query
}
