import { Fragment, type ReactNode, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { dayKey, formatDayLabel } from '~/lib/format'
import type { Clock } from '~/hooks/use_clock'
import { cn } from '~/lib/utils'

/* Messages by the same author within this long of each other share one header. */
export const GROUP_WITHIN_MS = 5 * 60_000

export type ListEntry = {
  key: string
  /* When it was written; null while it is being sent (no divider, it joins the last day). */
  createdAt: string | null
  /* Who wrote it, as a key; null never joins a group (notices). */
  authorKey: string | null
  /* Starts a group of its own even after the same author (a reply with its quote). */
  standalone?: boolean
}

/*
| Every conversation in the product (the project chat, the inbox, the client's conversation page,
| the site's chat panel) lists its messages through this: oldest first, a divider above each
| day's first message ("Today", "Yesterday", the weekday, the date; in the reader's language and
| zone), and consecutive messages of one author within five minutes grouped under one header.
| What a message looks like is MessageRow's; `render` draws one with `grouped` decided here.
*/
export function MessageList<T extends ListEntry>({
  entries,
  clock,
  render,
  after,
  listRef,
  className,
}: {
  entries: T[]
  clock: Clock
  render: (entry: T, grouped: boolean) => ReactNode
  /* Drawn after the stored messages, inside the list (what is being sent). */
  after?: ReactNode
  listRef?: Ref<HTMLOListElement>
  className?: string
}) {
  const { i18n } = useTranslation()
  let day: string | null = null
  let last: T | null = null
  return (
    <ol ref={listRef} className={cn('grid grid-cols-1', className)}>
      {entries.map((entry) => {
        const entryDay = entry.createdAt ? dayKey(entry.createdAt, clock.timeZone) : day
        const newDay = entryDay !== null && entryDay !== day
        const previous = last
        const grouped =
          !newDay &&
          previous !== null &&
          !entry.standalone &&
          entry.authorKey !== null &&
          previous.authorKey === entry.authorKey &&
          (!entry.createdAt ||
            !previous.createdAt ||
            Date.parse(entry.createdAt) - Date.parse(previous.createdAt) < GROUP_WITHIN_MS)
        day = entryDay
        last = entry
        return (
          <Fragment key={entry.key}>
            {newDay && entry.createdAt && (
              <DayDivider
                label={formatDayLabel(entry.createdAt, clock.now, i18n.language, clock.timeZone)}
              />
            )}
            {render(entry, grouped)}
          </Fragment>
        )
      })}
      {after}
    </ol>
  )
}

export function DayDivider({ label }: { label: string }) {
  return (
    <li
      data-day-divider
      className="flex items-center gap-3 px-4 py-2 text-xs font-medium text-muted-foreground"
    >
      <span className="h-px flex-1 bg-border" aria-hidden />
      <span suppressHydrationWarning>{label}</span>
      <span className="h-px flex-1 bg-border" aria-hidden />
    </li>
  )
}
