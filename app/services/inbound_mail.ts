import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import { simpleParser, type ParsedMail, type AddressObject } from 'mailparser'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import i18nManager from '@adonisjs/i18n/services/main'
import User from '#models/user'
import Conversation from '#models/conversation'
import OutboxMail from '#models/outbox_mail'
import Offer from '#models/offer'
import { recordOfferEvent } from '#actions/offers/offer_events'
import { broadcastOfferUpdated } from '#services/offer_broadcasts'
import ProjectPolicy from '#policies/project_policy'
import inboundMailConfig from '#config/inbound_mail'
import productConfig from '#config/product'
import { readReplyToken, tokenOfAddress, type ReplyThread } from '#services/reply_tokens'
import { htmlReplyText, replyText } from '#services/reply_text'
import { isUniqueViolation } from '#infrastructure/unique_violation'
import { storedTime } from '#actions/unread/unread'
import { findProjectFor } from '#actions/projects/find_project'
import { postMessage as postChatMessage } from '#actions/chat/post_message'
import { postMessage as postConversationMessage } from '#actions/conversations/post_message'
import { openMailThread } from '#actions/conversations/contact_thread'
import { followOutbox } from '#actions/offers/offer_outbox'
import InboundRefusedMail, { type RefusalReason } from '#mails/inbound_refused_mail'
import { checkSender, type MailClient } from '#infrastructure/mail_authentication'
import ConversationMessage from '#models/conversation_message'
import filesConfig from '#config/files'
import {
  attachmentsOf,
  storeInConversation,
  storeInProject,
  storeOnOfferEvent,
  keptFiles,
  type MailFile,
} from '#services/inbound_files'

/* What the receiver knows besides the message: the SMTP envelope. */
export type Envelope = { mailFrom?: string | null; rcptTo?: string[] }

export type InboundStatus =
  'accepted' | 'ignored' | 'refused' | 'bounce' | 'duplicate' | 'quarantined' | 'discarded'

/* How a message came in and what the receiver saw of its sender's connection. */
export type Arrival = {
  source?: 'smtp' | 'mailgun'
  client?: MailClient
  /* A provider's webhook: the client address is the one its own Received header names. */
  trustReceived?: boolean
}

export type InboundOutcome = {
  status: InboundStatus
  reason: string
  messageId: string
  thread?: { kind: string; id: number }
  postedId?: number
  /* The SPF/DKIM/DMARC results, "spf=pass dkim=pass dmarc=pass". */
  authentication?: string
}

/* The longest text a chat message takes (DESIGN.md "Validation bounds"). */
const MAX_TEXT = 5000

/*
| The one way an e-mail comes in (the SMTP receiver, start/inbound_smtp.ts, and any later
| source hand the raw message here). In order:
| 1. parsed (`mailparser`) and recorded once by its Message-ID: the unique column of
|    `inbound_mails` is the check, so the same message handed over twice, to this node or
|    another, is posted once (`duplicate`);
| 2. a delivery status notification (a bounce) marks the e-mail it reports failed in the outbox,
|    where staff see it (an offer's delivery shows it too), and is not posted;
| 3. machine mail (auto-replies, out-of-office, bulk and list mail, our own mail coming back)
|    is dropped;
| 4. the thread: the reply address's token first, then In-Reply-To/References against the
|    outbox's Message-IDs; a new e-mail to the company's address opens an inbox thread;
| 5. the sender must still be the recipient and still have access, else a polite refusal is
|    mailed back and nothing is posted;
| 6. only the reply (quote, "On … wrote:" and signature cut; HTML-only as text) is posted as its
|    author through the same actions the chat and the inbox use, so it is stored, broadcast
|    live and counted as read for its author.
| A failure while posting removes the record and throws: the SMTP receiver then answers with a
| temporary error and the sending server tries again later.
*/
export async function receiveMail(
  raw: Buffer | string,
  envelope: Envelope = {},
  arrival: Arrival = {}
): Promise<InboundOutcome> {
  const source = typeof raw === 'string' ? Buffer.from(raw) : raw
  const parsed = await simpleParser(source, { skipImageLinks: true, skipTextToHtml: true })
  const messageId = messageIdOf(parsed, source)
  const from = parsed.from?.value[0]?.address?.trim().toLowerCase() ?? ''
  const recipients = recipientsOf(parsed, envelope)
  const recordId = await record(messageId, from, recipients, parsed.subject ?? '', arrival)
  if (recordId === null) return { status: 'duplicate', reason: 'duplicate', messageId }
  try {
    // Before anything is believed (a bounce marks outbox e-mails failed, a reply speaks as
    // someone): a sender whose domain disowns it is kept for staff, never acted on.
    const check = await checkSender(source, {
      mailFrom: envelope.mailFrom,
      client: arrival.client,
      trustReceived: arrival.trustReceived,
    })
    const outcome: InboundOutcome =
      check.verdict === 'quarantine'
        ? { status: 'quarantined', reason: check.reason ?? 'dmarc_fail', messageId }
        : await handle(parsed, source, { messageId, from, recipients, envelope, trusted: false })
    outcome.authentication = check.summary
    await settle(recordId, outcome, outcome.status === 'quarantined' ? { source, envelope } : null)
    return outcome
  } catch (error) {
    await db.from('inbound_mails').where('id', recordId).delete()
    throw error
  }
}

