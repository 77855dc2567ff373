import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The outbox: every e-mail the product promises, stored in the transaction of what caused it and
| handed to the mail server by app/actions/mail/deliver_outbox.ts until the server accepts it
| (`sent`) or gives a final refusal or the retry window ends (`failed`, listed for staff at
| /outbox). `message` is the compiled message (nodemailer fields and the views with their
| data) as JSON; `message_id` is fixed when stored, so every attempt carries the same one.
*/
export default class extends BaseSchema {
  protected tableName = 'outbox_mails'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('kind', 80).notNullable()
      table.string('mailer', 40).notNullable()
      table.string('message_id', 255).notNullable().unique()
      table.string('recipient', 320).notNullable()
      table.string('subject', 500).notNullable()
      table.text('message').notNullable()
      table.string('state', 16).notNullable().defaultTo('pending')
      table.integer('attempts').notNullable().defaultTo(0)
      table.timestamp('next_attempt_at').notNullable()
      table.timestamp('give_up_at').notNullable()
      table.timestamp('claimed_until').nullable()
      table.text('last_error').nullable()
      table
        .integer('offer_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('offers')
        .onDelete('CASCADE')
      table.timestamp('sent_at').nullable()
      table.timestamp('failed_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['state', 'next_attempt_at'])
      table.index(['state', 'failed_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
