import { useState } from 'react'
import { Head, router } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'
import { Inbox as InboxIcon, Mail, MessageCircle, Search, SlidersHorizontal } from 'lucide-react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { NativeSelect } from '~/components/ui/native_select'
import { Badge } from '~/components/ui/badge'
import { cn } from '~/lib/utils'
import { inboxFilters, inboxKinds, type InboxFilter, type InboxKind } from '@shared/consulting'
import { ConversationStatusBadge } from '~/features/consulting/components/status_badge'
import { useInboxLive } from '~/features/consulting/hooks/use_inbox_live'
import { RelativeTime } from '~/features/consulting/components/relative_time'

type Item = Data.Conversation.Variants['toInboxItem']
type Props = {
  items: { data: Item[]; metadata: { currentPage: number; lastPage: number; total: number } }
  filters: { filter: InboxFilter; kind: InboxKind; q: string; page: number }
  unreadCount: number
}

const LIVE_PROPS = ['items', 'unreadCount']

export default function InboxIndex({ items, filters, unreadCount }: Props) {
  const { t } = useTranslation()
  useInboxLive(LIVE_PROPS)
  const filtered = filters.filter !== 'all' || filters.kind !== 'all' || filters.q !== ''
  const activeFilters = Number(filters.filter !== 'all') + Number(filters.kind !== 'all')
  // On a phone the two selects fold away behind a button (the list is what matters there); a
  // chosen filter keeps them open, so what narrows the list stays visible.
  const [filtersOpen, setFiltersOpen] = useState(activeFilters > 0)

  function apply(next: Partial<Props['filters']>) {
    const query = { ...filters, ...next, page: 1 }
    router.get(
      urlFor('inbox.index'),
      Object.fromEntries(
        Object.entries(query).filter(
          ([key, value]) => value && value !== 'all' && !(key === 'page' && value === 1)
        )
      ),
      { preserveState: true, replace: true }
    )
  }

  return (
    <>
      <Head title={t('inbox.title')} />
      <div className="mx-auto grid max-w-5xl gap-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">{t('inbox.title')}</h1>
            <p className="mt-1 text-muted-foreground">{t('inbox.description')}</p>
          </div>
          {unreadCount > 0 && (
            <Badge className="border-primary/30 bg-primary/10 text-primary">
              {t('inbox.unreadCount', { count: unreadCount })}
            </Badge>
          )}
        </div>

        <form
          role="search"
          className="grid gap-3 rounded-xl border bg-card p-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault()
            const data = new FormData(event.currentTarget)
            apply({ q: String(data.get('q') ?? '') })
          }}
        >
          <label className="grid gap-1 text-sm font-medium">
            {t('inbox.search.label')}
            <Input
              name="q"
              type="search"
              defaultValue={filters.q}
              placeholder={t('inbox.search.placeholder')}
            />
          </label>
          <div
            id="inbox-filter-fields"
            className={cn('grid grid-cols-2 gap-3 sm:contents', !filtersOpen && 'max-sm:hidden')}
          >
            <label className="grid gap-1 text-sm font-medium">
              {t('inbox.filters.label')}
              <NativeSelect
                value={filters.filter}
                onChange={(event) => apply({ filter: event.target.value as InboxFilter })}
              >
                {inboxFilters.map((value) => (
                  <option key={value} value={value}>
                    {t(`inbox.filters.${value}`)}
                  </option>
                ))}
              </NativeSelect>
            </label>
            <label className="grid gap-1 text-sm font-medium">
              {t('inbox.kinds.label')}
              <NativeSelect
                value={filters.kind}
                onChange={(event) => apply({ kind: event.target.value as InboxKind })}
              >
                {inboxKinds.map((value) => (
                  <option key={value} value={value}>
                    {t(`inbox.kinds.${value}`)}
                  </option>
                ))}
              </NativeSelect>
            </label>
          </div>
          <div className="flex gap-2 sm:contents">
            <Button
              type="button"
              variant="outline"
              className="flex-1 sm:hidden"
              aria-expanded={filtersOpen}
              aria-controls="inbox-filter-fields"
              onClick={() => setFiltersOpen((open) => !open)}
            >
              <SlidersHorizontal aria-hidden />
              {t('inbox.search.filters')}
              {activeFilters > 0 && (
                <Badge className="border-primary/30 bg-primary/10 px-1.5 text-primary tabular-nums">
                  {activeFilters}
                </Badge>
              )}
            </Button>
            <Button type="submit" variant="secondary" className="flex-1">
              <Search aria-hidden />
              {t('inbox.search.submit')}
            </Button>
          </div>
        </form>

        {items.data.length === 0 ? (
          <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
            <InboxIcon className="size-10 text-muted-foreground" aria-hidden />
            <p className="max-w-md text-sm text-muted-foreground">
              {filtered ? t('inbox.empty.filtered') : t('inbox.empty.none')}
            </p>
            {filtered && (
              <Button variant="outline" size="sm" asChild>
                <Link route="inbox.index">{t('inbox.search.clear')}</Link>
              </Button>
            )}
          </section>
        ) : (
          <ul
            className="divide-y overflow-hidden rounded-xl border bg-card"
            aria-label={t('inbox.title')}
          >
            {items.data.map((item) => (
              <li key={item.id}>
                <InboxRow item={item} />
              </li>
            ))}
          </ul>
        )}

        {items.metadata.lastPage > 1 && (
          <nav className="flex items-center justify-between text-sm" aria-label={t('inbox.title')}>
            {[items.metadata.currentPage - 1, items.metadata.currentPage + 1].map((page, index) =>
              page >= 1 && page <= items.metadata.lastPage ? (
                <Button key={index} variant="outline" size="sm" asChild>
                  <Link route="inbox.index" qs={{ ...filters, page }}>
                    {index === 0 ? '←' : '→'} {page}
                  </Link>
                </Button>
              ) : (
                <span key={index} />
              )
            )}
          </nav>
        )}
      </div>
    </>
  )
}

