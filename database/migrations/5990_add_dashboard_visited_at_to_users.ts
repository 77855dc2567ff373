import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| When a staff member last opened the dashboard (a new session's first visit): the dashboard
| lists the offers answered since then (issue 22).
*/
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.timestamp('dashboard_visited_at').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('dashboard_visited_at')
    })
  }
}
