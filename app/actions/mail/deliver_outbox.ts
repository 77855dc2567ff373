import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import defaultLogger from '@adonisjs/core/services/logger'
import type { Logger } from '@adonisjs/core/logger'
import type { MailersList } from '@adonisjs/mail/types'
import OutboxMail from '#models/outbox_mail'
import { incremented } from '#data/expressions'
import { storedTime } from '#actions/unread/unread'
import { deliveryFailure } from '#services/delivery_failures'
import { followOutbox } from '#actions/offers/offer_outbox'
import { OUTBOX_WINDOW_HOURS, requestDelivery, type CompiledMail } from '#actions/mail/store_mail'

/* How long a run holds an e-mail it is handing over: longer than any SMTP exchange can last. */
export const OUTBOX_CLAIM_MINUTES = 15
/* The wait after a failed attempt: 1 minute, doubling, at most an hour. */
export function retryDelayMinutes(attempts: number) {
  return Math.min(60, 2 ** Math.max(0, attempts - 1))
}

type Outcome = 'sent' | 'later' | 'failed' | 'unreachable' | 'skipped'

/*
| Hands due e-mails of the outbox to the mail server (DeliverOutboxJob: every minute, and for one
| e-mail right after it was stored). Each is first claimed by one conditional update (`sending`,
| until a time), so two workers never hand it over together; a claim left by a worker that died
| runs out and the e-mail is handed over again with the same Message-ID (SMTP cannot tell us
| whether the server took it before the crash; mail clients show one message per Message-ID).
| It is `sent` only once the server accepted it. A temporary refusal or an unreachable server
| waits (1 minute doubling to an hour) for as long as the window lasts (25 hours); a final
| refusal (5xx) or the window's end makes it `failed`, listed for staff at /outbox. An
| unreachable server ends the run: the next one tries again.
*/
export async function deliverOutbox(
  now: DateTime = DateTime.now(),
  only: { id?: number; logger?: Logger } = {}
) {
  const logger = only.logger ?? defaultLogger
  const due = await db
    .from('outbox_mails')
    .where((query) => dueAt(query, now))
    .if(only.id, (query) => query.where('id', only.id!))
    .orderBy('next_attempt_at', 'asc')
    .orderBy('id', 'asc')
    .select('id')
  let sent = 0
  for (const { id } of due) {
    const outcome = await deliverOne(Number(id), now, logger)
    if (outcome === 'sent') sent++
    if (outcome === 'unreachable') break
  }
  return sent
}

function dueAt(query: any, now: DateTime) {
  const time = storedTime(now)
  return query
    .where((pending: any) => pending.where('state', 'pending').where('next_attempt_at', '<=', time))
    .orWhere((stale: any) => stale.where('state', 'sending').where('claimed_until', '<=', time))
}

async function deliverOne(id: number, now: DateTime, logger: Logger): Promise<Outcome> {
  const until = storedTime(now.plus({ minutes: OUTBOX_CLAIM_MINUTES }))
  const claimed = await db
    .from('outbox_mails')
    .where('id', id)
    .where((query) => dueAt(query, now))
    .update({
      state: 'sending',
      claimed_until: until,
      attempts: incremented('attempts'),
      updated_at: storedTime(now),
    })
  if (Number(Array.isArray(claimed) ? claimed[0] : claimed) !== 1) return 'skipped'
  const row = await OutboxMail.findOrFail(id)
  await followOutbox(row, { type: 'attempting' })

  try {
    const compiled = JSON.parse(row.message) as CompiledMail
    await mail.use(row.mailer as keyof MailersList).sendCompiled(compiled)
  } catch (error) {
    return failedAttempt(row, until, error, now, logger)
  }
  await outboxSteps.markSent(row, until, now)
  return 'sent'
}

/*
| The steps after the server accepted an e-mail, kept on an object so a test can make the
| worker "die" between the hand-over and the record.
*/
export const outboxSteps = {
  async markSent(row: OutboxMail, claim: string, now: DateTime) {
    await db
      .from('outbox_mails')
      .where('id', row.id)
      .where('state', 'sending')
      .where('claimed_until', claim)
      .update({
        state: 'sent',
        sent_at: storedTime(now),
        claimed_until: null,
        last_error: null,
        updated_at: storedTime(now),
      })
    await followOutbox(row, { type: 'sent' })
  },
}

async function failedAttempt(
  row: OutboxMail,
  claim: string,
  error: unknown,
  now: DateTime,
  logger: Logger
): Promise<Outcome> {
  const failure = deliveryFailure(error)
  const final = failure.permanent || now >= row.giveUpAt
  const next = now.plus({ minutes: retryDelayMinutes(row.attempts) })
  await db
    .from('outbox_mails')
    .where('id', row.id)
    .where('state', 'sending')
    .where('claimed_until', claim)
    .update({
      state: final ? 'failed' : 'pending',
      next_attempt_at: storedTime(next),
      claimed_until: null,
      last_error: failure.reason,
      failed_at: final ? storedTime(now) : null,
      updated_at: storedTime(now),
    })
  const log = {
    outboxMailId: row.id,
    kind: row.kind,
    attempts: row.attempts,
    reason: failure.reason,
  }
  if (final) {
    logger.error({ ...log, to: row.recipient, subject: row.subject }, 'An e-mail failed for good')
    await followOutbox(row, { type: 'failed', reason: failure.reason })
    return 'failed'
  }
  logger.warn(log, 'An e-mail waits for a retry')
  await followOutbox(row, { type: 'retrying', reason: failure.reason })
  return failure.unreachable ? 'unreachable' : 'later'
}

/*
| Staff's "Retry" on a failed e-mail: due again now, with a new window of retries. Answers
| whether it was failed (an e-mail already retried or sent is left alone).
*/
export async function retryOutboxMail(id: number, now: DateTime = DateTime.now()) {
  const updated = await db
    .from('outbox_mails')
    .where('id', id)
    .where('state', 'failed')
    .update({
      state: 'pending',
      attempts: 0,
      next_attempt_at: storedTime(now),
      give_up_at: storedTime(now.plus({ hours: OUTBOX_WINDOW_HOURS })),
      failed_at: null,
      updated_at: storedTime(now),
    })
  const retried = Number(Array.isArray(updated) ? updated[0] : updated) === 1
  if (retried) {
    await followOutbox(await OutboxMail.findOrFail(id), { type: 'requeued' })
    await requestDelivery(id)
  }
  return retried
}
