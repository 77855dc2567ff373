import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| An offer e-mail (the spec's data model, plus what delivery and the recipient's answer need).
| Its two tokens (tracking image, online view) are kept as they are: the e-mail is rendered by
| the queue worker from this row, and a re-send must carry the same links; each token opens
| nothing but this offer's open mark and answer. The delivery state is the queue job's record,
| so a person sees queued, delivered or failed with the reason and the attempts made.
*/
export default class extends BaseSchema {
  protected tableName = 'offers'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id').notNullable()
      table
        .integer('created_by_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.string('email', 254).notNullable()
      table.string('greeting', 200).notNullable()
      table.string('salutation', 200).notNullable()
      table.string('locale', 5).notNullable()
      table.string('subject', 200).notNullable()
      table.text('content').notNullable()
      table.string('status', 12).notNullable().defaultTo('draft')
      table.timestamp('sent_at').nullable()
      table.timestamp('opened_at').nullable()
      table.timestamp('last_opened_at').nullable()
      table.integer('opens_count').notNullable().defaultTo(0)
      table.timestamp('responded_at').nullable()
      table.string('answer', 12).nullable()
      table.text('answer_message').nullable()
      table.string('tracking_token', 64).notNullable().unique()
      table.string('view_token', 64).notNullable().unique()
      table.string('delivery_state', 10).nullable()
      table.integer('delivery_attempts').notNullable().defaultTo(0)
      table.string('delivery_error', 500).nullable()
      table.timestamp('delivered_at').nullable()
      table
        .integer('project_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('projects')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['status'])
      table.index(['delivery_state'])
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
