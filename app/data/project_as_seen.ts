import Project from '#models/project'
import { ProjectSchema } from '#database/schema'
import { columnList } from '#data/columns'
import { COUNTS_SQL, viewerRoleSql } from '#data/project_sql'
import { forms, statement, statementOnce, value } from '#data/statement'

/*
| A project as one reader sees it (app/actions/projects/find_project.ts): with the reader's role
| and the counts. Values by name: `reader`, `id`.
*/
export const PROJECT_WITH_COUNTS = statement(
  'project_with_counts',
  forms(
    (dialect) => `select projects.*, ${viewerRoleSql(dialect)} as viewer_role, ${COUNTS_SQL}
  from projects where projects.id = ${value(dialect, 'id')}`
  )
)

/*
| Without the counts (every post, edit and list of messages asks this): a named statement on
| PostgreSQL, so its columns are listed, made once the model is loaded.
*/
export const projectAsSeen = statementOnce(
  'project_as_seen',
  () =>
    forms(
      (dialect) => `select ${columnList(Project, ProjectSchema, 'projects')},
    ${viewerRoleSql(dialect)} as viewer_role from projects where projects.id = ${value(dialect, 'id')}`
    ),
  { named: true }
)
