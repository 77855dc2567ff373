import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Files shared in a project: attachments of chat messages and files put straight into the
| project's files. `public_id` (128 random bits) is the only id that leaves the server, in
| URLs and JSON, so no file can be found by counting. `type` is what the bytes are (sniffed),
| never what the name or the browser said. `storage_key` and `thumbnail_key` name the objects
| on the disk or in the S3 bucket. `status` is `pending` while a browser uploads straight to
| the store and `ready` once the app has checked the bytes. Rows without a message of purpose
| `message` are uploads not yet sent; the sweep removes them after a day.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('files', (table) => {
      table.increments('id').notNullable()
      table.string('public_id', 32).notNullable().unique()
      table
        .integer('project_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('projects')
        .onDelete('CASCADE')
      table
        .integer('message_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('messages')
        .onDelete('SET NULL')
      table
        .integer('conversation_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('conversations')
        .onDelete('CASCADE')
      table
        .integer('uploaded_by_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.string('purpose', 10).notNullable().defaultTo('message')
      table.string('status', 10).notNullable().defaultTo('ready')
      table.string('client_key', 64).nullable()
      table.string('name', 255).notNullable()
      table.bigInteger('size').notNullable().defaultTo(0)
      table.string('type', 100).notNullable().defaultTo('application/octet-stream')
      table.string('storage_key', 200).notNullable()
      table.string('thumbnail_key', 200).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['uploaded_by_id', 'client_key'])
      table.index(['project_id', 'created_at'])
      table.index(['message_id'])
      table.index(['message_id', 'purpose', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('files')
  }
}
