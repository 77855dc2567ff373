import { errors } from '@adonisjs/core'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Offer from '#models/offer'
import { recordId } from '#infrastructure/record_id'

/*
| The offer a staff route names, or the Not found page. Staff only reach here (the controller
| authorized the area first). Inside a transaction pass `trx` and `forUpdate` to take the row.
*/
export async function findOffer(
  id: unknown,
  options: { trx?: TransactionClientContract; forUpdate?: boolean } = {}
) {
  const offerId = recordId(id)
  const query = Offer.query({ client: options.trx }).where('id', offerId)
  // SQLite has one connection (the transaction holds it); PostgreSQL locks the row.
  if (options.forUpdate && options.trx?.dialect.name === 'postgres') query.forUpdate()
  const offer = offerId ? await query.first() : null
  if (!offer) throw new errors.E_HTTP_EXCEPTION('Not found', { status: 404 })
  return offer
}
