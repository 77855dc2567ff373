import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| What the bell lists (issue 25): one row per user and thing to look at. Several events about the
| same thing while it is unread update one row (`count`, `data`, `updated_at`) instead of adding
| rows, so "3 new messages in Website redesign" is one line. `subject` names that thing
| (`project:5`, `conversation:9`, `invitation:3`...) and, with `kind`, finds the row to update.
*/
export default class extends BaseSchema {
  protected tableName = 'notifications'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id').notNullable()
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('kind', 40).notNullable()
      table.string('subject', 100).notNullable()
      table.integer('count').unsigned().notNullable().defaultTo(1)
      // The words' parameters (project name, who, a preview), translated when shown.
      table.text('data').notNullable()
      table.string('url', 500).notNullable()
      table.timestamp('read_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['user_id', 'read_at'])
      table.index(['user_id', 'kind', 'subject'])
      table.index(['user_id', 'updated_at'])
    })

    // Settings > Notifications: the kinds turned off (JSON list) and the quiet hours.
    this.schema.alterTable('users', (table) => {
      table.text('notifications_off').nullable()
      table.string('quiet_hours_from', 5).nullable()
      table.string('quiet_hours_to', 5).nullable()
      table.string('time_zone', 64).nullable()
    })
  }

  async down() {
    this.schema.alterTable('users', (table) => {
      table.dropColumn('notifications_off')
      table.dropColumn('quiet_hours_from')
      table.dropColumn('quiet_hours_to')
      table.dropColumn('time_zone')
    })
    this.schema.dropTable(this.tableName)
  }
}
