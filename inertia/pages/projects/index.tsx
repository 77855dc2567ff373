import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { FolderPlus, Plus, SearchX } from 'lucide-react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { useSharedProps } from '~/hooks/use_page_props'
import { useClock } from '~/hooks/use_clock'
import { useProjectListLive } from '~/features/projects/hooks/use_project_list_live'
import { CreateProjectDialog } from '~/features/projects/components/create_project_dialog'
import { ProjectCard } from '~/features/projects/components/project_card'
import { ProjectFilters, type Filters } from '~/features/projects/components/project_filters'
import { Pagination, type PageMeta } from '~/components/pagination'
import { ProjectUnreadBadge } from '~/features/unread/components/project_unread_badge'

type Props = {
  projects: { data: Data.Project[]; metadata: PageMeta & { total: number } }
  filters: Filters
  hasAny: boolean
}

const LIST_PROPS = ['projects', 'hasAny']

export default function ProjectsIndex({ projects, filters, hasAny }: Props) {
  const { t } = useTranslation()
  const { user } = useSharedProps()
  const clock = useClock()
  useProjectListLive(LIST_PROPS)
  const isStaff = user?.role === 'super_admin'
  const query = Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value && value !== 'activity')
  ) as Record<string, string>

  const newProject = (
    <Button>
      <Plus aria-hidden />
      {t('projects.index.newProject')}
    </Button>
  )

  return (
    <>
      <Head title={t('projects.index.title')} />
      <div className="mx-auto grid max-w-6xl gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">{t('projects.index.title')}</h1>
            <p className="mt-1 text-muted-foreground">
              {isStaff ? t('projects.index.staffDescription') : t('projects.index.description')}
            </p>
          </div>
          {hasAny && <CreateProjectDialog trigger={newProject} />}
        </div>

        {!hasAny ? (
          <section className="flex flex-col items-center gap-4 rounded-xl border border-dashed bg-card px-6 py-16 text-center">
            <FolderPlus className="size-10 text-muted-foreground" aria-hidden />
            <h2 className="text-lg font-semibold">{t('projects.index.emptyTitle')}</h2>
            <p className="max-w-md text-sm text-muted-foreground">
              {t('projects.index.emptyText')}
            </p>
            <CreateProjectDialog
              trigger={
                <Button size="lg">
                  <Plus aria-hidden />
                  {t('projects.index.createFirst')}
                </Button>
              }
            />
          </section>
        ) : (
          <>
            <ProjectFilters filters={filters} only={LIST_PROPS.concat('filters')} />
            <p role="status" className="text-sm text-muted-foreground">
              {t('projects.index.results', { count: projects.metadata.total })}
            </p>
            {projects.data.length === 0 ? (
              <section className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-12 text-center">
                <SearchX className="size-8 text-muted-foreground" aria-hidden />
                <h2 className="font-semibold">{t('projects.index.emptySearch')}</h2>
                <p className="text-sm text-muted-foreground">
                  {t('projects.index.emptySearchHint')}
                </p>
                <Button asChild variant="outline" size="sm" className="mt-2">
                  <Link route="projects.index">{t('projects.index.clear')}</Link>
                </Button>
              </section>
            ) : (
              <ul
                aria-label={t('projects.index.title')}
                className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
              >
                {projects.data.map((project) => (
                  <li key={project.id} className="grid">
                    <ProjectCard
                      project={project}
                      clock={clock}
                      badge={<ProjectUnreadBadge project={project} />}
                    />
                  </li>
                ))}
              </ul>
            )}
            <Pagination route="projects.index" meta={projects.metadata} query={query} />
          </>
        )}
      </div>
    </>
  )
}
