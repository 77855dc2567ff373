import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Opens that mean something (DESIGN.md "Offers"): the first fetch of the tracking image by a
| person stays the open (`opened_at`); later fetches by a person are views (`views_count`,
| `last_viewed_at`); fetches by mail-privacy proxies and link scanners are kept apart
| (`proxy_fetches_count`, `last_proxy_fetch_at`) and never open an offer.
| `opens_count` and `last_opened_at` counted every fetch and moved on each: what they held
| becomes the views (every fetch after the first), and they go.
| `ALTER TABLE ... DROP COLUMN` is written out because SQLite (3.35+) and PostgreSQL both run
| it as is, while the schema builder rebuilds an SQLite table, which would cascade-delete the
| offers' timelines (offer_events references offers ON DELETE CASCADE).
*/
export default class extends BaseSchema {
  protected tableName = 'offers'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('views_count').notNullable().defaultTo(0)
      table.timestamp('last_viewed_at').nullable()
      table.integer('proxy_fetches_count').notNullable().defaultTo(0)
      table.timestamp('last_proxy_fetch_at').nullable()
    })
    this.defer(async (db) => {
      await db
        .from(this.tableName)
        .where('opens_count', '>', 1)
        .update({
          views_count: db.raw('opens_count - 1'),
          last_viewed_at: db.raw('last_opened_at'),
        })
    })
    this.schema.raw('ALTER TABLE offers DROP COLUMN opens_count')
    this.schema.raw('ALTER TABLE offers DROP COLUMN last_opened_at')
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('opens_count').notNullable().defaultTo(0)
      table.timestamp('last_opened_at').nullable()
    })
    this.defer(async (db) => {
      await db
        .from(this.tableName)
        .whereNotNull('opened_at')
        .update({
          opens_count: db.raw('views_count + 1'),
          last_opened_at: db.raw('coalesce(last_viewed_at, opened_at)'),
        })
    })
    this.schema.raw('ALTER TABLE offers DROP COLUMN views_count')
    this.schema.raw('ALTER TABLE offers DROP COLUMN last_viewed_at')
    this.schema.raw('ALTER TABLE offers DROP COLUMN proxy_fetches_count')
    this.schema.raw('ALTER TABLE offers DROP COLUMN last_proxy_fetch_at')
  }
}
