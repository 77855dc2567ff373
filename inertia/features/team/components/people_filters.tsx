import { useTranslation } from 'react-i18next'
import { Search } from 'lucide-react'
import { PEOPLE_KINDS, SEARCH_MAX } from '@shared/audit'
import { urlFor } from '~/client'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native_select'
import { useLiveFilters } from '~/hooks/use_live_filters'
import type { PeopleFilterValues } from '../types'

/*
| Search by name or e-mail, and staff / clients / deactivated: a GET form (plain HTML works too)
| whose changes reload the list; the address keeps the filters.
*/
export function PeopleFilters({ filters }: { filters: PeopleFilterValues }) {
  const { t } = useTranslation()
  const { values, change, submit } = useLiveFilters(
    'team.index',
    filters,
    ['people', 'filters'],
    toQuery
  )
  return (
    <form
      role="search"
      aria-label={t('team.people.filters')}
      method="get"
      action={urlFor('team.index')}
      onSubmit={submit}
      className="grid items-end gap-3 sm:grid-cols-[1fr_auto]"
    >
      <div className="grid gap-2">
        <Label htmlFor="people-search">{t('team.people.search')}</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id="people-search"
            type="search"
            name="q"
            value={values.q}
            maxLength={SEARCH_MAX}
            placeholder={t('team.people.searchPlaceholder')}
            onChange={(event) => change({ q: event.target.value }, 350)}
            className="pl-9"
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="people-kind">{t('team.people.kind')}</Label>
        <NativeSelect
          id="people-kind"
          name="kind"
          value={values.kind}
          onChange={(event) => change({ kind: event.target.value })}
          className="sm:w-48"
        >
          {PEOPLE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`team.people.kinds.${kind}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </form>
  )
}

function toQuery(next: PeopleFilterValues) {
  const query: Record<string, string> = {}
  if (next.q.trim()) query.q = next.q.trim()
  if (next.kind && next.kind !== 'all') query.kind = next.kind
  return query
}
