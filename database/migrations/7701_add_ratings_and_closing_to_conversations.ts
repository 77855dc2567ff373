import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The inbox measured (issue 45):
| - `closed_at`: when staff last closed the thread, the end of its resolution time. Threads
|   closed before this column existed get their last activity, the closest the data knows.
| - the person's rating after it closed: `rating` 1..5 with an optional `rating_comment`, one per
|   conversation (a second rating replaces the first), and `rating_enabled`, which staff switch
|   off for a thread where asking would be out of place.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('conversations', (table) => {
      table.timestamp('closed_at').nullable()
      table.boolean('rating_enabled').notNullable().defaultTo(true)
      table.smallint('rating').nullable()
      table.text('rating_comment').nullable()
      table.timestamp('rated_at').nullable()
      table.index(['closed_at'])
    })
    this.defer(async (db) => {
      await db
        .from('conversations')
        .where('status', 'closed')
        .update({ closed_at: db.raw('last_activity_at') })
    })
  }

  /* Plain `DROP COLUMN` (as 7600 does): the schema builder would rebuild the SQLite table, which
     the messages referring to conversations refuse. */
  async down() {
    this.schema.raw('DROP INDEX IF EXISTS conversations_closed_at_index')
    for (const column of ['rated_at', 'rating_comment', 'rating', 'rating_enabled', 'closed_at']) {
      this.schema.raw(`ALTER TABLE conversations DROP COLUMN ${column}`)
    }
  }
}
