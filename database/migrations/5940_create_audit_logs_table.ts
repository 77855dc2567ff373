import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The audit log (/team/activity): every staff action that changed someone else's data and every
| staff sign-in. Append-only: no `updated_at`, and the app has no route that edits or deletes a
| row. Who acted and what was acted on are kept as text beside their ids (`actor_name`,
| `subject_label`), so an entry still reads right after the account or record is deleted.
*/
export default class extends BaseSchema {
  protected tableName = 'audit_logs'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id').notNullable()
      table
        .integer('actor_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.string('actor_name', 100).notNullable()
      table.string('action', 60).notNullable()
      table.string('subject_type', 40).notNullable()
      table.integer('subject_id').nullable()
      table.string('subject_label', 300).nullable()
      table.text('before').nullable()
      table.text('after').nullable()
      table.string('ip', 64).nullable()
      table.timestamp('created_at').notNullable()
      table.index(['created_at'])
      table.index(['actor_id', 'created_at'])
      table.index(['action', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
