import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import { deliveryFailure } from '#services/delivery_failures'
import { allRows, storedTime, UNREAD_CONDITIONS } from '#actions/unread/unread'
import UnreadDigestMail, { type DigestMessage } from '#mails/unread_digest_mail'

/* Unread for this long means the member is away: they get an e-mail. */
export const DIGEST_AFTER_MINUTES = 15
/* At most one digest per member and project in this time. */
export const DIGEST_EVERY_MINUTES = 60
/* Messages quoted in one digest; the rest are counted ("and 4 more"). */
export const DIGEST_MESSAGES = 10
/* Digests one run sends at most; the next run (a minute later) takes the rest. */
const DIGESTS_PER_RUN = 500
/* A digest the mail server did not take is tried again this much later. */
export const DIGEST_RETRY_MINUTES = 5
/* How long a run holds a digest it is handing over: longer than any SMTP exchange can last. */
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
| The run hands each digest to the mail server itself and records it as sent only once the
| server accepted it: the database, not a queued job, remembers what is still owed, so an outage
| of any length delays a digest and never loses it. Each digest is claimed first (one
| conditional update), so two runs or processes never mail it twice. A refused digest is tried
| again a few minutes later (with whatever is unread by then); a permanent refusal (5xx) ends
| it like a sent one, without counting as the hour's digest; an unreachable server ends the run.
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
    try {
      await mail.use().send(digest)
    } catch (error) {
      const failure = deliveryFailure(error)
      logger.warn(
        { userId: candidate.userId, projectId: candidate.projectId, reason: failure.reason },
        failure.permanent
          ? 'An away digest was refused for good'
          : 'An away digest waits for a retry'
      )
      if (failure.permanent) await settle(candidate, newestId, null)
      else await retryLater(candidate, claim, now)
      if (failure.unreachable) break
      continue
    }
    await settle(candidate, newestId, now)
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
    .select('email', 'full_name', 'locale')
    .first()
  const project = await db.from('projects').where('id', projectId).first()
  if (!recipient || !project) return null
  return new UnreadDigestMail(
    { email: recipient.email, fullName: recipient.full_name, locale: recipient.locale },
    {
      projectId: project.id,
      projectName: project.name,
      messages: messages.slice(0, DIGEST_MESSAGES),
      total: messages.length,
    },
    `digest-${userId}-${projectId}-${newestId}`
  )
}

/* Members (who want the e-mail) with an unread, unmailed message older than the threshold. */
async function candidates(now: DateTime): Promise<Candidate[]> {
  const rows = await db.connection().rawQuery(
    `select pm.user_id as user_id, pm.project_id as project_id,
        coalesce(r.last_read_message_id, 0) as read_id,
        coalesce(r.digested_message_id, 0) as digested_id
      from project_members pm
      inner join users u on u.id = pm.user_id
      left join project_reads r on r.project_id = pm.project_id and r.user_id = pm.user_id
      where u.email_unread_messages
        and u.email_verified_at is not null
        and (r.digest_sent_at is null or r.digest_sent_at <= ?)
        and (r.digest_claimed_until is null or r.digest_claimed_until <= ?)
        and exists (
          select 1 from messages m
          where m.project_id = pm.project_id and ${UNREAD_CONDITIONS}
            and m.id > coalesce(r.digested_message_id, 0)
            and m.created_at <= ?
        )
      order by pm.user_id, pm.project_id
      limit ${DIGESTS_PER_RUN}`,
    [
      storedTime(now.minus({ minutes: DIGEST_EVERY_MINUTES })),
      storedTime(now),
      storedTime(now.minus({ minutes: DIGEST_AFTER_MINUTES })),
    ]
  )
  return allRows(rows).map((row) => ({
    userId: Number(row.user_id),
    projectId: Number(row.project_id),
    after: Math.max(Number(row.read_id), Number(row.digested_id)),
  }))
}

/* Everything unread that no digest mentioned yet, oldest first, with its author's name. */
async function unreadMessages({ userId, projectId, after }: Candidate): Promise<DigestMessage[]> {
  const rows = await db.connection().rawQuery(
    `select m.id as id, m.body as body, a.full_name as author_name
      from messages m
      inner join project_members pm on pm.project_id = m.project_id and pm.user_id = ?
      left join project_reads r on r.project_id = m.project_id and r.user_id = pm.user_id
      left join users a on a.id = m.author_id
      where m.project_id = ? and m.id > ? and ${UNREAD_CONDITIONS}
      order by m.id asc`,
    [userId, projectId, after]
  )
  return allRows(rows).map((row) => ({
    id: Number(row.id),
    authorName: row.author_name ?? null,
    text: String(row.body),
  }))
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
async function settle({ userId, projectId }: Candidate, newestId: number, sentAt: DateTime | null) {
  await db
    .from('project_reads')
    .where('project_id', projectId)
    .where('user_id', userId)
    .update({
      digested_message_id: db.raw(
        'case when digested_message_id < ? then ? else digested_message_id end',
        [newestId, newestId]
      ),
      ...(sentAt ? { digest_sent_at: storedTime(sentAt) } : {}),
      digest_claimed_until: null,
      updated_at: storedTime(sentAt ?? DateTime.now()),
    })
}

/* Not taken this time: the claim is shortened to the retry delay, unless someone else holds it now. */
async function retryLater({ userId, projectId }: Candidate, claim: string, now: DateTime) {
  await db
    .from('project_reads')
    .where('project_id', projectId)
    .where('user_id', userId)
    .where('digest_claimed_until', claim)
    .update({ digest_claimed_until: storedTime(now.plus({ minutes: DIGEST_RETRY_MINUTES })) })
}
