import type { ReactNode } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { useTranslation } from 'react-i18next'
import type { ProjectSummary } from '../types'
import { ProgressBar } from './progress_bar'
import { StatusBadge } from './status_badge'

/*
| A compact project line for the dashboard: name (the link), status and progress; on one line
| when its card is wide enough (a container query: the same row sits in wide and narrow cards).
*/
export function ProjectRow({
  project,
  badge,
}: {
  project: Pick<ProjectSummary, 'id' | 'name' | 'status' | 'progress'>
  badge?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-2 py-3 @lg:grid-cols-[minmax(0,1fr)_auto_10rem] @lg:items-center @lg:gap-4">
      <div className="flex min-w-0 items-center gap-2">
        <Link
          route="projects.show"
          routeParams={{ id: project.id }}
          className="truncate rounded-sm font-medium hover:underline"
        >
          {project.name}
        </Link>
        {badge}
      </div>
      <StatusBadge status={project.status} className="justify-self-start" />
      <ProgressBar
        value={project.progress}
        label={t('projects.fields.progressOf', { name: project.name })}
      />
    </div>
  )
}
