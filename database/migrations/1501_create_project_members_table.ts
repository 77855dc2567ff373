import { BaseSchema } from '@adonisjs/lucid/schema'

/* Who belongs to a project and as what (owner, member, viewer); one row per user and project. */
export default class extends BaseSchema {
  protected tableName = 'project_members'

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
      table.string('role', 10).notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['project_id', 'user_id'])
      table.index(['user_id', 'role'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
