import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| A project's message stream: what people write (kind `message`) and what happened (kind
| `notice`: a type and its parameters as JSON, rendered in each reader's language). Messages of
| a deleted account stay, without an author ("Deleted user"). Ids grow with time within a
| project, so `?before=`/`?after=` pages are ranges of ids.
*/
export default class extends BaseSchema {
  protected tableName = 'messages'

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
        .integer('author_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.string('kind', 10).notNullable().defaultTo('message')
      table.text('body').notNullable().defaultTo('')
      table.string('notice_type', 40).nullable()
      table.text('notice_params').nullable()
      table
        .integer('reply_to_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('messages')
        .onDelete('SET NULL')
      table.timestamp('edited_at').nullable()
      table.timestamp('deleted_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['project_id', 'id'])
      table.index(['author_id', 'kind'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
