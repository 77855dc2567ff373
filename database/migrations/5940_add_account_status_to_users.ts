import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The back office (/team): an account staff deactivated (`deactivated_at`: it cannot sign in, its
| data stays) and when the account last used the app (`last_active_at`, written at most once a
| minute per session by the session tracker, so the people list sorts and shows it without
| reading every session).
*/
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.timestamp('deactivated_at').nullable()
      table.timestamp('last_active_at').nullable()
    })
  }

  async down() {
    this.schema.alterTable('users', (table) => {
      table.dropColumn('deactivated_at')
      table.dropColumn('last_active_at')
    })
  }
}
