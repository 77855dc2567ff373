import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| What makes an offer a proposal (DESIGN.md "Offers"): its currency, a price (used when it has
| no line items), a timeline in the writer's words, a valid-until date, and the line items as
| one JSON document (always read and written whole with the offer, never queried on their own,
| their order is the array's). The recipient's own list (/proposals) finds offers by address,
| so the address is indexed.
| The down migration drops columns with plain `ALTER TABLE ... DROP COLUMN` (SQLite 3.35+ and
| PostgreSQL run it as is): the schema builder would rebuild the SQLite table and cascade-delete
| the offers' timelines.
*/
export default class extends BaseSchema {
  protected tableName = 'offers'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('currency', 3).notNullable().defaultTo('EUR')
      table.bigInteger('price_minor').nullable()
      table.string('timeline', 200).nullable()
      table.date('valid_until').nullable()
      table.text('line_items').nullable()
      table.index(['email'])
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['email'])
    })
    for (const column of ['currency', 'price_minor', 'timeline', 'valid_until', 'line_items']) {
      this.schema.raw(`ALTER TABLE ${this.tableName} DROP COLUMN ${column}`)
    }
  }
}
