import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Files an offer's recipient e-mailed with their answer: they belong to the timeline entry
| that records the answer (staff only), not to a project or a conversation.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('files', (table) => {
      table
        .integer('offer_event_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('offer_events')
        .onDelete('CASCADE')
      table.index(['offer_event_id'])
    })
  }

  async down() {
    this.schema.alterTable('files', (table) => {
      table.dropIndex(['offer_event_id'])
      table.dropColumn('offer_event_id')
    })
  }
}
