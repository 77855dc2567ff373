import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProjectRole } from '@shared/projects'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { formatDateTime } from '~/lib/format'
import type { Clock } from '../types'

export type ProjectFacts = {
  description: string | null
  myRole: ProjectRole | null
  /* Whether the reader is the company's team (whatever their membership). */
  viewerIsStaff: boolean
  owner: { fullName: string } | null
  createdAt: string
  updatedAt: string
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  )
}

/*
| The description and the facts no other part of the page shows: status and progress live in the
| header, estimation and price in the plan, so each figure appears once.
*/
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
      <CardContent className="grid gap-4">
        {project.description ? (
          <p className="text-sm leading-relaxed break-words whitespace-pre-line">
            {project.description}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{t('projects.show.noDescription')}</p>
        )}
        <p className="text-sm text-muted-foreground">
          {project.viewerIsStaff
            ? t('projects.show.staffView')
            : project.myRole &&
              t('projects.show.yourRole', { role: t(`projects.roles.${project.myRole}`) })}
        </p>
        <dl className="grid grid-cols-2 gap-3">
          <Fact label={t('projects.fields.owner')}>{project.owner?.fullName ?? notSet}</Fact>
          <Fact label={t('projects.fields.createdAt')}>{when(project.createdAt)}</Fact>
          <Fact label={t('projects.fields.updatedAt')}>{when(project.updatedAt)}</Fact>
        </dl>
      </CardContent>
    </Card>
  )
}
