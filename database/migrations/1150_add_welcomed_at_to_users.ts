import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| When the user first saw the dashboard: the greeting says "Welcome" before that and during that
| first session, "Welcome back" afterwards. Accounts that existed before count as welcomed.
*/
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.timestamp('welcomed_at').nullable()
    })
    this.defer(async (db) => {
      await db.from(this.tableName).update({ welcomed_at: db.raw('created_at') })
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('welcomed_at')
    })
  }
}
