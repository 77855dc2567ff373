import dashboardConfig from '#config/dashboard'
import { PENDING_INVITATION_SQL } from '#data/project_sql'
import { forms, statement, value } from '#data/statement'

/*
| The invitations waiting for the user (by their e-mail), newest first, with the project's name
| and who invited them: one query (a Lucid query with two preloads before). Values by name:
| `email`, `now`.
*/
export const PENDING_INVITATIONS = statement(
  'pending_invitations',
  forms(
    (dialect) => `select project_invitations.*, invited_project.name as invited_project_name,
    inviter.full_name as inviter_full_name
  from project_invitations
  inner join projects invited_project on invited_project.id = project_invitations.project_id
  left join users inviter on inviter.id = project_invitations.invited_by_id
  where ${PENDING_INVITATION_SQL} and project_invitations.email = ${value(dialect, 'email')}
  order by project_invitations.created_at desc, project_invitations.id desc
  limit ${Math.trunc(dashboardConfig.itemsPerList)}`
  )
)
