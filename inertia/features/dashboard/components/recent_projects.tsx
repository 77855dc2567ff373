import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { ArrowRight } from 'lucide-react'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import type { DashboardProject } from '../lib/types'

/*
| Recent projects, each with the timeline's next step (what happens next, not only a status).
| The page composes the status badge and the unread badge (projects feature) into each row.
*/
export function RecentProjects({
  projects,
  aside,
}: {
  projects: DashboardProject[]
  aside: (project: DashboardProject) => ReactNode
}) {
  const { t } = useTranslation()
  return (
    <Card className="gap-0">
      <CardHeader className="pb-1">
        <CardTitle id="recent-projects" className="text-base">
          {t('dashboard.recent.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-labelledby="recent-projects" className="divide-y">
          {projects.map((project) => (
            <li
              key={project.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
            >
              <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
                <Link
                  route="projects.show"
                  routeParams={{ id: project.id }}
                  className="truncate rounded-sm font-medium hover:underline"
                >
                  {project.name}
                </Link>
                {project.nextStep && (
                  <p className="text-sm text-muted-foreground">
                    {t('dashboard.recent.next', {
                      step: t(`projects.timeline.steps.${project.nextStep}`),
                    })}
                  </p>
                )}
              </div>
              <div className="flex items-center gap-2">{aside(project)}</div>
            </li>
          ))}
        </ul>
        <p className="mt-1 border-t pt-3">
          <Link
            route="projects.index"
            className="inline-flex min-h-11 items-center gap-1 rounded-sm text-sm font-medium text-primary hover:underline sm:min-h-0"
          >
            {t('dashboard.recent.viewAll')}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </p>
      </CardContent>
    </Card>
  )
}
