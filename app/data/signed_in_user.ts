import type { LucidModel } from '@adonisjs/lucid/types/model'
import { columnList } from '#data/columns'
import { forms, statement, value } from '#data/statement'

/*
| The signed-in user of every request, by primary key (app/infrastructure/user_by_id.ts): the table's
| columns listed instead of `*`, as a named statement must (statement.ts), named on PostgreSQL.
*/
export function signedInUser(model: LucidModel, schema: { $columns: readonly string[] }) {
  const key = model.$keys.attributesToColumns.get(model.primaryKey)
  return statement(
    'signed_in_user',
    forms(
      (dialect) => `select ${columnList(model, schema)} from ${model.table}
        where "${key}" = ${value(dialect, '?')} limit 1`
    ),
    { named: true }
  )
}
