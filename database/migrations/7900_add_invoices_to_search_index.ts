import { BaseSchema } from '@adonisjs/lucid/schema'
import { dropSourceIndex, recreateSourceIndex } from '#data/search_index'

/*
| Issued invoices and credit notes join the search index (docs/decisions/search-index.md):
| made again from nothing, so a database whose 7200 already listed them ends the same.
*/
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      for (const statement of recreateSourceIndex(db.dialect.name, 'search_invoices')) {
        await db.rawQuery(statement)
      }
    })
  }

  async down() {
    this.defer(async (db) => {
      for (const statement of dropSourceIndex(db.dialect.name, 'search_invoices')) {
        await db.rawQuery(statement)
      }
    })
  }
}
