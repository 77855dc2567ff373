import { BaseSchema } from '@adonisjs/lucid/schema'

/* The time step of the last accepted authenticator code: a code is accepted once, never again. */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('two_factor_last_step').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('two_factor_last_step')
    })
  }
}
