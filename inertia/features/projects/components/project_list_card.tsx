import type { ReactNode } from 'react'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import type { ProjectSummary } from '../types'
import { ProjectRow } from './project_row'

type Row = Pick<ProjectSummary, 'id' | 'name' | 'status' | 'progress'>

/* A titled card of project rows, or a line saying there are none. */
export function ProjectListCard<P extends Row>({
  id,
  title,
  projects,
  empty,
  footer,
  badge,
}: {
  id: string
  title: string
  projects: P[]
  empty: ReactNode
  footer?: ReactNode
  /* Drawn beside each project's name (the page composes it: unread messages). */
  badge?: (project: P) => ReactNode
}) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle id={id} className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="@container">
        {projects.length === 0 ? (
          <div className="text-sm text-muted-foreground">{empty}</div>
        ) : (
          <ul aria-labelledby={id} className="divide-y">
            {projects.map((project) => (
              <li key={project.id}>
                <ProjectRow project={project} badge={badge?.(project)} />
              </li>
            ))}
          </ul>
        )}
        {footer && <div className="mt-3 border-t pt-3">{footer}</div>}
      </CardContent>
    </Card>
  )
}
