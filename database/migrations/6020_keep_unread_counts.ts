import { BaseSchema } from '@adonisjs/lucid/schema'
import {
  RECOUNT_ALL,
  createUnreadTriggers,
  dropUnreadTriggers,
} from '#actions/unread/unread_triggers'

/*
| Each membership keeps its unread count (issue 23): a post recounted every unread message of
| every member in every one of their projects, and every page its reader's, so their cost grew
| with what people had not read. The database's triggers keep the column equal to the rule's
| count (app/actions/unread/unread_triggers.ts); this fills it from that count once, after the
| triggers exist, so nothing written meanwhile is missed on PostgreSQL (one transaction).
*/
export default class extends BaseSchema {
  protected tableName = 'project_members'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('unread_count').notNullable().defaultTo(0)
    })
    this.defer(async (db) => {
      for (const statement of createUnreadTriggers(db.dialect.name)) await db.rawQuery(statement)
      await db.rawQuery(RECOUNT_ALL)
    })
  }

  async down() {
    this.defer(async (db) => {
      for (const statement of dropUnreadTriggers(db.dialect.name)) await db.rawQuery(statement)
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('unread_count')
    })
  }
}
