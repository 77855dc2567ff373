import { forms, statement } from '#data/statement'
import { fromIndex, matches, optional, readsProject, score } from '#data/search_sql'

/*
| Project files by name, as ProjectPolicy.readFile lets the reader read them: shared ones (sent
| with a message or put in the project's files), and the reader's own drafts. Values by name:
| q, user, staff, project, author, from, to, limit.
*/
export const SEARCH_FILES = statement(
  'search_files',
  forms(
    (dialect) => `select f.id, f.public_id, f.project_id, f.message_id, f.name, f.type, f.size,
        f.thumbnail_key, f.created_at, f.uploaded_by_id as author_id, a.full_name as author_name,
        p.name as project_name,
        ${score(dialect, 'search_files', 'f.name', 'f.created_at')} as score
      from ${fromIndex(dialect, 'search_files', 'files', 'f')}
      join projects p on p.id = f.project_id
      left join users a on a.id = f.uploaded_by_id
      where ${matches(dialect, 'search_files', 'f.name')}
        and f.project_id is not null and f.status = 'ready'
        and (f.message_id is not null or f.purpose = 'project'
          or f.uploaded_by_id = cast(:user as integer))
        and ${readsProject('f.project_id')}
        and ${optional('project', 'integer', 'f.project_id = cast(:project as integer)')}
        and ${optional('author', 'integer', 'f.uploaded_by_id = cast(:author as integer)')}
        and ${optional('from', 'timestamptz', `f.created_at >= ${dialect === 'sqlite' ? ':from' : 'cast(:from as timestamptz)'}`)}
        and ${optional('to', 'timestamptz', `f.created_at < ${dialect === 'sqlite' ? ':to' : 'cast(:to as timestamptz)'}`)}
      order by score desc, f.id desc
      limit cast(:limit as integer)`
  )
)
