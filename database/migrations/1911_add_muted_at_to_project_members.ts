import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| A member can mute a project's messages (no bell, no push for each new message); a mention of
| them still notifies them (issue 25).
*/
export default class extends BaseSchema {
  protected tableName = 'project_members'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.timestamp('muted_at').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('muted_at')
    })
  }
}
