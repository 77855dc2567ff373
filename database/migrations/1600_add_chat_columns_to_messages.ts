import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The chat's posting and catch-up:
| - `client_key`: the key the browser sends with a new message. Unique per author and project,
|   so a retried POST (a lost answer, a double click) finds the first message instead of
|   writing a second; the index decides between two retries that race.
| - `(project_id, updated_at)`: `?changedSince=` reads a project's edits and deletions made
|   while a reader was away.
*/
export default class extends BaseSchema {
  protected tableName = 'messages'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('client_key', 64).nullable()
      table.unique(['project_id', 'author_id', 'client_key'], {
        indexName: 'messages_client_key_unique',
      })
      table.index(['project_id', 'updated_at'], 'messages_project_updated_at_index')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropUnique(['project_id', 'author_id', 'client_key'], 'messages_client_key_unique')
      table.dropIndex(['project_id', 'updated_at'], 'messages_project_updated_at_index')
      table.dropColumn('client_key')
    })
  }
}
