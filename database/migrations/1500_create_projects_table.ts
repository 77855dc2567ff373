import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| A client's project with the company. The owner is the membership with role `owner`
| (project_members), not a column here, so there is one place that says who belongs and how.
| Money is kept in minor units (cents): an integer never rounds. The workflow's timestamps feed
| the project page's timeline; the plan is what staff proposed (estimation and price) and, once
| the owner accepts it, the figures accepted, so a later change can be seen and asked again.
*/
export default class extends BaseSchema {
  protected tableName = 'projects'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id').notNullable()
      table.string('name', 100).notNullable()
      table.text('description').nullable()
      table.string('status', 20).notNullable().defaultTo('not_started')
      table.integer('progress').notNullable().defaultTo(0)
      table.integer('estimation_hours').nullable()
      table.bigInteger('price_minor').nullable()
      table.string('currency', 3).notNullable().defaultTo('EUR')

      table.timestamp('analysis_started_at').nullable()
      table.timestamp('work_started_at').nullable()
      table.timestamp('completed_at').nullable()
      table.timestamp('cancelled_at').nullable()

      table.timestamp('plan_proposed_at').nullable()
      table.timestamp('plan_accepted_at').nullable()
      table
        .integer('plan_accepted_by_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.integer('plan_accepted_hours').nullable()
      table.bigInteger('plan_accepted_price_minor').nullable()
      table.string('plan_accepted_currency', 3).nullable()

      table.timestamp('last_activity_at').notNullable().index()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
