import { forms, statement, value } from '#data/statement'
import { unreadConditions } from '#data/unread_sql'

/*
| The unread-message digest (app/actions/unread/send_unread_digests.ts). Run by the queue, never
| on a page: through knex on both databases.
*/

/*
| Members (who want the e-mail) with an unread, unmailed message older than the threshold, at
| most `perRun`. Values: sent before, claimed before, written before (stored times).
*/
export const digestCandidates = (perRun: number) =>
  statement(
    'digest_candidates',
    forms(
      (dialect) => `select pm.user_id as user_id, pm.project_id as project_id,
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
          where m.project_id = pm.project_id and ${unreadConditions(dialect)}
            and m.id > coalesce(r.digested_message_id, 0)
            and m.created_at <= ?
        )
      order by pm.user_id, pm.project_id
      limit ${Math.trunc(perRun)}`
    )
  )

/* Everything unread that no digest mentioned yet, oldest first. Values: user, project, after. */
export const DIGEST_MESSAGES = statement(
  'digest_messages',
  forms(
    (dialect) => `select m.id as id, m.body as body, a.full_name as author_name
      from messages m
      inner join project_members pm on pm.project_id = m.project_id
        and pm.user_id = ${value(dialect, '?')}
      left join project_reads r on r.project_id = m.project_id and r.user_id = pm.user_id
      left join users a on a.id = m.author_id
      where m.project_id = ${value(dialect, '?')} and m.id > ? and ${unreadConditions(dialect)}
      order by m.id asc`
  )
)
