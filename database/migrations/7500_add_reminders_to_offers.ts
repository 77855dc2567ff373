import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Reminders to an offer's recipient who has not answered (app/actions/offers/offer_reminders.ts):
| staff can switch them off for one offer (`reminders_off`), and each reason is sent once — the
| time it was is kept (`opened_reminder_sent_at`: some days after the first open;
| `expiry_reminder_sent_at`: some days before the valid-until day).
| The down migration drops columns with plain `ALTER TABLE ... DROP COLUMN` (as 5980 does): the
| schema builder would rebuild the SQLite table and cascade-delete the offers' timelines.
*/
export default class extends BaseSchema {
  protected tableName = 'offers'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.boolean('reminders_off').notNullable().defaultTo(false)
      table.timestamp('opened_reminder_sent_at').nullable()
      table.timestamp('expiry_reminder_sent_at').nullable()
    })
  }

  async down() {
    for (const column of ['reminders_off', 'opened_reminder_sent_at', 'expiry_reminder_sent_at']) {
      this.schema.raw(`ALTER TABLE ${this.tableName} DROP COLUMN ${column}`)
    }
  }
}
