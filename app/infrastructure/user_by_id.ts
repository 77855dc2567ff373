import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import type User from '#models/user'
import { readFirst } from '#data/run'
import type { Statement } from '#data/statement'
import { signedInUser } from '#data/signed_in_user'

/*
| The session guard's provider (config/auth.ts) as the package makes it, but the signed-in user
| of every request is read by one SQL text made once (app/data/signed_in_user.ts): through the
| query builder, `User.find` compiled its column list again on every request (knex quotes each
| column), which cost more than the read. It is `User.find` otherwise: by primary key, one row,
| the same model instance; a model with find hooks (which act on the query builder) is read
| through the builder. Remember-me tokens and everything else are the package's.
*/
export class UserByIdProvider extends SessionLucidUserProvider<typeof User> {
  #read?: Statement

  async findById(identifier: string | number | BigInt) {
    const model = await this.getModel()
    if (model.$hooks.has('before:find') || model.$hooks.has('after:find')) {
      return super.findById(identifier)
    }
    if (!this.#read) {
      // Imported when first needed, as the model is: config/auth.ts loads before the models.
      const { UserSchema } = await import('#database/schema')
      this.#read = signedInUser(model, UserSchema)
    }
    const row = await readFirst(this.#read, [identifier as string | number])
    return row ? this.createUserForGuard(model.$createFromAdapterResult(row)!) : null
  }
}
