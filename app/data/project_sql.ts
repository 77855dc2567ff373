import { value, type Place } from '#data/statement'

/*
| A project as one reader sees it, in SQL text with the reader as the named binding `:reader`:
| the Project model's scopes and the project reads (project_as_seen.ts, dashboard_project_lists.ts)
| use these, so each rule is written once. Text rather than query builders: knex compiled the
| builders' subqueries on every request, which cost more than running them.
*/

/* Someone outside the project does not see it (staff see every project: no condition). */
export const memberSql = (place: Place) => `exists (select 1 from project_members visible_pm
  where visible_pm.project_id = projects.id and visible_pm.user_id = ${value(place, 'reader')})`

/* The reader's role in the project, null outside it. */
export const viewerRoleSql = (
  place: Place
) => `(select viewer_pm.role from project_members viewer_pm
  where viewer_pm.project_id = projects.id and viewer_pm.user_id = ${value(place, 'reader')} limit 1)`

/* Members, and written messages (notices do not count). No binding. */
export const COUNTS_SQL = `(select count(*) from project_members counted_pm
    where counted_pm.project_id = projects.id) as members_count,
  (select count(*) from messages counted_m
    where counted_m.project_id = projects.id and counted_m.kind = 'message') as messages_count`

/*
| Neither used, revoked nor past its expiry at `:now` (`pendingNow()` in the model): the
| invitations' scope, and the dashboard's list and count.
*/
export const PENDING_INVITATION_SQL = `project_invitations.accepted_at is null
  and project_invitations.revoked_at is null and project_invitations.expires_at > :now`
