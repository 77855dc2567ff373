import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import type { SessionLucidUserProviderOptions } from '@adonisjs/auth/types/session'
import type User from '#models/user'
import { columnNames, nameOnPostgres, statementName } from '#services/named_statements'

/*
| The session guard's provider (config/auth.ts) as the package makes it, but the signed-in user
| of every request is read by a named statement on PostgreSQL: the same `User.find` (by primary
| key, the model's hooks, `limit 1`), with the table's columns listed instead of `*`, which a
| named statement must not read (app/services/named_statements.ts). Remember-me tokens and
| everything else are the package's own.
*/
export class UserByIdProvider extends SessionLucidUserProvider<typeof User> {
  #columns?: { list: string[]; name: string }

  constructor(options: SessionLucidUserProviderOptions<typeof User>) {
    super(options)
  }

  async findById(identifier: string | number | BigInt) {
    const model = await this.getModel()
    if (!this.#columns) {
      // Imported when first needed, as the model is: config/auth.ts loads before the models.
      const { UserSchema } = await import('#database/schema')
      const list = columnNames(model, UserSchema)
      this.#columns = { list, name: statementName('signed_in_user', list.join(', ')) }
    }
    const query = model
      .query()
      .select(this.#columns.list)
      .where(model.primaryKey, identifier as string | number)
    nameOnPostgres(query.client, query, this.#columns.name)
    const user = await query.first()
    return user ? this.createUserForGuard(user) : null
  }
}
