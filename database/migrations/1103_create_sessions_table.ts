import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Server-side sessions (the @adonisjs/session database store): the cookie carries only the id.
| `user_id` is the store's tag (a string, as the store writes it), so a user's sessions can be
| listed and ended; it has no foreign key because the store owns the column's type.
*/
export default class extends BaseSchema {
  protected tableName = 'sessions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('id').primary()
      table.text('data').notNullable()
      table.string('user_id').nullable().index()
      table.timestamp('expires_at').notNullable().index()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
