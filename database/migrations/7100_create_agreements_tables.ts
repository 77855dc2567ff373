import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Agreements (DESIGN.md "Agreements"): an offer frozen when it is sent, as the recipient signs
| it. `document` is the exact JSON the signer saw (subject, texts, figures) and
| `document_hash` its hash; the signature fields are written once. The one-time code for a
| recipient who is not signed in lives on the row as a hash with its expiry and tries left (one
| code is valid at a time). `reference` is printed on every page of the sealed PDF and is what
| /verify looks up; `pdf_hash` is the sealed file's own hash. Every event (sent, viewed, code
| sent, signed, declined, sealed, downloaded) is a row of `agreement_events`, never changed.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('agreements', (table) => {
      table.increments('id')
      table
        .integer('offer_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('offers')
        .onDelete('CASCADE')
      table.string('reference', 32).notNullable().unique()
      table.string('status', 16).notNullable().defaultTo('open')
      table.text('document').notNullable()
      table.string('document_hash', 64).notNullable()
      table.string('email', 254).notNullable()
      table.string('locale', 5).notNullable()
      table.string('signer_name', 200).nullable()
      table.string('signer_email', 254).nullable()
      table
        .integer('signer_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.string('signer_method', 16).nullable()
      table.timestamp('signed_at').nullable()
      table.string('signed_ip', 64).nullable()
      table.string('signed_user_agent', 500).nullable()
      table.timestamp('declined_at').nullable()
      table.string('decline_reason', 2000).nullable()
      table.string('code_hash', 64).nullable()
      table.timestamp('code_expires_at').nullable()
      table.integer('code_tries_left').nullable()
      table.string('pdf_key', 200).nullable()
      table.string('pdf_hash', 64).nullable()
      table.timestamp('sealed_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['offer_id'])
    })
    this.schema.createTable('agreement_events', (table) => {
      table.increments('id')
      table
        .integer('agreement_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('agreements')
        .onDelete('CASCADE')
      table.string('type', 16).notNullable()
      table.string('actor', 254).nullable()
      table.string('ip', 64).nullable()
      table.string('user_agent', 500).nullable()
      table.timestamp('created_at').notNullable()
      table.index(['agreement_id', 'id'])
    })
  }

  async down() {
    this.schema.dropTable('agreement_events')
    this.schema.dropTable('agreements')
  }
}
