import { DateTime } from 'luxon'
import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The plan in numbered revisions (docs/decisions/plan-revisions.md). Staff propose a revision
| (figures, payment terms, milestones); the owner agrees to the latest proposed one, which keeps
| the exact figures agreed to; a newer proposal supersedes an older one still waiting. Nothing
| is ever deleted but with its project. A milestone keeps a `key` across revisions, so the
| differences between two revisions can tell a changed milestone from a new one, and an accepted
| milestone stays accepted in the next revision.
|
| Projects agreed before revisions existed get revision 1 from their agreed figures, without
| milestones: nobody split them, and inventing a milestone would put words in the client's plan.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('plan_revisions', (table) => {
      table.increments('id').notNullable()
      table
        .integer('project_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('projects')
        .onDelete('CASCADE')
      table.integer('number').notNullable()
      table.integer('hours').notNullable()
      table.bigInteger('price_minor').notNullable()
      table.string('currency', 3).notNullable()
      // Share of the price due on agreement, in percent (0 = no deposit).
      table.integer('deposit_percent').notNullable().defaultTo(0)
      table.integer('payment_days').notNullable().defaultTo(14)
      // proposed | agreed | superseded
      table.string('state', 12).notNullable().defaultTo('proposed')
      table
        .integer('proposed_by_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('proposed_at').notNullable()
      table
        .integer('agreed_by_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('agreed_at').nullable()
      // What the owner agreed to, as JSON: totals, terms and milestones exactly as shown.
      table.text('agreed_figures').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['project_id', 'number'])
    })

    this.schema.createTable('plan_milestones', (table) => {
      table.increments('id').notNullable()
      table
        .integer('revision_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('plan_revisions')
        .onDelete('CASCADE')
      table.string('key', 36).notNullable()
      table.integer('position').notNullable()
      table.string('title', 200).notNullable()
      table.text('criteria').nullable()
      table.integer('hours').notNullable()
      table.bigInteger('amount_minor').notNullable()
      table.date('target_date').notNullable()
      // open | accepted
      table.string('state', 10).notNullable().defaultTo('open')
      table.timestamp('accepted_at').nullable()
      table
        .integer('accepted_by_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      // The draft prepared on acceptance; a deleted draft leaves the milestone ready to invoice.
      table
        .integer('invoice_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('invoices')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['revision_id', 'position'])
      table.index(['state', 'invoice_id'])
    })

    // The build under test may be handed over for one milestone of the agreed plan.
    this.schema.alterTable('projects', (table) => {
      table.string('build_milestone_key', 36).nullable()
    })

    this.defer(async (db) => {
      const now = DateTime.now().toFormat(db.dialect.dateTimeFormat)
      const agreed = await db
        .from('projects')
        .whereNotNull('plan_accepted_at')
        .whereNotNull('plan_accepted_hours')
        .whereNotNull('plan_accepted_price_minor')
        .select(
          'id',
          'plan_accepted_hours',
          'plan_accepted_price_minor',
          'plan_accepted_currency',
          'currency',
          'plan_accepted_at',
          'plan_accepted_by_id',
          'plan_proposed_at'
        )
      for (const project of agreed) {
        const currency = project.plan_accepted_currency ?? project.currency
        const hours = Number(project.plan_accepted_hours)
        const priceMinor = Number(project.plan_accepted_price_minor)
        await db.table('plan_revisions').insert({
          project_id: project.id,
          number: 1,
          hours,
          price_minor: priceMinor,
          currency,
          deposit_percent: 0,
          payment_days: 14,
          state: 'agreed',
          proposed_by_id: null,
          proposed_at: project.plan_proposed_at ?? project.plan_accepted_at,
          agreed_by_id: project.plan_accepted_by_id,
          agreed_at: project.plan_accepted_at,
          agreed_figures: JSON.stringify({
            hours,
            priceMinor,
            currency,
            depositPercent: 0,
            paymentDays: 14,
            milestones: [],
          }),
          created_at: now,
          updated_at: now,
        })
      }
    })
  }

  async down() {
    this.schema.dropTable('plan_milestones')
    this.schema.dropTable('plan_revisions')
    // SQLite drops a column in place (3.35+); knex would copy the table, which rows of other
    // tables referring to projects forbid.
    this.schema.raw('ALTER TABLE projects DROP COLUMN build_milestone_key')
  }
}
