import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
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

type Candidate = { userId: number; projectId: number; after: number }

/*
| The away digest (run every minute by UnreadDigestJob, start/scheduler.ts). A member with an
| unread message older than 15 minutes that no digest mentioned yet gets one e-mail for that
| project in their language: the project, who wrote, the first line of each message and a link.
| A project is mailed to a member at most once an hour, a message never twice, and never when
| the member turned the e-mail off (Settings > Notifications). Reading the chat moves the read
| position past what was unread, so read messages are never mailed. `now` is a parameter so
| tests control the clock. Returns how many digests were queued.
*/
export async function sendUnreadDigests(now = DateTime.now()) {
  let sent = 0
  for (const candidate of await candidates(now)) {
    const messages = await unreadMessages(candidate)
    if (messages.length === 0) continue
    const newestId = Math.max(...messages.map((message) => message.id))
    if (!(await claim(candidate, newestId, now))) continue
    const recipient = await db
      .from('users')
      .where('id', candidate.userId)
      .select('email', 'full_name', 'locale')
      .first()
    const project = await db.from('projects').where('id', candidate.projectId).first()
    if (!recipient || !project) continue
    await new UnreadDigestMail(
      { email: recipient.email, fullName: recipient.full_name, locale: recipient.locale },
      {
        projectId: project.id,
        projectName: project.name,
        messages: messages.slice(0, DIGEST_MESSAGES),
        total: messages.length,
      }
    ).queue()
    sent++
  }
  return sent
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
| only if the hour since the last one has passed, so two workers never mail twice.
*/
async function claim({ userId, projectId }: Candidate, newestId: number, now: DateTime) {
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
    .update({ digested_message_id: newestId, digest_sent_at: at, updated_at: at })
  return Number(Array.isArray(updated) ? updated[0] : updated) > 0
}
