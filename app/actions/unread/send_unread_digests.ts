import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { storedTime } from '#actions/unread/unread'
import { read } from '#data/run'
import { digestCandidates, DIGEST_MESSAGES as UNREAD_SINCE } from '#data/unread_digests'
import { raisedTo } from '#data/expressions'
import { mentionedIds, withMentionNames } from '#shared/notifications'
import UnreadDigestMail, { type DigestMessage } from '#mails/unread_digest_mail'

/* Unread for this long means the member is away: they get an e-mail. */
export const DIGEST_AFTER_MINUTES = 15
/* At most one digest per member and project in this time. */
export const DIGEST_EVERY_MINUTES = 60
/* Messages quoted in one digest; the rest are counted ("and 4 more"). */
export const DIGEST_MESSAGES = 10
/* Digests one run sends at most; the next run (a minute later) takes the rest. */
const DIGESTS_PER_RUN = 500
const CANDIDATES = digestCandidates(DIGESTS_PER_RUN)
/* How long a run holds a digest it is storing; a run that died lets go after this. */
const DIGEST_CLAIM_MINUTES = 15

type Candidate = { userId: number; projectId: number; after: number }

/*
| The away digest (run every minute by UnreadDigestJob, start/scheduler.ts). A member with an
| unread message older than 15 minutes that no digest mentioned yet gets one e-mail for that
| project in their language: the project, who wrote, the first line of each message and a link.
| A project is mailed to a member at most once an hour, a message never twice, and never when
| the member turned the e-mail off (Settings > Notifications). Reading the chat moves the read
| position past what was unread, so read messages are never mailed. `now` is a parameter so
| tests control the clock. Returns how many digests the mail server accepted.
|
| Each digest is claimed first (one conditional update), so two runs or processes never mail it
| twice, then stored in the outbox in the same transaction that records it (the messages it
| covers, and the hour's start): the outbox hands it to the server, retrying for a day, and
| lists it for staff if it finally fails. Returns how many digests were stored.
*/
export async function sendUnreadDigests(now = DateTime.now()) {
  let sent = 0
  for (const candidate of await candidates(now)) {
    const messages = await unreadMessages(candidate)
    if (messages.length === 0) continue
    const newestId = Math.max(...messages.map((message) => message.id))
    const claim = await claimDigest(candidate, newestId, now)
    if (!claim) continue
    const digest = await digestMail(candidate, messages, newestId)
    if (!digest) {
      await settle(candidate, newestId, null)
      continue
    }
    await db.transaction(async (trx) => {
      await digest.queue(trx)
      await settle(candidate, newestId, now, trx)
    })
    sent++
  }
  return sent
}

async function digestMail(
  { userId, projectId }: Candidate,
  messages: DigestMessage[],
  newestId: number
) {
  const recipient = await db
    .from('users')
    .where('id', userId)
    .select('email', 'full_name', 'locale', 'email_replies')
    .first()
  const project = await db.from('projects').where('id', projectId).first()
  if (!recipient || !project) return null
  return new UnreadDigestMail(
    { email: recipient.email, fullName: recipient.full_name, locale: recipient.locale },
    {
      projectId: project.id,
      // "Reply by e-mail" off: no reply address, and the e-mail says answers are not read.
      recipientId:
        recipient.email_replies === false || recipient.email_replies === 0 ? undefined : userId,
      projectName: project.name,
      messages: messages.slice(0, DIGEST_MESSAGES),
      total: messages.length,
    },
    `digest-${userId}-${projectId}-${newestId}`
  )
}

/* Members (who want the e-mail) with an unread, unmailed message older than the threshold. */
async function candidates(now: DateTime): Promise<Candidate[]> {
  const rows = await read(CANDIDATES, [
    storedTime(now.minus({ minutes: DIGEST_EVERY_MINUTES })),
    storedTime(now),
    storedTime(now.minus({ minutes: DIGEST_AFTER_MINUTES })),
  ])
  return rows.map((row) => ({
    userId: Number(row.user_id),
    projectId: Number(row.project_id),
    after: Math.max(Number(row.read_id), Number(row.digested_id)),
  }))
}

/* Everything unread that no digest mentioned yet, oldest first, with its author's name. */
async function unreadMessages({ userId, projectId, after }: Candidate): Promise<DigestMessage[]> {
  const stored = await read(UNREAD_SINCE, [userId, projectId, after])
  // Mentions are stored as `<@12>`: the e-mail names the people, as the chat shows them.
  const names = await mentionNames(stored.flatMap((row) => mentionedIds(String(row.body))))
  const messages: DigestMessage[] = stored.map((row) => ({
    id: Number(row.id),
    authorName: row.author_name ?? null,
    text: withMentionNames(String(row.body), names, '…'),
  }))
  // Their files by name (the e-mail links to them; it never carries them).
  const files = messages.length
    ? await db
        .from('files')
        .whereIn(
          'message_id',
          messages.map((message) => message.id)
        )
        .orderBy('id', 'asc')
        .select('message_id', 'public_id', 'name')
    : []
  for (const message of messages) {
    const own = files.filter((file) => Number(file.message_id) === message.id)
    if (own.length) message.files = own.map((file) => ({ id: file.public_id, name: file.name }))
  }
  return messages
}

async function mentionNames(ids: number[]) {
  if (ids.length === 0) return new Map<number, string>()
  const rows = await db
    .from('users')
    .whereIn('id', [...new Set(ids)])
    .select('id', 'full_name')
  return new Map(rows.map((row) => [Number(row.id), String(row.full_name)]))
}

/*
| Takes the digest for this member and project: only one run (or process) wins the update, and
| only if the hour since the last accepted one has passed and nobody holds it. Answers the
| claim's end, which a retry is set against.
*/
async function claimDigest({ userId, projectId }: Candidate, newestId: number, now: DateTime) {
  const at = storedTime(now)
  await db
    .table('project_reads')
    .insert({
      project_id: projectId,
      user_id: userId,
      last_read_message_id: 0,
      digested_message_id: 0,
      created_at: at,
      updated_at: at,
    })
    .onConflict(['user_id', 'project_id'])
    .ignore()
  const until = storedTime(now.plus({ minutes: DIGEST_CLAIM_MINUTES }))
  const updated = await db
    .from('project_reads')
    .where('project_id', projectId)
    .where('user_id', userId)
    .where('digested_message_id', '<', newestId)
    .where((query) =>
      query
        .whereNull('digest_sent_at')
        .orWhere('digest_sent_at', '<=', storedTime(now.minus({ minutes: DIGEST_EVERY_MINUTES })))
    )
    .where((query) =>
      query.whereNull('digest_claimed_until').orWhere('digest_claimed_until', '<=', at)
    )
    .update({ digest_claimed_until: until, updated_at: at })
  return Number(Array.isArray(updated) ? updated[0] : updated) > 0 ? until : null
}

/*
| The digest is done with the messages up to `newestId`: accepted by the server (`sentAt`, which
| starts the hour), or refused for good or with nobody left to send it to (null: the hour keeps
| its last start). Its claim ends.
*/
async function settle(
  { userId, projectId }: Candidate,
  newestId: number,
  sentAt: DateTime | null,
  client: Pick<typeof db, 'from'> = db
) {
  await client
    .from('project_reads')
    .where('project_id', projectId)
    .where('user_id', userId)
    .update({
      digested_message_id: raisedTo('digested_message_id', newestId),
      ...(sentAt ? { digest_sent_at: storedTime(sentAt) } : {}),
      digest_claimed_until: null,
      updated_at: storedTime(sentAt ?? DateTime.now()),
    })
}
