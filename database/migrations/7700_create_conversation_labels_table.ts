import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Labels on inbox conversations (issue 45): the team's shared list (a name and a colour from a
| fixed palette, shared/conversation_labels.ts) and which conversation carries which. The link
| is by conversation, so a visitor's conversation keeps its labels when it carries over to the
| account the visitor signs up with (the row stays, only its `user_id` is set).
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('conversation_labels', (table) => {
      table.increments('id').notNullable()
      table.string('name', 40).notNullable().unique()
      table.string('colour', 16).notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })

    this.schema.createTable('conversation_label_links', (table) => {
      table
        .integer('conversation_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('conversations')
        .onDelete('CASCADE')
      table
        .integer('label_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('conversation_labels')
        .onDelete('CASCADE')
      table.primary(['conversation_id', 'label_id'])
      table.index(['label_id', 'conversation_id'])
    })
  }

  async down() {
    this.schema.dropTable('conversation_label_links')
    this.schema.dropTable('conversation_labels')
  }
}
