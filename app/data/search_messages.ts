import { forms, statement } from '#data/statement'
import { fromIndex, matches, optional, readsProject, score } from '#data/search_sql'

/*
| Project chat messages matching a query, as the reader may read them (permissions are part of
| the query): staff every project's, anyone else only their projects'. Filters: a project, an
| author, with files, a date range. Values by name: q, user, staff, project, author, hasFiles,
| from, to, limit.
*/
export const SEARCH_MESSAGES = statement(
  'search_messages',
  forms(
    (dialect) => `select m.id, m.project_id, m.body, m.created_at, m.author_id,
        a.full_name as author_name, p.name as project_name,
        ${score(dialect, 'search_messages', 'm.body', 'm.created_at')} as score
      from ${fromIndex(dialect, 'search_messages', 'messages', 'm')}
      join projects p on p.id = m.project_id
      left join users a on a.id = m.author_id
      where ${matches(dialect, 'search_messages', 'm.body')}
        and m.kind = 'message' and m.deleted_at is null
        and ${readsProject('m.project_id')}
        and ${optional('project', 'integer', 'm.project_id = cast(:project as integer)')}
        and ${optional('author', 'integer', 'm.author_id = cast(:author as integer)')}
        and (cast(:hasFiles as integer) = 0 or exists (select 1 from files f
          where f.message_id = m.id and f.status = 'ready'))
        and ${optional('from', 'timestamptz', `m.created_at >= ${dialect === 'sqlite' ? ':from' : 'cast(:from as timestamptz)'}`)}
        and ${optional('to', 'timestamptz', `m.created_at < ${dialect === 'sqlite' ? ':to' : 'cast(:to as timestamptz)'}`)}
      order by score desc, m.id desc
      limit cast(:limit as integer)`
  )
)
