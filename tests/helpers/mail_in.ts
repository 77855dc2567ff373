import { DateTime } from 'luxon'
import nodemailer from 'nodemailer'
import db from '@adonisjs/lucid/services/db'
import ProjectMember from '#models/project_member'
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

/* Lines quoted as mail clients quote them. */
export const quote = (lines: string) =>
  lines
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')
