import { useTranslation } from 'react-i18next'
import { Search } from 'lucide-react'
import { PROJECT_STATUSES } from '@shared/projects'
import { urlFor } from '~/client'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native_select'
import { useLiveFilters } from '~/hooks/use_live_filters'

export type Filters = { q: string; status: string | null; sort: string }

const SORTS = ['activity', 'name', 'created'] as const
const sortLabel = { activity: 'sortActivity', name: 'sortName', created: 'sortCreated' } as const

/*
| Search by name, filter by status, sort: a GET form (it works as plain HTML too) whose changes
| reload just the list. Typing searches after a short pause; the address keeps the filters, so a
| reload or a shared link shows the same list.
*/
export function ProjectFilters({ filters, only }: { filters: Filters; only: string[] }) {
  const { t } = useTranslation()
  const { values, change, submit } = useLiveFilters('projects.index', filters, only, toQuery)

  return (
    <form
      role="search"
      aria-label={t('projects.index.filters')}
      method="get"
      action={urlFor('projects.index')}
      onSubmit={submit}
      className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[1fr_auto_auto]"
    >
      <div className="col-span-2 grid gap-2 sm:col-span-1">
        <Label htmlFor="project-search">{t('projects.index.search')}</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id="project-search"
            type="search"
            name="q"
            value={values.q}
            maxLength={100}
            onChange={(event) => change({ q: event.target.value }, 350)}
            className="pl-9"
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="project-status">{t('projects.index.status')}</Label>
        <NativeSelect
          id="project-status"
          name="status"
          value={values.status ?? ''}
          onChange={(event) => change({ status: event.target.value })}
          className="sm:w-44"
        >
          <option value="">{t('projects.index.allStatuses')}</option>
          {PROJECT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`projects.statuses.${status}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="project-sort">{t('projects.index.sort')}</Label>
        <NativeSelect
          id="project-sort"
          name="sort"
          value={values.sort || 'activity'}
          onChange={(event) => change({ sort: event.target.value })}
          className="sm:w-44"
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`projects.index.${sortLabel[sort]}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </form>
  )
}

function toQuery(next: Filters) {
  const query: Record<string, string> = {}
  if (next.q.trim()) query.q = next.q.trim()
  if (next.status) query.status = next.status
  if (next.sort && next.sort !== 'activity') query.sort = next.sort
  return query
}