function InboxRow({ item }: { item: Item }) {
  const { t, i18n } = useTranslation()
  const Icon = item.kind === 'contact' ? Mail : MessageCircle
  const language = new Intl.DisplayNames([i18n.language], { type: 'language' })
  return (
    <Link
      route="inbox.show"
      routeParams={{ id: item.id }}
      className={cn(
        'grid gap-1 px-4 py-3 transition-colors hover:bg-accent focus-visible:bg-accent sm:grid-cols-[auto_1fr_auto] sm:gap-4',
        item.unread && 'bg-primary/5'
      )}
    >
      <span
        aria-hidden
        className={cn(
          'hidden size-9 items-center justify-center rounded-full sm:flex',
          item.unread ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground'
        )}
      >
        <Icon className="size-4" />
      </span>
      <span className="grid min-w-0 gap-0.5">
        <span className="flex flex-wrap items-center gap-2">
          <span className={cn('truncate', item.unread ? 'font-semibold' : 'font-medium')}>
            {item.name ?? t('inbox.row.anonymous')}
          </span>
          {item.client && <Badge className="bg-muted">{t('inbox.row.client')}</Badge>}
          {item.unread && <span className="sr-only">{t('inbox.row.unread')}</span>}
          {item.blocked && (
            <Badge className="border-destructive/40 text-destructive">
              {t('inbox.row.blocked')}
            </Badge>
          )}
          <ConversationStatusBadge status={item.status} kind={item.kind} />
        </span>
        <span className="truncate text-sm text-muted-foreground">
          {item.preview ?? t('inbox.row.noMessages')}
        </span>
        <span className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
          <span>{t(`inbox.kinds.${item.kind}`)}</span>
          <span>{safeLanguage(language, item.locale)}</span>
          {item.startedOn && (
            <span>
              {/* The landing page's path is a bare "/": named, it reads as a place. */}
              {item.startedOn === '/'
                ? t('inbox.row.startedOnHome')
                : t('inbox.row.startedOn', { page: item.startedOn })}
            </span>
          )}
          <span>
            {item.assignedTo
              ? t('inbox.row.assignedTo', { name: item.assignedTo.name })
              : t('inbox.row.unassigned')}
          </span>
        </span>
      </span>
      <span className="text-xs text-muted-foreground sm:text-right">
        <RelativeTime iso={item.lastActivityAt} />
      </span>
    </Link>
  )
}

function safeLanguage(names: Intl.DisplayNames, code: string) {
  try {
    return names.of(code) ?? code
  } catch {
    return code
  }
}
