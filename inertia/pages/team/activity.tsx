import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { History } from 'lucide-react'
import type { Data } from '@generated/data'
import { Pagination, type PageMeta } from '~/components/pagination'
import { useClock } from '~/hooks/use_clock'
import { TeamTabs } from '~/features/team/components/team_tabs'
import { ActivityFilters } from '~/features/team/components/activity_filters'
import { AuditEntryItem } from '~/features/team/components/audit_entry'
import type { ActivityFilterValues } from '~/features/team/types'

type Props = {
  entries: { data: Data.AuditLog[]; metadata: PageMeta & { total: number } }
  actors: Data.AuditActor[]
  filters: ActivityFilterValues
}

/*
| The audit log (staff only): every change staff made to someone else's data and every staff
| sign-in, newest first. Read-only: nothing here edits or deletes an entry.
*/
export default function TeamActivity({ entries, actors, filters }: Props) {
  const { t } = useTranslation()
  const clock = useClock()
  const query: Record<string, string> = {}
  if (filters.actorId) query.actor = String(filters.actorId)
  if (filters.action) query.action = filters.action
  if (filters.from) query.from = filters.from
  if (filters.to) query.to = filters.to

  return (
    <>
      <Head title={t('team.activity.title')} />
      <div className="mx-auto grid max-w-6xl gap-6">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('team.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('team.activity.description')}</p>
        </div>
        <TeamTabs current="activity" />
        <ActivityFilters filters={filters} actors={actors} />
        <p role="status" className="text-sm text-muted-foreground">
          {t('team.activity.results', { count: entries.metadata.total })}
        </p>
        {entries.data.length === 0 ? (
          <section className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-12 text-center">
            <History className="size-8 text-muted-foreground" aria-hidden />
            <h2 className="font-semibold">{t('team.activity.empty')}</h2>
          </section>
        ) : (
          <ul className="grid gap-3" aria-label={t('team.activity.title')}>
            {entries.data.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} clock={clock} />
            ))}
          </ul>
        )}
        <Pagination route="team.activity" meta={entries.metadata} query={query} />
      </div>
    </>
  )
}
