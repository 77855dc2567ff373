import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft } from 'lucide-react'
import { ProgressBar } from './progress_bar'
import { StatusBadge } from './status_badge'
import type { TimelineStep } from './workflow_timeline'

/*
| The project page's compact head: the name, the status, the progress and the next of the seven
| steps (with the reader's own action when the step waits for them), and the page's links. Status
| and progress appear here only.
*/
export function ProjectHeader({
  project,
  action,
  links,
}: {
  project: { name: string; status: string; progress: number; timeline: TimelineStep[] }
  /* The reader's part in the next step (a plan to accept, a build to test). */
  action?: ReactNode
  links: ReactNode
}) {
  const { t } = useTranslation()
  const total = project.timeline.length
  const next = project.timeline.findIndex((step) => !step.at)
  const stepText =
    project.status === 'cancelled'
      ? t('projects.show.cancelled')
      : next === -1
        ? t('projects.show.allDone')
        : `${t('projects.show.step', { step: next + 1, total })} · ${t('projects.show.nextStep', {
            step: t(`projects.timeline.steps.${project.timeline[next].step}`),
          })}`

  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-3">
        <div className="grid min-w-0 flex-1 gap-0.5">
          <Link
            route="projects.index"
            className="inline-flex w-fit items-center gap-1 rounded-sm text-xs text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft className="size-3.5" aria-hidden />
            {t('projects.show.back')}
          </Link>
          <h1 className="truncate text-lg font-semibold tracking-tight lg:text-2xl">
            {project.name}
          </h1>
        </div>
        <div className="flex shrink-0 flex-wrap justify-end gap-1 lg:gap-2">{links}</div>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <StatusBadge status={project.status} />
        <ProgressBar value={project.progress} className="w-32 sm:w-40" />
        <p className="text-muted-foreground" data-testid="next-step">
          {stepText}
        </p>
        {action}
      </div>
    </div>
  )
}