type Context = {
  messageId: string
  from: string
  recipients: string[]
  envelope: Envelope
  /* Released by staff from the quarantine: the sender's address is vouched for. */
  trusted: boolean
}

async function handle(parsed: ParsedMail, source: Buffer, context: Context) {
  const done = (status: InboundStatus, reason: string, more: Partial<InboundOutcome> = {}) =>
    ({ status, reason, messageId: context.messageId, ...more }) as InboundOutcome

  const reported = bounceOf(parsed, source)
  if (reported) {
    await markBounced(reported.messageIds, reported.diagnostic)
    return done('bounce', reported.messageIds.length ? 'bounce' : 'bounce_unmatched')
  }
  const machine = machineReason(parsed, context)
  if (machine) return done('ignored', machine)
  if (!context.from) return done('ignored', 'no_sender')

  const thread = await threadOf(parsed, context.recipients)
  if ('error' in thread) {
    await refuse(context.from, null, thread.error, parsed.subject ?? '')
    return done('refused', thread.error)
  }
  const text = textOf(parsed, source)
  if (thread.kind === 'company') {
    if (!text) return done('ignored', 'empty')
    const { conversation, message } = await openMailThread({
      name: parsed.from?.value[0]?.name?.trim() || null,
      email: context.from,
      locale: localeOf(parsed),
      text: withSubject(parsed.subject, text),
    })
    return done('accepted', 'new_conversation', {
      thread: { kind: 'conversation', id: conversation.id },
      postedId: message.id,
    })
  }
  const files = attachmentsOf(parsed)
  if (!text && files.length === 0) return done('ignored', 'empty')
  const clientKey = `m${createHash('sha256').update(context.messageId).digest('hex').slice(0, 35)}`
  const posted: { id: number } | Refusal | Held | Empty =
    thread.kind === 'project'
      ? await replyInProject(thread, context, text, clientKey, files)
      : thread.kind === 'conversation'
        ? await replyInConversation(thread, context, text, clientKey, files)
        : await replyToOffer(thread, context, text, clientKey, files)
  if ('empty' in posted) return done('ignored', 'empty')
  if ('held' in posted) {
    return done('quarantined', posted.held, { thread: { kind: thread.kind, id: thread.id } })
  }
  if ('refused' in posted) {
    await refuse(context.from, posted.locale ?? null, posted.refused, parsed.subject ?? '')
    return done('refused', posted.refused, { thread: { kind: thread.kind, id: thread.id } })
  }
  return done('accepted', 'posted', {
    thread: { kind: thread.kind, id: thread.id },
    postedId: posted.id,
  })
}

type Refusal = { refused: RefusalReason; locale?: string }
/*
| Mail for a thread from another address than the one the token was sent to: it may be the
| recipient writing from a second address, or someone with a forwarded e-mail. Staff decide.
*/
type Held = { held: 'not_recipient' }
/* Only files, and none of them could be kept (too large, a program, no room): nothing to post. */
type Empty = { empty: true }

