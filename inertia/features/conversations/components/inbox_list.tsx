import { forwardRef, useEffect, useRef, type ReactNode } from 'react'
import { router } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { Inbox as InboxIcon, Mail, Search } from 'lucide-react'
import type { Data } from '@generated/data'
import { urlFor } from '~/client'
import { Input } from '~/components/ui/input'
import { NativeSelect } from '~/components/ui/native_select'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/utils'
import { conversationStatuses, inboxKinds, inboxSorts, inboxViews } from '@shared/conversations'
import type { InboxView } from '@shared/conversations'
import { inboxQuery, type InboxFilters } from '../lib/inbox_query'
import { usePersonName, waitedFor } from '../lib/person'
import { PersonAvatar } from './person_avatar'
import { RelativeTime } from './relative_time'
import { useNow } from '../hooks/use_now'
import { LabelBadge } from './label_badge'

export type InboxItem = Data.Conversation.Variants['toInboxItem']
export type InboxListProps = {
  items: { data: InboxItem[]; metadata: { currentPage: number; lastPage: number; total: number } }
  filters: InboxFilters
  counts: Record<InboxView, number>
  labels: Data.ConversationLabel[]
}

/*
| The inbox's first pane: whose threads (all, mine, unassigned, each with its unread count),
| open or closed, the order and the kind, a search, and the threads themselves. Each row says
| who (name or alias, with their colour), how long they have waited (or when it last moved),
| the last message and who has it. `cursor` is the row the keyboard is on (j/k).
*/
export function InboxList({
  items,
  filters,
  counts,
  labels,
  activeId,
  cursor,
  showCursor,
  onCursor,
  actions,
}: InboxListProps & {
  activeId: number | null
  cursor: number
  /* Marked only once the keyboard moved it: before that no row looks chosen. */
  showCursor: boolean
  onCursor: (index: number) => void
  actions: ReactNode
}) {
  const { t } = useTranslation()
  const rows = useRef<(HTMLAnchorElement | null)[]>([])
  const target = activeId ? urlFor('inbox.show', { id: activeId }) : urlFor('inbox.index')

  function apply(next: Partial<InboxFilters>) {
    router.get(target, inboxQuery(filters, { ...next, page: 1 }), {
      preserveState: true,
      preserveScroll: true,
      replace: true,
    })
  }

  // The keyboard's row takes the focus, so Enter opens it and a screen reader reads it.
  const lastCursor = useRef(cursor)
  useEffect(() => {
    if (lastCursor.current === cursor) return
    lastCursor.current = cursor
    // Only a keyboard move takes the focus; opening a conversation leaves it where it was.
    if (showCursor) rows.current[cursor]?.focus()
  }, [cursor, showCursor])

  return (
    <div className="flex min-h-0 flex-col">
      <div className="grid gap-3 border-b p-3">
        <div className="flex items-center justify-between gap-2">
          <h1 className="text-xl font-semibold tracking-tight">{t('inbox.title')}</h1>
          <div className="flex items-center gap-1">{actions}</div>
        </div>
        <nav aria-label={t('inbox.views.label')}>
          <ul className="flex gap-1 rounded-lg bg-muted p-1">
            {inboxViews.map((view) => (
              <li key={view} className="flex-auto">
                <Link
                  route={activeId ? 'inbox.show' : 'inbox.index'}
                  routeParams={activeId ? { id: activeId } : undefined}
                  qs={inboxQuery(filters, { view, page: 1 })}
                  preserveScroll
                  aria-current={filters.view === view ? 'page' : undefined}
                  className={cn(
                    'flex min-h-9 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium whitespace-nowrap text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
                    filters.view === view && 'bg-background text-foreground shadow-sm'
                  )}
                >
                  {t(`inbox.views.${view}`)}
                  {counts[view] > 0 && (
                    <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground tabular-nums">
                      <span className="sr-only">
                        {t('inbox.views.unread', { count: counts[view] })}
                      </span>
                      <span aria-hidden>{counts[view]}</span>
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid grid-cols-2 gap-2">
          <label className="grid gap-1 text-xs font-medium text-muted-foreground">
            {t('inbox.filters.status')}
            <NativeSelect
              value={filters.status}
              onChange={(event) => apply({ status: event.target.value as InboxFilters['status'] })}
            >
              {conversationStatuses.map((value) => (
                <option key={value} value={value}>
                  {t(`inbox.filters.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </label>
          <label className="grid gap-1 text-xs font-medium text-muted-foreground">
            {t('inbox.sort.label')}
            <NativeSelect
              value={filters.sort}
              onChange={(event) => apply({ sort: event.target.value as InboxFilters['sort'] })}
            >
              {inboxSorts.map((value) => (
                <option key={value} value={value}>
                  {t(`inbox.sort.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </label>
        </div>
        {labels.length > 0 && (
          <div className="grid gap-1">
            <label htmlFor="inbox-label" className="text-xs font-medium text-muted-foreground">
              {t('inbox.filters.labelFilter')}
            </label>
            <NativeSelect
              id="inbox-label"
              value={String(filters.label)}
              onChange={(event) => apply({ label: Number(event.target.value) })}
            >
              <option value="0">{t('inbox.filters.anyLabel')}</option>
              {labels.map((label) => (
                <option key={label.id} value={label.id}>
                  {label.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        <form
          role="search"
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            apply({ q: String(new FormData(event.currentTarget).get('q') ?? '') })
          }}
        >
          <NativeSelect
            aria-label={t('inbox.kinds.label')}
            className="w-32 shrink-0"
            value={filters.kind}
            onChange={(event) => apply({ kind: event.target.value as InboxFilters['kind'] })}
          >
            {inboxKinds.map((value) => (
              <option key={value} value={value}>
                {t(`inbox.kinds.${value}`)}
              </option>
            ))}
          </NativeSelect>
          <label className="sr-only" htmlFor="inbox-search">
            {t('inbox.search.label')}
          </label>
          <Input
            id="inbox-search"
            name="q"
            type="search"
            key={filters.q}
            defaultValue={filters.q}
            placeholder={t('inbox.search.placeholder')}
          />
          <Button
            type="submit"
            variant="secondary"
            size="icon"
            aria-label={t('inbox.search.submit')}
          >
            <Search aria-hidden />
          </Button>
        </form>
      </div>

      {items.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 px-6 py-14 text-center">
          <InboxIcon className="size-10 text-muted-foreground" aria-hidden />
          <p className="max-w-xs text-sm text-muted-foreground">
            {filters.q || filters.kind !== 'all' || filters.view !== 'all' || filters.label
              ? t('inbox.empty.filtered')
              : filters.status === 'closed'
                ? t('inbox.empty.noneClosed')
                : t('inbox.empty.none')}
          </p>
        </div>
      ) : (
        <ul className="min-h-0 flex-1 divide-y overflow-y-auto" aria-label={t('inbox.list.label')}>
          {items.data.map((item, index) => (
            <li key={item.id}>
              <InboxRow
                ref={(element) => {
                  rows.current[index] = element
                }}
                item={item}
                filters={filters}
                active={item.id === activeId}
                atCursor={showCursor && index === cursor}
                onFocus={() => onCursor(index)}
              />
            </li>
          ))}
        </ul>
      )}

      {items.metadata.lastPage > 1 && (
        <nav
          className="flex items-center justify-between border-t p-2 text-sm"
          aria-label={t('inbox.list.pages')}
        >
          {[items.metadata.currentPage - 1, items.metadata.currentPage + 1].map((page, index) =>
            page >= 1 && page <= items.metadata.lastPage ? (
              <Button key={index} variant="outline" size="sm" asChild>
                <Link
                  route={activeId ? 'inbox.show' : 'inbox.index'}
                  routeParams={activeId ? { id: activeId } : undefined}
                  qs={inboxQuery(filters, { page })}
                >
                  {index === 0 ? t('inbox.list.previous') : t('inbox.list.next')}
                </Link>
              </Button>
            ) : (
              <span key={index} />
            )
          )}
        </nav>
      )}
    </div>
  )
}

const InboxRow = forwardRef<
  HTMLAnchorElement,
  {
    item: InboxItem
    filters: InboxFilters
    active: boolean
    atCursor: boolean
    onFocus: () => void
  }
>(function InboxRow({ item, filters, active, atCursor, onFocus }, ref) {
  const { t, i18n } = useTranslation()
  const nameOf = usePersonName()
  const now = useNow()
  const name = nameOf(item)
  return (
    <Link
      ref={ref}
      route="inbox.show"
      routeParams={{ id: item.id }}
      qs={inboxQuery(filters)}
      preserveScroll
      onFocus={onFocus}
      aria-current={active ? 'page' : undefined}
      data-cursor={atCursor ? 'true' : undefined}
      className={cn(
        'flex gap-3 px-3 py-3 outline-none transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
        active && 'bg-accent',
        atCursor && !active && 'bg-accent/60'
      )}
    >
      <PersonAvatar name={name} colour={item.alias.colour} />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate', item.unread ? 'font-semibold' : 'font-medium')}>
            {name}
            {item.unread && <span className="sr-only">, {t('inbox.row.unread')}</span>}
          </span>
          <span className="shrink-0 text-xs text-muted-foreground">
            {item.waitingSince && item.status === 'open' ? (
              <span className="font-medium text-amber-800 dark:text-amber-300">
                {t('inbox.row.waiting', {
                  duration: waitedFor(item.waitingSince, now, i18n.language),
                })}
              </span>
            ) : (
              <RelativeTime iso={item.lastActivityAt} />
            )}
          </span>
        </span>
        <span
          className={cn(
            'truncate text-sm',
            item.unread ? 'text-foreground' : 'text-muted-foreground'
          )}
        >
          {item.preview ?? t('inbox.row.noMessages')}
        </span>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          {item.kind === 'contact' && (
            <span className="inline-flex items-center gap-1">
              <Mail aria-hidden className="size-3" />
              {t('inbox.kinds.contact')}
            </span>
          )}
          {item.client && <Badge className="bg-muted">{t('inbox.row.client')}</Badge>}
          {item.labels.map((label) => (
            <LabelBadge key={label.id} label={label} className="px-1.5 py-0 text-[0.7rem]" />
          ))}
          {item.blocked && (
            <Badge className="border-destructive/40 text-destructive">
              {t('inbox.row.blocked')}
            </Badge>
          )}
          <span className="truncate">
            {item.assignedTo
              ? t('inbox.row.assignedTo', { name: item.assignedTo.name })
              : t('inbox.row.unassigned')}
          </span>
        </span>
      </span>
      {item.unread && (
        <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />
      )}
    </Link>
  )
})
