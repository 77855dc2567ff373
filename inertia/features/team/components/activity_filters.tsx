import { useTranslation } from 'react-i18next'
import { AUDIT_ACTIONS } from '@shared/audit'
import { urlFor } from '~/client'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native_select'
import { useLiveFilters } from '~/hooks/use_live_filters'
import type { ActivityFilterValues } from '../types'

/* Who acted, what they did, between which days: a GET form whose changes reload the log. */
export function ActivityFilters({
  filters,
  actors,
}: {
  filters: ActivityFilterValues
  actors: { id: number; name: string }[]
}) {
  const { t } = useTranslation()
  const { values, change, submit } = useLiveFilters(
    'team.activity',
    filters,
    ['entries', 'filters'],
    toQuery
  )
  return (
    <form
      role="search"
      aria-label={t('team.activity.filters')}
      method="get"
      action={urlFor('team.activity')}
      onSubmit={submit}
      className="grid grid-cols-2 items-end gap-3 lg:grid-cols-4"
    >
      <div className="col-span-2 grid gap-2 sm:col-span-1">
        <Label htmlFor="activity-actor">{t('team.activity.actor')}</Label>
        <NativeSelect
          id="activity-actor"
          name="actor"
          value={values.actorId ?? ''}
          onChange={(event) => change({ actorId: Number(event.target.value) || null })}
        >
          <option value="">{t('team.activity.everyone')}</option>
          {actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="col-span-2 grid gap-2 sm:col-span-1">
        <Label htmlFor="activity-action">{t('team.activity.action')}</Label>
        <NativeSelect
          id="activity-action"
          name="action"
          value={values.action ?? ''}
          onChange={(event) => change({ action: event.target.value || null })}
        >
          <option value="">{t('team.activity.allActions')}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`team.actions.${action}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="activity-from">{t('team.activity.from')}</Label>
        <Input
          id="activity-from"
          type="date"
          name="from"
          value={values.from ?? ''}
          onChange={(event) => change({ from: event.target.value || null })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="activity-to">{t('team.activity.to')}</Label>
        <Input
          id="activity-to"
          type="date"
          name="to"
          value={values.to ?? ''}
          onChange={(event) => change({ to: event.target.value || null })}
        />
      </div>
    </form>
  )
}

function toQuery(next: ActivityFilterValues) {
  const query: Record<string, string> = {}
  if (next.actorId) query.actor = String(next.actorId)
  if (next.action) query.action = next.action
  if (next.from) query.from = next.from
  if (next.to) query.to = next.to
  return query
}