async function replyInProject(
  thread: ReplyThread,
  context: Context,
  text: string,
  clientKey: string,
  files: MailFile[]
): Promise<{ id: number } | Refusal | Held | Empty> {
  const author = await User.find(thread.recipientId)
  if (!author) return { refused: 'no_access' }
  if (!context.trusted && author.email.toLowerCase() !== context.from) {
    return { held: 'not_recipient' }
  }
  if (author.deactivatedAt) return { refused: 'deactivated', locale: author.locale }
  // They turned "reply by e-mail" off: an address sent before that no longer speaks for them.
  if (author.emailReplies === false) return { refused: 'replies_off', locale: author.locale }
  const project = await projectToPostIn(author, thread.id)
  if (!project) return { refused: 'no_access', locale: author.locale }
  return postInProject(author, project, text, clientKey, files)
}

/* The project as this user may post in it by e-mail, or null. */
async function projectToPostIn(user: User, projectId: number) {
  let project
  try {
    project = await findProjectFor(user, projectId, { counts: false })
  } catch {
    return null
  }
  return new ProjectPolicy().post(user, project) === true ? project : null
}

/* The reply as the author's chat message, with the files they may share in its chat. */
async function postInProject(
  author: User,
  project: NonNullable<Awaited<ReturnType<typeof projectToPostIn>>>,
  text: string,
  clientKey: string,
  files: MailFile[]
): Promise<{ id: number } | Empty> {
  const attachmentIds =
    files.length && new ProjectPolicy().uploadInChat(author, project) === true
      ? await storeInProject(author, project, files, clientKey)
      : []
  if (!text && attachmentIds.length === 0) return { empty: true }
  const { message } = await postChatMessage(author, project, { text, clientKey, attachmentIds })
  return { id: message.id }
}

async function replyInConversation(
  thread: ReplyThread,
  context: Context,
  text: string,
  clientKey: string,
  files: MailFile[]
): Promise<{ id: number } | Refusal | Held | Empty> {
  const conversation = await Conversation.query().where('id', thread.id).preload('user').first()
  if (!conversation || conversation.isBlocked) return { refused: 'no_access' }
  const expected = (conversation.user?.email ?? conversation.visitorEmail ?? '').toLowerCase()
  if (!context.trusted && expected !== context.from) return { held: 'not_recipient' }
  if (conversation.user?.deactivatedAt) {
    return { refused: 'deactivated', locale: conversation.locale }
  }
  // A delivery tried again after its message was posted: the files are already there.
  const sent = await ConversationMessage.query()
    .where('conversation_id', conversation.id)
    .where('client_key', clientKey)
    .first()
  if (sent) return { id: sent.id }
  // The visitor's (or the client's) uploads, under the conversation's limits, sent with the text.
  const uploader = conversation.user ?? null
  const attachments = files.length ? await storeInConversation(conversation, uploader, files) : []
  if (!text && attachments.length === 0) return { empty: true }
  const { message } = await postConversationMessage(conversation, {
    sender: 'visitor',
    author: uploader,
    text,
    clientKey,
    byEmail: true,
    attachments,
  })
  return { id: message.id }
}

/*
| An answer to an offer goes on its timeline, which staff see (the offers area is theirs), and
| they are told live; the recipient is the address the offer went to. Where the offer belongs
| to a project and that address is a member's who may post there, the answer is also their
| message in the project's chat, with its files; otherwise (no project, not a member, a
| viewer, replies by e-mail turned off) it stays on the timeline, files included, since
| posting it in the chat would show it to people the sender never wrote to.
*/
async function replyToOffer(
  thread: ReplyThread,
  context: Context,
  text: string,
  clientKey: string,
  files: MailFile[]
): Promise<{ id: number } | Refusal | Held | Empty> {
  const offer = await Offer.find(thread.id)
  if (!offer || offer.status === 'draft') return { refused: 'no_access' }
  if (!context.trusted && offer.email.toLowerCase() !== context.from) {
    return { held: 'not_recipient' }
  }
  const member = offer.projectId ? await memberToPostAs(offer.email, offer.projectId) : null
  const limit = member ? filesConfig.maxFileBytes : filesConfig.conversationMaxFileBytes
  if (!text && (await keptFiles(files, limit)).length === 0) return { empty: true }
  const event = await recordOfferEvent(offer.id, 'emailed_reply', { detail: text })
  if (member) {
    await postInProject(member.user, member.project, text, clientKey, files)
  } else if (files.length) {
    await storeOnOfferEvent(event, files)
  }
  await broadcastOfferUpdated(offer)
  return { id: event.id }
}

