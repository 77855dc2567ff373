import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| "Reply by e-mail" (Settings > Notifications): on, the e-mails a person gets carry a reply
| address whose answers are posted as them; off, they carry none, say replies are not read, and
| a reply through an address sent earlier is refused.
*/
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.boolean('email_replies').notNullable().defaultTo(true)
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('email_replies')
    })
  }
}
