import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { MessageSquare, Users } from 'lucide-react'
import type { Clock, ProjectSummary } from '../types'
import { ProgressBar } from './progress_bar'
import { RelativeTime } from '~/components/relative_time'
import { StatusBadge } from './status_badge'

/* One project in a list: the whole card is the link; figures below it; `badge` beside the name. */
export function ProjectCard({
  project,
  clock,
  badge,
}: {
  project: ProjectSummary
  clock: Clock
  badge?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <article className="relative grid gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/40">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold leading-snug">
          <Link
            route="projects.show"
            routeParams={{ id: project.id }}
            className="break-words outline-none after:absolute after:inset-0 after:rounded-xl"
          >
            {project.name}
          </Link>
        </h3>
        <div className="flex shrink-0 items-center gap-2">
          {badge}
          <StatusBadge status={project.status} />
        </div>
      </div>
      <ProgressBar
        value={project.progress}
        label={t('projects.fields.progressOf', { name: project.name })}
      />
      <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <div className="flex items-center gap-1">
          <dt>
            <Users className="size-3.5" aria-hidden />
            <span className="sr-only">{t('projects.fields.members')}</span>
          </dt>
          <dd>{t('projects.index.membersCount', { count: project.membersCount })}</dd>
        </div>
        <div className="flex items-center gap-1">
          <dt>
            <MessageSquare className="size-3.5" aria-hidden />
            <span className="sr-only">{t('projects.fields.messages')}</span>
          </dt>
          <dd>{t('projects.index.messagesCount', { count: project.messagesCount })}</dd>
        </div>
        <div className="flex items-center gap-1">
          <dt>{t('projects.fields.lastActivity')}:</dt>
          <dd>
            <RelativeTime iso={project.lastActivityAt} clock={clock} />
          </dd>
        </div>
      </dl>
    </article>
  )
}
