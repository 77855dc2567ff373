import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Attachments of conversation messages: `files.message_id` names a project chat message, so a
| conversation's file needs its own link. Rows with a conversation but no message yet are
| uploads waiting to be sent (swept like a project's).
*/
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('files', (table) => {
      table
        .integer('conversation_message_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('conversation_messages')
        .onDelete('CASCADE')
      table.index(['conversation_message_id'])
    })
  }

  async down() {
    this.schema.alterTable('files', (table) => {
      table.dropIndex(['conversation_message_id'])
      table.dropColumn('conversation_message_id')
    })
  }
}
