import { DateTime } from 'luxon'
import nodemailer from 'nodemailer'
import db from '@adonisjs/lucid/services/db'
import ProjectMember from '#models/project_member'
import Conversation from '#models/conversation'
import ConversationMessage from '#models/conversation_message'
import OfferMail from '#mails/offer_mail'
import { UserFactory } from '#database/factories/user_factory'
import { OfferFactory } from '#database/factories/offer_factory'
import { replyToConversation } from '#actions/conversations/reply'
import { sendDueReplyMails } from '#actions/conversations/reply_mails'
import { sendUnreadDigests } from '#actions/unread/send_unread_digests'
import { startInboundSmtp } from '#infrastructure/inbound_smtp'
import { projectCast } from '#tests/functional/projects/cast'
import { post } from '#tests/functional/unread/helpers'

/*
| Replies by e-mail as a mail client sends them: the receiver (app/infrastructure/inbound_smtp.ts)
| started on a free port, nodemailer over SMTP to it, and the outbox e-mails they answer.
*/
export type Receiver = Awaited<ReturnType<typeof startInboundSmtp>>

export async function receiver(
  cleanup: (fn: () => Promise<void>) => void,
  limits: { maxBytes?: number; perMinute?: number } = {}
) {
  const started = await startInboundSmtp({ port: 0, host: '127.0.0.1', perMinute: 1000, ...limits })
  cleanup(() => started.close())
  return started
}

export function send(smtp: { port: number }, message: nodemailer.SendMailOptions) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: smtp.port,
    secure: false,
    ignoreTLS: true,
  })
  return transport.sendMail(message)
}

/* The outbox e-mail last stored for an address: its Reply-To, Message-ID and subject. */
export async function lastMailTo(address: string) {
  const row = await db
    .from('outbox_mails')
    .where('recipient', address)
    .orderBy('id', 'desc')
    .firstOrFail()
  const { message } = JSON.parse(row.message)
  const replyTo = Array.isArray(message.replyTo) ? message.replyTo[0] : message.replyTo
  return {
    kind: row.kind as string,
    replyTo: (typeof replyTo === 'string' ? replyTo : replyTo?.address) as string,
    messageId: row.message_id as string,
    subject: row.subject as string,
  }
}

/* A project, a member away long enough to get the digest, and that digest's e-mail. */
export async function digestCast() {
  const cast = await projectCast()
  await ProjectMember.query()
    .where('project_id', cast.project.id)
    .update({ created_at: DateTime.now().minus({ days: 1 }).toSQL({ includeOffset: false }) })
  const now = DateTime.now()
  await post(cast.project, cast.owner, 'The oven arrives on Monday.', {
    at: now.minus({ minutes: 20 }),
  })
  await sendUnreadDigests(now)
  const digest = await lastMailTo(cast.member.email)
  return { ...cast, digest }
}

/* A contact conversation that was answered, closed, and the reply e-mail it sent. */
export async function answeredConversation() {
  const staff = await UserFactory.apply('staff').create()
  const conversation = await Conversation.create({
    kind: 'contact',
    visitorName: 'Eva Visitor',
    visitorEmail: 'eva@example.com',
    locale: 'en',
    status: 'open',
    unread: true,
    lastActivityAt: DateTime.now(),
    waitingSince: DateTime.now(),
  })
  await ConversationMessage.create({
    conversationId: conversation.id,
    sender: 'visitor',
    body: 'Can you quote a shop?',
  })
  await replyToConversation(conversation, staff, 'Send us the floor plan, please.', null)
  await sendDueReplyMails(DateTime.now().plus({ minutes: 1 }))
  await conversation.merge({ status: 'closed' }).save()
  return { staff, conversation, mail: await lastMailTo('eva@example.com') }
}

/* An offer sent to an address, and its e-mail in the outbox. */
export async function sentOffer(email: string, projectId: number | null = null) {
  const offer = await OfferFactory.apply('queued').merge({ email, projectId }).create()
  await new OfferMail(offer).queue(undefined, { offerId: offer.id })
  return { offer, mail: await lastMailTo(email) }
}

/* Lines quoted as mail clients quote them. */
export const quote = (lines: string) =>
  lines
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')
