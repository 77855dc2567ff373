import db from '@adonisjs/lucid/services/db'
import OutboxMail, { type OutboxState } from '#models/outbox_mail'

const PER_PAGE = 25

/* The outbox's failed e-mails, the latest failure first. */
export function listFailedMails(page: number) {
  return OutboxMail.query()
    .where('state', 'failed')
    .orderBy('failed_at', 'desc')
    .orderBy('id', 'desc')
    .paginate(Number.isInteger(page) && page > 0 ? page : 1, PER_PAGE)
}

/* How many e-mails of the outbox are in these states (for /metrics). */
export async function countOutbox(states: OutboxState[]) {
  const row = await db.from('outbox_mails').whereIn('state', states).count('* as total').first()
  return Number(row?.total ?? 0)
}
