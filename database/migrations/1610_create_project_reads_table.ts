import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Where each member has read a project's chat up to (the newest message id seen), and what the
| away digest already told them: the newest message id it included and when it was sent, so a
| message is mailed at most once and a project at most once an hour. One row per user and
| project, written on the first read or digest; without a row, everything since joining is unread.
*/
export default class extends BaseSchema {
  protected tableName = 'project_reads'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id').notNullable()
      table
        .integer('project_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('projects')
        .onDelete('CASCADE')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.integer('last_read_message_id').unsigned().notNullable().defaultTo(0)
      table.integer('digested_message_id').unsigned().notNullable().defaultTo(0)
      table.timestamp('digest_sent_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['user_id', 'project_id'])
      table.index(['project_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