/* The account at an offer's address, when it may post in the offer's project by e-mail. */
async function memberToPostAs(email: string, projectId: number) {
  const user = await User.query().whereRaw('lower(email) = ?', [email.toLowerCase()]).first()
  if (!user || user.deactivatedAt || user.emailReplies === false) return null
  const project = await projectToPostIn(user, projectId)
  return project ? { user, project } : null
}

type Thread = ReplyThread | { kind: 'company' } | { error: RefusalReason }

/* The token of a reply address first, then the outbox e-mail it answers, then the company. */
async function threadOf(parsed: ParsedMail, recipients: string[]): Promise<Thread> {
  let expired = false
  for (const address of recipients) {
    const token = tokenOfAddress(address)
    if (!token) continue
    const check = readReplyToken(token)
    if ('thread' in check) return check.thread
    if (check.error === 'expired') expired = true
  }
  const answered = [
    ...(parsed.inReplyTo ? [parsed.inReplyTo] : []),
    ...(Array.isArray(parsed.references)
      ? parsed.references
      : parsed.references
        ? [parsed.references]
        : []),
  ]
  for (const id of answered.reverse()) {
    const thread = await threadOfSentMail(id.trim())
    if (thread) return thread
  }
  if (expired) return { error: 'expired' }
  const company = productConfig.company.email.toLowerCase()
  if (recipients.some((address) => address === company || isInboundAddress(address))) {
    return { kind: 'company' }
  }
  return { error: 'unknown' }
}

function isInboundAddress(address: string) {
  const domain = inboundMailConfig.domain
  return !!domain && address.endsWith(`@${domain}`) && !address.startsWith('reply+')
}

/* An e-mail the outbox sent, by Message-ID: the thread its Reply-To named. */
async function threadOfSentMail(messageId: string): Promise<ReplyThread | null> {
  const row = await db.from('outbox_mails').where('message_id', messageId).select('message').first()
  if (!row) return null
  try {
    const replyTo = JSON.parse(row.message)?.message?.replyTo
    const addresses = (Array.isArray(replyTo) ? replyTo : [replyTo]).map((entry: any) =>
      typeof entry === 'string' ? entry : entry?.address
    )
    for (const address of addresses) {
      const token = address ? tokenOfAddress(String(address)) : null
      // The answered e-mail is ours, so its age does not matter here; access is checked next.
      const check = token ? readReplyToken(token, 0) : null
      if (check && 'thread' in check) return check.thread
    }
  } catch {
    return null
  }
  return null
}

