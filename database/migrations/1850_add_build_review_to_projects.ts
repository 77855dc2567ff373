import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Step 6 of the workflow, "you test it": staff mark a build ready for testing (a note and a
| link), and the owner confirms it works. Only the build under test is kept on the project; each
| round (ready, changes asked for, confirmed) is also a notice in the project's stream.
*/
export default class extends BaseSchema {
  protected tableName = 'projects'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.timestamp('build_ready_at').nullable()
      table.text('build_note').nullable()
      table.string('build_link', 2000).nullable()
      table.timestamp('build_confirmed_at').nullable()
      table
        .integer('build_confirmed_by_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('build_ready_at')
      table.dropColumn('build_note')
      table.dropColumn('build_link')
      table.dropColumn('build_confirmed_at')
      table.dropColumn('build_confirmed_by_id')
    })
  }
}
