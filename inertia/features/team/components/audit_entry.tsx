import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { ArrowRight } from 'lucide-react'
import { formatDateTime } from '~/lib/format'
import type { AuditEntry, AuditValues, Clock } from '../types'

/* A value as a person reads it: a status or role by its name, money in the viewer's language. */
function useValueText() {
  const { t, i18n } = useTranslation()
  return (entry: AuditEntry, field: string, values: AuditValues | null) => {
    const value = values?.[field]
    if (value === null || value === undefined || value === '') return t('team.values.none')
    if (field === 'status' && entry.subject.type === 'project')
      return t(`projects.statuses.${value}`)
    if (field === 'status' && entry.subject.type === 'offer') return t(`offers.statuses.${value}`)
    if (field === 'role' && entry.subject.type === 'user') return t(`team.roles.${value}`)
    if (field === 'role') return t(`projects.roles.${value}`)
    if (field === 'active') return value ? t('team.values.active') : t('team.values.inactive')
    if (field === 'progress') return `${value} %`
    if (field === 'price' && typeof value === 'number') {
      const currency = String(values?.currency ?? 'EUR')
      return new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(
        value / 100
      )
    }
    return String(value)
  }
}

/* The record the entry is about, linked while it can still be opened. */
function Subject({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation()
  const { subject } = entry
  const label = subject.label ?? t(`team.subjects.${subject.type}`)
  const deleted = entry.action.endsWith('.deleted')
  if (subject.id && !deleted && subject.type === 'user') {
    return (
      <Link
        route="team.show"
        routeParams={{ id: subject.id }}
        className="underline-offset-4 hover:underline"
      >
        {label}
      </Link>
    )
  }
  if (subject.id && !deleted && subject.type === 'project') {
    return (
      <Link
        route="projects.show"
        routeParams={{ id: subject.id }}
        className="underline-offset-4 hover:underline"
      >
        {label}
      </Link>
    )
  }
  if (subject.id && !deleted && subject.type === 'offer') {
    return (
      <Link
        route="offers.show"
        routeParams={{ id: subject.id }}
        className="underline-offset-4 hover:underline"
      >
        {label}
      </Link>
    )
  }
  return <span>{label}</span>
}

/* Who did what to which record, the values that changed, when and from where. */
export function AuditEntryItem({ entry, clock }: { entry: AuditEntry; clock: Clock }) {
  const { t, i18n } = useTranslation()
  const valueText = useValueText()
  const fields = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ].filter((field) => field !== 'currency' || !('price' in (entry.after ?? {})))

  return (
    <li className="grid gap-2 rounded-xl border bg-card p-4 sm:grid-cols-[1fr_auto]">
      <div className="grid min-w-0 gap-1">
        <p>
          <span className="font-medium">{entry.actor.name}</span>
          {' · '}
          {t(`team.actions.${entry.action}`)}
        </p>
        <p className="text-sm break-words text-muted-foreground">
          <Subject entry={entry} />
        </p>
        {fields.length > 0 && (
          <dl className="mt-1 grid gap-1 text-sm">
            {fields.map((field) => (
              <div key={field} className="flex flex-wrap items-center gap-x-2">
                <dt className="text-muted-foreground">{t(`team.fields.${field}`)}:</dt>
                <dd className="flex flex-wrap items-center gap-x-2">
                  {entry.before && field in entry.before && (
                    <span className="line-through decoration-muted-foreground/60">
                      {valueText(entry, field, entry.before)}
                    </span>
                  )}
                  {entry.before && entry.after && field in entry.after && (
                    <ArrowRight
                      className="size-3.5 text-muted-foreground"
                      aria-label={t('team.activity.changedTo')}
                    />
                  )}
                  {entry.after && field in entry.after && (
                    <span>{valueText(entry, field, entry.after)}</span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <div className="text-sm text-muted-foreground sm:text-right">
        <time dateTime={entry.createdAt} suppressHydrationWarning>
          {formatDateTime(entry.createdAt, i18n.language, clock.timeZone)}
        </time>
        {entry.ip && (
          <p>
            <span className="sr-only">{t('team.activity.address')}: </span>
            {entry.ip}
          </p>
        )}
      </div>
    </li>
  )
}
