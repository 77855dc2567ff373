import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney, type Money } from '@shared/projects'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { formatDateTime } from '~/lib/format'
import type { Clock } from '../types'
import { ProgressBar } from './progress_bar'
import { StatusBadge } from './status_badge'

export type ProjectFacts = {
  description: string | null
  status: string
  progress: number
  estimationHours: number | null
  price: Money | null
  owner: { fullName: string } | null
  createdAt: string
  updatedAt: string
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  )
}

/* The description and the project's figures; money in the viewer's language and the currency. */
export function ProjectDetails({ project, clock }: { project: ProjectFacts; clock: Clock }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const notSet = <span className="text-muted-foreground">{t('projects.show.notSet')}</span>
  const when = (iso: string) => (
    <time dateTime={iso} suppressHydrationWarning>
      {formatDateTime(iso, language, clock.timeZone)}
    </time>
  )

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{t('projects.show.about')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {project.description ? (
          <p className="text-sm leading-relaxed break-words whitespace-pre-line">
            {project.description}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{t('projects.show.noDescription')}</p>
        )}
        <dl className="grid grid-cols-2 gap-4">
          <Fact label={t('projects.fields.status')}>
            <StatusBadge status={project.status} />
          </Fact>
          <Fact label={t('projects.fields.progress')}>
            <ProgressBar value={project.progress} />
          </Fact>
          <Fact label={t('projects.fields.estimation')}>
            {project.estimationHours === null
              ? notSet
              : t('projects.show.hours', { count: project.estimationHours })}
          </Fact>
          <Fact label={t('projects.fields.price')}>
            {project.price ? formatMoney(project.price, language) : notSet}
          </Fact>
          <Fact label={t('projects.fields.owner')}>{project.owner?.fullName ?? notSet}</Fact>
          <Fact label={t('projects.fields.createdAt')}>{when(project.createdAt)}</Fact>
          <Fact label={t('projects.fields.updatedAt')}>{when(project.updatedAt)}</Fact>
        </dl>
      </CardContent>
    </Card>
  )
}
