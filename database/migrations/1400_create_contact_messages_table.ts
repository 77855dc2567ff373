import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Messages sent through the contact form on the landing page. Only what the privacy policy lists
| is kept: name, e-mail, the message, when consent was given and when it was sent (no IP
| address). Bounds match app/validators/contact.ts.
*/
export default class extends BaseSchema {
  protected tableName = 'contact_messages'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id').notNullable()
      table.string('name', 100).notNullable()
      table.string('email', 254).notNullable()
      table.text('message').notNullable()
      // The language the visitor wrote in, so the reply can be in it too.
      table.string('locale', 5).notNullable().defaultTo('en')
      table.timestamp('consented_at').notNullable()
      table.timestamp('created_at').notNullable().index()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
