import type { ConversationStatus, InboxKind, InboxSort, InboxView } from '@shared/conversations'

export type InboxFilters = {
  view: InboxView
  status: ConversationStatus
  kind: InboxKind
  sort: InboxSort
  q: string
  /* A label's id; 0 for any. */
  label: number
  page: number
}

const defaults: InboxFilters = {
  view: 'all',
  status: 'open',
  kind: 'all',
  sort: 'waiting',
  q: '',
  label: 0,
  page: 1,
}

/* The list's query string without its defaults: what links and the URL carry. */
export function inboxQuery(filters: InboxFilters, next: Partial<InboxFilters> = {}) {
  const merged = { ...filters, ...next }
  return Object.fromEntries(
    Object.entries(merged).filter(
      ([key, value]) => value !== '' && value !== defaults[key as keyof InboxFilters]
    )
  ) as Partial<Record<keyof InboxFilters, string | number>>
}
