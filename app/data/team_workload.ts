import { sameOnBoth, statement } from '#data/statement'

/*
| Each staff member's open conversations (assigned to them) and active projects (not completed
| or cancelled, where they are in the project's team), in one query whatever the team's size.
| No values.
*/
export const TEAM_WORKLOAD = statement(
  'team_workload',
  sameOnBoth(`select users.id, users.full_name,
        (select count(*) from conversations
          where conversations.assigned_to_id = users.id and conversations.status = 'open'
            and conversations.blocked_at is null) as open_conversations,
        (select count(*) from project_members
          inner join projects on projects.id = project_members.project_id
          where project_members.user_id = users.id
            and projects.status not in ('completed', 'cancelled')) as active_projects
      from users where users.role = 'super_admin'
      order by lower(users.full_name) asc limit 100`)
)
