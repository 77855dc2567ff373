import { BaseSchema } from '@adonisjs/lucid/schema'
import { createSearchIndex, dropSearchIndex, rebuildSearchIndex } from '#data/search_index'

/*
| The search index (issue 45, docs/decisions/search-index.md): on SQLite FTS5 tables kept by
| triggers, filled here from what exists; on PostgreSQL GIN indexes on the folded text.
*/
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      const dialect = db.dialect.name
      for (const statement of createSearchIndex(dialect)) await db.rawQuery(statement)
      if (dialect !== 'postgres') {
        for (const statement of rebuildSearchIndex(dialect)) await db.rawQuery(statement)
      }
    })
  }

  async down() {
    this.defer(async (db) => {
      for (const statement of dropSearchIndex(db.dialect.name)) await db.rawQuery(statement)
    })
  }
}
