import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Every e-mail received (app/services/inbound_mail.ts), once: the unique Message-ID is what makes
| a message handed over twice (a retrying sender, two nodes behind one MX) post once. The row is
| also the log staff read: what became of it (`status`: accepted, ignored, refused, bounce,
| quarantined) and why (`reason`), and where it went.
*/
export default class extends BaseSchema {
  protected tableName = 'inbound_mails'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('message_id', 255).notNullable().unique()
      table.string('from_address', 320).notNullable()
      table.string('to_address', 320).notNullable()
      table.string('subject', 500).notNullable()
      table.string('status', 16).notNullable()
      table.string('reason', 80).nullable()
      table.string('thread_kind', 16).nullable()
      table.integer('thread_id').nullable()
      table.integer('posted_message_id').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
