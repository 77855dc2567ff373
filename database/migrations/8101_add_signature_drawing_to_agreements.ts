import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The signature a signer may draw beside the typed name (issue 43: "drawing with a finger or a
| mouse is optional"): the PNG as base64, checked and bounded before it is kept
| (app/actions/agreements/signature_drawing.ts), drawn on the sealed PDF's signature page.
| The down migration drops the column in place (as 7500 does): the schema builder's SQLite table
| copy would cascade-delete the agreements' events.
*/
export default class extends BaseSchema {
  protected tableName = 'agreements'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.text('signature_png').nullable()
    })
  }

  async down() {
    this.schema.raw(`ALTER TABLE ${this.tableName} DROP COLUMN signature_png`)
  }
}
