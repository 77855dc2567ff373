import { forms, statement, value } from '#data/statement'

/*
| A project's memberships, oldest first, each with its member's account (id, name, e-mail,
| role): what `load('memberships')` with a preload of their users made, in one query of SQL text
| instead of two compiled builders and the preloader. Value: the project.
*/
export const PROJECT_MEMBERSHIPS = statement(
  'project_memberships',
  forms(
    (dialect) => `select pm.*, u.id as account_id, u.full_name as account_full_name,
        u.email as account_email, u.role as account_role
      from project_members pm
      left join users u on u.id = pm.user_id
      where pm.project_id = ${value(dialect, '?')}
      order by pm.created_at asc, pm.id asc`
  )
)
