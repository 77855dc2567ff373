import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Plan revisions and change orders are signed as agreements too (docs/decisions/
| signed-agreements.md): the same tables, told apart by `kind` (offer, plan_revision,
| change_order) and tied to their revision instead of an offer, so `offer_id` may be empty.
|
| Making `offer_id` nullable copies the table on SQLite. Inside a transaction SQLite ignores
| `PRAGMA foreign_keys`, and dropping the old table would then delete every row of
| `agreement_events` through its ON DELETE CASCADE: this migration runs outside a transaction,
| so the schema builder switches the checks off around the copy. No trigger lives on the table.
*/
export default class extends BaseSchema {
  static disableTransactions = true

  async up() {
    this.schema.alterTable('agreements', (table) => {
      table.string('kind', 16).notNullable().defaultTo('offer')
      table
        .integer('plan_revision_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('plan_revisions')
        .onDelete('CASCADE')
      table.integer('offer_id').unsigned().nullable().alter()
      table.unique(['plan_revision_id'])
    })
  }

  async down() {
    this.defer(async (db) => {
      await db.from('agreements').whereNull('offer_id').delete()
    })
    this.schema.alterTable('agreements', (table) => {
      table.dropUnique(['plan_revision_id'])
      table.dropForeign(['plan_revision_id'])
      table.dropColumn('plan_revision_id')
      table.dropColumn('kind')
      table.integer('offer_id').unsigned().notNullable().alter()
    })
  }
}