/* Machine mail, by the headers RFC 3834 and the usual clients and list servers set. */
function machineReason(parsed: ParsedMail, context: Context) {
  const header = (name: string) => {
    const value = parsed.headers.get(name)
    if (value === undefined || value === null) return ''
    return (typeof value === 'string' ? value : JSON.stringify(value)).toLowerCase()
  }
  const autoSubmitted = header('auto-submitted')
  if (autoSubmitted && !autoSubmitted.startsWith('no')) return 'auto_submitted'
  if (['x-autoreply', 'x-autorespond', 'x-autoresponse'].some((name) => header(name))) {
    return 'auto_reply'
  }
  if (/^(bulk|list|junk|auto_reply)/.test(header('precedence').replace(/"/g, ''))) {
    return 'precedence'
  }
  if (header('list-id') || header('list-unsubscribe')) return 'mailing_list'
  const domain = inboundMailConfig.domain
  if (domain && header('x-loop').includes(domain)) return 'loop'
  const own = [productConfig.company.email, inboundMailConfig.domain ?? '']
    .filter(Boolean)
    .map((value) => value.toLowerCase())
  if (own.some((value) => context.from === value || context.from.endsWith(`@${value}`))) {
    return 'loop'
  }
  if (context.envelope.mailFrom === '') return 'null_sender'
  return null
}

/*
| A delivery status notification (RFC 3464: multipart/report; report-type=delivery-status)
| and the Message-IDs of the e-mails it reports, from its returned headers or message.
*/
function bounceOf(parsed: ParsedMail, source: Buffer) {
  const type = parsed.headers.get('content-type') as { value?: string; params?: any } | undefined
  const isReport =
    type?.value?.toLowerCase() === 'multipart/report' &&
    String(type.params?.['report-type'] ?? '').toLowerCase() === 'delivery-status'
  if (!isReport) return null
  const ids = new Set<string>()
  const text = source.toString('utf8')
  for (const part of parsed.attachments) {
    const content = part.content.toString('utf8')
    for (const match of content.matchAll(/^message-id:\s*(<[^>\s]+>)/gim)) ids.add(match[1])
  }
  // Some servers inline the returned headers instead of attaching them.
  if (ids.size === 0) {
    for (const match of text.matchAll(/^message-id:\s*(<[^>\s]+>)/gim)) {
      if (match[1] !== parsed.messageId) ids.add(match[1])
    }
  }
  const diagnostic =
    /^diagnostic-code:\s*(.+)$/im.exec(text)?.[1]?.trim() ??
    /^status:\s*(\d\.\d+\.\d+)/im.exec(text)?.[1] ??
    'bounced'
  return { messageIds: [...ids], diagnostic: diagnostic.slice(0, 400) }
}

async function markBounced(messageIds: string[], diagnostic: string) {
  if (messageIds.length === 0) return
  const now = DateTime.now()
  const rows = await OutboxMail.query().whereIn('message_id', messageIds)
  for (const row of rows) {
    const reason = `Bounced: ${diagnostic}`.slice(0, 500)
    await db
      .from('outbox_mails')
      .where('id', row.id)
      .update({
        state: 'failed',
        last_error: reason,
        failed_at: storedTime(now),
        claimed_until: null,
        updated_at: storedTime(now),
      })
    logger.warn({ outboxMailId: row.id, to: row.recipient, reason }, 'An e-mail bounced')
    await followOutbox(row, { type: 'failed', reason })
  }
}

/* What the sender wrote: the plain part when there is one, else the HTML as text; cut. */
function textOf(parsed: ParsedMail, source: Buffer) {
  const hasPlain = /^content-type:\s*text\/plain/im.test(source.toString('latin1'))
  const text =
    parsed.html && (!hasPlain || !parsed.text)
      ? htmlReplyText(parsed.html)
      : replyText(parsed.text ?? '')
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1).trimEnd()}…` : text
}

function withSubject(subject: string | undefined, text: string) {
  const title = subject?.trim()
  return title ? `${title}\n\n${text}` : text
}

function localeOf(parsed: ParsedMail) {
  const language = String(parsed.headers.get('content-language') ?? '')
  return (
    i18nManager.getSupportedLocaleFor(language ? [language.split(',')[0].trim()] : []) ??
    i18nManager.defaultLocale
  )
}

async function refuse(to: string, locale: string | null, reason: RefusalReason, subject: string) {
  const language = locale ?? i18nManager.defaultLocale
  await new InboundRefusedMail(
    { email: to, fullName: '', locale: language },
    reason,
    subject
  ).queue()
}

function messageIdOf(parsed: ParsedMail, source: Buffer) {
  const given = parsed.messageId?.trim()
  if (given) return given.slice(0, 255)
  // Without one, the same bytes twice are the same message.
  return `<${createHash('sha256').update(source).digest('hex')}@no-message-id>`
}

function recipientsOf(parsed: ParsedMail, envelope: Envelope) {
  const listed = (value: AddressObject | AddressObject[] | undefined) =>
    (Array.isArray(value) ? value : value ? [value] : []).flatMap((entry) =>
      entry.value.map((address) => address.address ?? '')
    )
  // The envelope's and the headers' usually name the same address once each: listed once.
  return [
    ...new Set(
      [...(envelope.rcptTo ?? []), ...listed(parsed.to), ...listed(parsed.cc)]
        .map((address) => address.trim().toLowerCase())
        .filter(Boolean)
    ),
  ]
}

async function record(
  messageId: string,
  from: string,
  recipients: string[],
  subject: string,
  arrival: Arrival
) {
  const now = storedTime(DateTime.now())
  try {
    const insert = db
      .insertQuery()
      .table('inbound_mails')
      .insert({
        message_id: messageId,
        from_address: from.slice(0, 320),
        to_address: recipients.join(', ').slice(0, 320),
        subject: subject.slice(0, 500),
        status: 'processing',
        source: arrival.source ?? 'smtp',
        created_at: now,
        updated_at: now,
      })
    /*
    | PostgreSQL: a copy inserts nothing and returns no row (no error, so a surrounding
    | transaction stays usable). SQLite reports the last id of the connection even for an
    | ignored insert, so there the unique violation itself is the answer.
    */
    const [row] =
      db.connection().dialect.name === 'postgres'
        ? await insert.onConflict('message_id').ignore().returning('id')
        : await insert.returning('id')
    if (row === undefined) return null
    return Number(typeof row === 'object' ? row.id : row)
  } catch (error) {
    if (isUniqueViolation(error)) return null
    throw error
  }
}

/* What became of a message; a quarantined one keeps its bytes until staff decide. */
async function settle(
  id: number,
  outcome: InboundOutcome,
  kept: { source: Buffer; envelope: Envelope } | null,
  decidedById: number | null = null
) {
  const now = storedTime(DateTime.now())
  await db
    .from('inbound_mails')
    .where('id', id)
    .update({
      status: outcome.status,
      reason: outcome.reason.slice(0, 80),
      thread_kind: outcome.thread?.kind ?? null,
      thread_id: outcome.thread?.id ?? null,
      posted_message_id: outcome.postedId ?? null,
      ...(outcome.authentication ? { authentication: outcome.authentication.slice(0, 120) } : {}),
      raw: kept ? kept.source : null,
      envelope: kept ? JSON.stringify(kept.envelope) : null,
      ...(decidedById ? { decided_by_id: decidedById, decided_at: now } : {}),
      updated_at: now,
    })
}

export type Decision = { status: 'released'; outcome: InboundOutcome } | { status: 'discarded' }

/*
| Staff release a quarantined message: it goes through the pipeline again as if its sender
| were vouched for (authentication and the recipient's address are not checked again, access
| still is), so it lands where its token or its references point, as the token's recipient.
| The row is claimed first (quarantined → processing), so two staff clicking at once post once.
| Answers null when the message is no longer waiting.
*/
export async function releaseInboundMail(id: number, staffId: number): Promise<Decision | null> {
  const row = await claimQuarantined(id)
  if (!row) return null
  const source = Buffer.from(row.raw)
  const envelope: Envelope = row.envelope ? JSON.parse(row.envelope) : {}
  try {
    const parsed = await simpleParser(source, { skipImageLinks: true, skipTextToHtml: true })
    const outcome = await handle(parsed, source, {
      messageId: row.message_id,
      from: row.from_address,
      recipients: recipientsOf(parsed, envelope),
      envelope,
      trusted: true,
    })
    await settle(
      id,
      outcome,
      outcome.status === 'quarantined' ? { source, envelope } : null,
      staffId
    )
    return { status: 'released', outcome }
  } catch (error) {
    await db.from('inbound_mails').where('id', id).update({ status: 'quarantined' })
    throw error
  }
}

/* Staff discard a quarantined message: nothing is posted, its bytes are dropped. */
export async function discardInboundMail(id: number, staffId: number): Promise<Decision | null> {
  const row = await claimQuarantined(id)
  if (!row) return null
  await settle(
    id,
    { status: 'discarded', reason: row.reason ?? 'discarded', messageId: row.message_id },
    null,
    staffId
  )
  return { status: 'discarded' }
}

async function claimQuarantined(id: number) {
  const claimed = await db
    .from('inbound_mails')
    .where('id', id)
    .where('status', 'quarantined')
    .whereNotNull('raw')
    .update({ status: 'processing' })
  const count = Array.isArray(claimed) ? Number(claimed[0] ?? 0) : Number(claimed)
  if (count === 0) return null
  return db.from('inbound_mails').where('id', id).first()
}
