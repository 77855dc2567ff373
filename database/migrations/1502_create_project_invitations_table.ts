import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| An invitation by e-mail. Only the SHA-256 of its link's token is stored (like password reset
| tokens): the database alone cannot be used to join a project. Accepted, revoked and expired
| invitations stay as a record of who was asked; one address has at most one pending invitation
| per project.
*/
export default class extends BaseSchema {
  protected tableName = 'project_invitations'

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
      // Stored lower-cased, like users.email.
      table.string('email', 254).notNullable()
      table.string('role', 10).notNullable()
      table.string('token_hash', 64).notNullable().unique()
      table
        .integer('invited_by_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('expires_at').notNullable()
      table.timestamp('accepted_at').nullable()
      table
        .integer('accepted_by_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('revoked_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['project_id', 'email'])
      table.index(['email'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
