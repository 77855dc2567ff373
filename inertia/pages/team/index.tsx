import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { SearchX } from 'lucide-react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { Pagination, type PageMeta } from '~/components/pagination'
import { useClock } from '~/hooks/use_clock'
import { TeamTabs } from '~/features/team/components/team_tabs'
import { PeopleFilters } from '~/features/team/components/people_filters'
import { PeopleList } from '~/features/team/components/people_list'
import type { PeopleFilterValues } from '~/features/team/types'

type Props = {
  people: { data: Data.Person[]; metadata: PageMeta & { total: number } }
  filters: PeopleFilterValues
}

/* The back office's people (staff only): every account, searchable, newest first. */
export default function TeamIndex({ people, filters }: Props) {
  const { t } = useTranslation()
  const clock = useClock()
  const query = Object.fromEntries(
    Object.entries(filters).filter(([key, value]) => value && !(key === 'kind' && value === 'all'))
  ) as Record<string, string>

  return (
    <>
      <Head title={t('team.people.title')} />
      <div className="mx-auto grid max-w-6xl gap-6">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('team.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('team.description')}</p>
        </div>
        <TeamTabs current="people" />
        <PeopleFilters filters={filters} />
        <p role="status" className="text-sm text-muted-foreground">
          {t('team.people.results', { count: people.metadata.total })}
        </p>
        {people.data.length === 0 ? (
          <section className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-12 text-center">
            <SearchX className="size-8 text-muted-foreground" aria-hidden />
            <h2 className="font-semibold">{t('team.people.empty')}</h2>
            <Button asChild variant="outline" size="sm" className="mt-2">
              <Link route="team.index">{t('team.people.clear')}</Link>
            </Button>
          </section>
        ) : (
          <PeopleList people={people.data} clock={clock} />
        )}
        <Pagination route="team.index" meta={people.metadata} query={query} />
      </div>
    </>
  )
}
