import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The inbox: the conversations' conversations (kind `chat`, a visitor's or a client's) and the
| contact form's messages (kind `contact`, one thread each, answered by e-mail). A visitor holds
| an unguessable token in an HttpOnly cookie; only its SHA-256 is stored, so the table cannot be
| used to take over a conversation. A client's conversations are theirs (`user_id`) and go with
| the account. Conversations of visitors who never signed up are deleted after the retention
| period (config/conversations.ts), by `last_activity_at`.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('conversations', (table) => {
      table.increments('id').notNullable()
      table.string('kind', 10).notNullable().defaultTo('chat')
      table.string('token_hash', 64).nullable().unique()
      table
        .integer('user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table
        .integer('contact_message_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('contact_messages')
        .onDelete('CASCADE')
      table.string('visitor_name', 100).nullable()
      table.string('visitor_email', 254).nullable()
      table.string('locale', 5).notNullable().defaultTo('en')
      table.string('started_on', 300).nullable()
      table.string('status', 10).notNullable().defaultTo('open')
      table
        .integer('assigned_to_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.boolean('unread').notNullable().defaultTo(true)
      // The last message the visitor has seen: staff replies after it are e-mailed (batched).
      table.integer('visitor_read_id').unsigned().nullable()
      table.timestamp('reply_mail_due_at').nullable()
      table.timestamp('blocked_at').nullable()
      table.timestamp('last_activity_at').notNullable().index()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['user_id'])
      table.index(['status', 'last_activity_at'])
    })

    this.schema.createTable('conversation_messages', (table) => {
      table.increments('id').notNullable()
      table
        .integer('conversation_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('conversations')
        .onDelete('CASCADE')
      // visitor: the visitor or the client who owns it; staff: the team (author_id).
      table.string('sender', 10).notNullable()
      table
        .integer('author_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.text('body').notNullable()
      table.string('client_key', 36).nullable()
      // A staff answer to a contact message is sent by e-mail; a chat reply may be e-mailed later.
      table.boolean('by_email').notNullable().defaultTo(false)
      table.timestamp('emailed_at').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['conversation_id', 'id'])
      table.unique(['conversation_id', 'client_key'])
    })

    // Contact messages stored before the inbox existed get their thread, so the team sees them.
    this.defer(async (db) => {
      const contacts = await db.from('contact_messages').select('*')
      for (const contact of contacts) {
        const [row] = await db
          .table('conversations')
          .insert({
            kind: 'contact',
            contact_message_id: contact.id,
            visitor_name: contact.name,
            visitor_email: contact.email,
            locale: contact.locale,
            status: 'open',
            unread: true,
            last_activity_at: contact.created_at,
            created_at: contact.created_at,
            updated_at: contact.created_at,
          })
          .returning('id')
        const id = typeof row === 'object' ? row.id : row
        await db.table('conversation_messages').insert({
          conversation_id: id,
          sender: 'visitor',
          body: contact.message,
          created_at: contact.created_at,
        })
      }
    })
  }

  async down() {
    this.schema.dropTable('conversation_messages')
    this.schema.dropTable('conversations')
  }
}
