import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| When the person was e-mailed the request to rate a closed conversation: once per
| conversation, so closing it again after a reopening does not ask twice.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('conversations', (table) => {
      table.timestamp('rating_requested_at').nullable()
    })
  }

  /* Plain `DROP COLUMN` (as 7701 does): a table copy is refused by the rows referring to it. */
  async down() {
    this.schema.raw('ALTER TABLE conversations DROP COLUMN rating_requested_at')
  }
}
