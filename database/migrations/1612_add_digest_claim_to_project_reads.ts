import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The away digest is recorded as sent only once the mail server accepted it. While one run is
| handing it over (or waiting to try again after a refusal) it holds this claim, so no other run
| or process mails the same digest meanwhile; a claim left by a worker that died runs out.
*/
export default class extends BaseSchema {
  protected tableName = 'project_reads'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.timestamp('digest_claimed_until').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('digest_claimed_until')
    })
  }
}
