import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| What the log page shows and a quarantine needs: how the message came (`source`: smtp or a
| provider), its SPF/DKIM/DMARC results, and for a quarantined message its bytes and envelope
| (kept until staff release or discard it, then dropped) and who decided.
*/
export default class extends BaseSchema {
  protected tableName = 'inbound_mails'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('source', 16).notNullable().defaultTo('smtp')
      table.string('authentication', 120).nullable()
      table.binary('raw').nullable()
      table.text('envelope').nullable()
      table
        .integer('decided_by_id')
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('decided_at').nullable()
      table.index(['status', 'created_at'])
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['status', 'created_at'])
      table.dropColumn('decided_at')
      table.dropColumn('decided_by_id')
      table.dropColumn('envelope')
      table.dropColumn('raw')
      table.dropColumn('authentication')
      table.dropColumn('source')
    })
  }
}
