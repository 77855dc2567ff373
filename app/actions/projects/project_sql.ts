/*
| A project as one reader sees it, in SQL text with the reader as knex's named binding `:reader`
| (`db.raw(text, { reader: user.id })`): the Project model's scopes and the dashboard's lists
| (app/actions/dashboard/project_lists.ts) read these, so each rule is written once. Text
| rather than query builders: knex compiled the builders' subqueries on every request, which
| cost more than running them (issue 23).
*/

/* Someone outside the project does not see it (staff see every project: no condition). */
export const MEMBER_SQL = `exists (select 1 from project_members visible_pm
  where visible_pm.project_id = projects.id and visible_pm.user_id = :reader)`

/* The reader's role in the project, null outside it. */
export const VIEWER_ROLE_SQL = `(select viewer_pm.role from project_members viewer_pm
  where viewer_pm.project_id = projects.id and viewer_pm.user_id = :reader limit 1)`

/* Members, and written messages (notices do not count). No binding. */
export const COUNTS_SQL = `(select count(*) from project_members counted_pm
    where counted_pm.project_id = projects.id) as members_count,
  (select count(*) from messages counted_m
    where counted_m.project_id = projects.id and counted_m.kind = 'message') as messages_count`
