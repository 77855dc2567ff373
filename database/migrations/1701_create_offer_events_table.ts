import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| An offer's timeline: queued, each failed attempt with its reason, delivered or failed, every
| fetch of the tracking image (time and user agent; no IP address is kept), the answer, and what
| staff did (re-sent, marked responded and who).
*/
export default class extends BaseSchema {
  protected tableName = 'offer_events'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id').notNullable()
      table
        .integer('offer_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('offers')
        .onDelete('CASCADE')
      table.string('type', 20).notNullable()
      table.string('detail', 500).nullable()
      table.string('user_agent', 500).nullable()
      table
        .integer('user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.index(['offer_id', 'id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
