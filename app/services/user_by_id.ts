import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { firstRow } from '#services/query_rows'
import { readRows } from '#services/sqlite_reads'
import { columnList, namedStatement, type NamedStatement } from '#services/named_statements'

/*
| The session guard's provider (config/auth.ts) as the package makes it, but the signed-in user
| of every request is read by one SQL text made once: the table's columns listed instead of `*`,
| which a named statement must not read (app/services/named_statements.ts), and named on
| PostgreSQL. Through the query builder, `User.find` compiled that list again on every request
| (knex quotes each column), which cost more than the read. It is `User.find` otherwise: by
| primary key, one row, the same model instance; a model with find hooks (which act on the query
| builder) is read through the builder. On SQLite it is read at once when it can be
| (app/services/sqlite_reads.ts). Remember-me tokens and everything else are the package's.
*/
export class UserByIdProvider extends SessionLucidUserProvider<typeof User> {
  #read?: NamedStatement

  async findById(identifier: string | number | BigInt) {
    const model = await this.getModel()
    if (model.$hooks.has('before:find') || model.$hooks.has('after:find')) {
      return super.findById(identifier)
    }
    if (!this.#read) {
      // Imported when first needed, as the model is: config/auth.ts loads before the models.
      const { UserSchema } = await import('#database/schema')
      const text = `select ${columnList(model, UserSchema)} from ${model.table}
        where "${model.$keys.attributesToColumns.get(model.primaryKey)}" = ? limit 1`
      this.#read = namedStatement('signed_in_user', text)
    }
    const row = firstRow(
      await readRows(db.connection(), this.#read, [identifier as string | number])
    )
    return row ? this.createUserForGuard(model.$createFromAdapterResult(row)!) : null
  }
}
