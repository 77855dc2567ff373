import type { LucidModel } from '@adonisjs/lucid/types/model'

/*
| A model's table columns (schema: its *Schema class from database/schema.ts, exactly the table's
| columns when the node was built) as a select list, qualified by `table` when given (a
| `returning` list names them bare). Named statements list their columns (statement.ts says why):
| a column a migration adds later is simply not read by the old node.
*/
export function columnList(
  model: LucidModel,
  schema: { $columns: readonly string[] },
  table?: string
) {
  return schema.$columns
    .map((property) => {
      const column = model.$getColumn(property)
      if (!column) throw new Error(`${model.name} has no column ${property}`)
      return table ? `"${table}"."${column.columnName}"` : `"${column.columnName}"`
    })
    .join(', ')
}
