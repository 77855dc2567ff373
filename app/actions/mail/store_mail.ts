import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { MessageBodyTemplates, NodeMailerMessage } from '@adonisjs/mail/types'
import inboundMailConfig from '#config/inbound_mail'
import { storedTime } from '#actions/unread/unread'
import { withRequestId } from '#infrastructure/job_request_id'

/* How long the outbox keeps trying an e-mail before it is listed as failed. */
export const OUTBOX_WINDOW_HOURS = 25

export type CompiledMail = { message: NodeMailerMessage; views: MessageBodyTemplates }

/* What AppMail.queue() knows and the mail messenger does not: the cause's transaction and kind. */
export type OutboxContext = {
  kind: string
  trx?: TransactionClientContract
  offerId?: number
}

export const outboxContext = new AsyncLocalStorage<OutboxContext>()

/*
| Stores one compiled e-mail in the outbox (the mail messenger, providers/mail_queue_provider.ts,
| calls this for every mail.sendLater). Inside the transaction of what caused it, when there is
| one, so a rolled-back cause leaves no e-mail; a delivery run is asked for once it committed,
| and the scheduled run (every minute) takes it otherwise. The Message-ID is fixed here: every
| attempt, and a second hand-over after a crash, carries the same one.
*/
export async function storeCompiledMail(
  mailerName: string,
  compiled: CompiledMail,
  context: OutboxContext = outboxContext.getStore() ?? { kind: 'mail' }
) {
  const now = DateTime.now()
  const message = compiled.message
  message.messageId ??= `<${kebab(context.kind)}-${randomUUID()}@${inboundMailConfig.messageIdDomain}>`
  const client = context.trx ?? db
  const [row] = await client
    .insertQuery()
    .table('outbox_mails')
    .insert({
      kind: context.kind,
      mailer: mailerName,
      message_id: message.messageId,
      recipient: recipientOf(message).slice(0, 320),
      subject: (message.subject ?? '').slice(0, 500),
      message: JSON.stringify(compiled),
      state: 'pending',
      attempts: 0,
      next_attempt_at: storedTime(now),
      give_up_at: storedTime(now.plus({ hours: OUTBOX_WINDOW_HOURS })),
      offer_id: context.offerId ?? null,
      created_at: storedTime(now),
      updated_at: storedTime(now),
    })
    // A mail named after what it covers (a digest, reply e-mails) is stored once.
    .onConflict('message_id')
    .ignore()
    .returning('id')
  if (row === undefined) return null
  const id = Number(typeof row === 'object' ? row.id : row)
  if (context.trx) context.trx.after('commit', () => requestDelivery(id))
  else await requestDelivery(id)
  return id
}

/*
| Asks the queue to deliver this e-mail now. A queue that refuses is only logged: the e-mail is
| stored, and the scheduled run hands it over within a minute.
*/
export async function requestDelivery(id: number) {
  try {
    const { default: DeliverOutboxJob } = await import('#jobs/deliver_outbox_job')
    await DeliverOutboxJob.dispatch(withRequestId({ id }))
  } catch (error) {
    logger.error({ err: error, outboxMailId: id }, 'Could not queue an e-mail for delivery')
  }
}

function recipientOf(message: NodeMailerMessage) {
  const to = Array.isArray(message.to) ? message.to : message.to ? [message.to] : []
  return to
    .map((entry) => (typeof entry === 'string' ? entry : entry.address))
    .filter(Boolean)
    .join(', ')
}

function kebab(name: string) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase()
}
