import { BaseSchema } from '@adonisjs/lucid/schema'
import { recreateSourceIndex } from '#data/search_index'

/*
| Files an offer's recipient e-mailed with their answer: they belong to the timeline entry
| that records the answer (staff only), not to a project or a conversation.
|
| On SQLite a column with a foreign key is added by copying the table, which drops its triggers:
| the files' search index (app/data/search_index.ts) is made again after either way.
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
    this.defer((db) => this.searchIndexAgain(db))
  }

  async down() {
    this.schema.alterTable('files', (table) => {
      table.dropIndex(['offer_event_id'])
      table.dropColumn('offer_event_id')
    })
    this.defer((db) => this.searchIndexAgain(db))
  }

  private async searchIndexAgain(db: Parameters<Parameters<BaseSchema['defer']>[0]>[0]) {
    for (const statement of recreateSourceIndex(db.dialect.name, 'search_files')) {
      await db.rawQuery(statement)
    }
  }
}
