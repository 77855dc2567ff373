import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import offersConfig from '#config/offers'
import conversationsConfig from '#config/conversations'
import Offer from '#models/offer'
import OfferReminderMail, { type OfferReminderReason } from '#mails/offer_reminder_mail'
import { recordOfferEvent } from '#actions/offers/offer_events'
import { afterCommit } from '#infrastructure/after_commit'
import { broadcastOfferUpdated } from '#services/offer_broadcasts'

/*
| Reminders to an offer's recipient who has not answered (run daily, start/scheduler.ts), in the
| offer's language: one when the offer was first opened some days ago (3 by default), one when
| its valid-until day is some days away (2 by default; config/offers.ts). Never for an offer that
| was answered (the one-click answer, marked responded by staff, or its agreement signed or
| declined), that has expired, whose e-mail failed, or for which staff switched reminders off;
| each reason once: the time it was sent, the timeline's row and the e-mail are stored in one
| transaction, on the offer's row locked. When both are due on the same day the recipient gets
| one e-mail, the one that names the expiry, and the other reason counts as sent.
| Answers how many e-mails were stored.
*/
export async function sendOfferReminders(now: DateTime = DateTime.now()) {
  const { afterOpenDays, beforeExpiryDays } = offersConfig.reminders
  const today = now.setZone(conversationsConfig.timeZone).startOf('day')
  const todayIso = today.toISODate()!
  const expiryFrom = today.plus({ days: beforeExpiryDays }).toISODate()!
  const openedBefore = now.minus({ days: afterOpenDays })
  const candidates = await Offer.query()
    .whereIn('status', ['sent', 'opened'])
    .whereNull('answer')
    .where('reminders_off', false)
    .where((query) => query.whereNull('delivery_state').orWhereNot('delivery_state', 'failed'))
    .where((query) => query.whereNull('valid_until').orWhere('valid_until', '>=', todayIso))
    .whereNotExists((query) =>
      query
        .from('agreements')
        .whereColumn('agreements.offer_id', 'offers.id')
        .whereIn('agreements.status', ['signed', 'declined'])
    )
    .where((query) =>
      query
        .where((opened) =>
          opened
            .whereNull('opened_reminder_sent_at')
            .whereNotNull('opened_at')
            .where(
              'opened_at',
              '<=',
              openedBefore.toLocal().toFormat(db.connection().dialect.dateTimeFormat)
            )
        )
        .orWhere((expiring) =>
          expiring
            .whereNull('expiry_reminder_sent_at')
            .whereNotNull('valid_until')
            .where('valid_until', '<=', expiryFrom)
        )
    )
    .orderBy('id')
    .limit(1000)
  let sent = 0
  for (const { id } of candidates) {
    try {
      sent += await remind(id, { now, todayIso, expiryFrom, openedBefore })
    } catch (error) {
      logger.error({ err: error, offerId: id }, 'An offer reminder could not be stored')
    }
  }
  return sent
}

async function remind(
  id: number,
  at: { now: DateTime; todayIso: string; expiryFrom: string; openedBefore: DateTime }
) {
  return db.transaction(async (trx) => {
    const query = Offer.query({ client: trx }).where('id', id)
    // SQLite has one connection (the transaction holds it); PostgreSQL locks the row.
    if (trx.dialect.name === 'postgres') query.forUpdate()
    const offer = await query.first()
    if (!offer || offer.remindersOff || offer.answer !== null) return 0
    if (offer.status !== 'sent' && offer.status !== 'opened') return 0
    if (offer.deliveryState === 'failed') return 0
    const validUntil = offer.validUntil?.toISODate() ?? null
    if (validUntil !== null && validUntil < at.todayIso) return 0
    const answered = await trx
      .from('agreements')
      .where('offer_id', offer.id)
      .whereIn('status', ['signed', 'declined'])
      .first()
    if (answered) return 0
    const expiryDue =
      offer.expiryReminderSentAt === null && validUntil !== null && validUntil <= at.expiryFrom
    const openedDue =
      offer.openedReminderSentAt === null &&
      offer.openedAt !== null &&
      offer.openedAt <= at.openedBefore
    if (!expiryDue && !openedDue) return 0
    const reason: OfferReminderReason = expiryDue ? 'expiry' : 'opened'
    offer.useTransaction(trx)
    if (expiryDue) offer.expiryReminderSentAt = at.now
    if (openedDue) offer.openedReminderSentAt = at.now
    await offer.save()
    await recordOfferEvent(offer.id, 'reminded', { detail: reason }, trx)
    await new OfferReminderMail(offer, reason).queue(trx)
    afterCommit(trx, () => broadcastOfferUpdated(offer))
    return 1
  })
}
