import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The inbox as a workspace (issue 22):
| - `conversations.waiting_since`: when the person's oldest unanswered message arrived (null when
|   the team answered last), so the list sorts by how long someone has waited. Filled here from
|   the stored messages: a thread whose last message is the person's waits since the first of
|   their messages after the team's last answer.
| - `conversation_notes`: the team's internal notes. A table of their own, not a flag on
|   `conversation_messages`: every path that shows or mails messages to the person (panel, client
|   page, reply e-mails, catch-up, socket) reads that table only, so a note cannot slip into one.
| - `saved_replies`: the team's short answers, one language each, inserted with "/" in the reply.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('conversations', (table) => {
      table.timestamp('waiting_since').nullable()
      table.index(['status', 'waiting_since'])
    })

    this.schema.createTable('conversation_notes', (table) => {
      table.increments('id').notNullable()
      table
        .integer('conversation_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('conversations')
        .onDelete('CASCADE')
      table
        .integer('author_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.text('body').notNullable()
      table.string('client_key', 36).nullable()
      table.timestamp('created_at').notNullable()
      table.index(['conversation_id', 'id'])
      table.unique(['conversation_id', 'client_key'])
    })

    this.schema.createTable('saved_replies', (table) => {
      table.increments('id').notNullable()
      table.string('title', 80).notNullable()
      table.text('body').notNullable()
      table.string('locale', 5).notNullable()
      table
        .integer('created_by_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['locale', 'title'])
    })

    this.defer(async (db) => {
      const threads = await db.from('conversations').select('id')
      for (const { id } of threads) {
        const lastStaff = await db
          .from('conversation_messages')
          .where('conversation_id', id)
          .where('sender', 'staff')
          .max('id as id')
          .first()
        const firstWaiting = await db
          .from('conversation_messages')
          .where('conversation_id', id)
          .where('sender', 'visitor')
          .where('id', '>', Number(lastStaff?.id ?? 0))
          .orderBy('id', 'asc')
          .select('created_at')
          .first()
        if (firstWaiting) {
          await db
            .from('conversations')
            .where('id', id)
            .update({ waiting_since: firstWaiting.created_at })
        }
      }
    })
  }

  async down() {
    this.schema.dropTable('saved_replies')
    this.schema.dropTable('conversation_notes')
    this.schema.alterTable('conversations', (table) => {
      table.dropIndex(['status', 'waiting_since'])
      table.dropColumn('waiting_since')
    })
  }
}
