import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { formatNumber } from '~/lib/format'

/*
| One of the team's queues: a title with how many wait in all, the oldest few as items, a line
| when none wait, and how many more there are than shown.
*/
export function QueueCard({
  id,
  title,
  count,
  shown,
  summary,
  empty,
  more,
  children,
}: {
  id: string
  title: string
  count: number
  shown: number
  summary?: ReactNode
  empty: string
  more?: ReactNode
  children: ReactNode
}) {
  const { t, i18n } = useTranslation()
  return (
    <Card className="gap-0">
      <CardHeader className="pb-1">
        <CardTitle id={id} className="flex items-center gap-2 text-base">
          {title}
          <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium tabular-nums text-muted-foreground">
            {formatNumber(count, i18n.language)}
          </span>
        </CardTitle>
        {summary && <p className="text-sm text-muted-foreground">{summary}</p>}
      </CardHeader>
      <CardContent>
        {shown === 0 ? (
          <p className="py-2 text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul aria-labelledby={id} className="divide-y">
            {children}
          </ul>
        )}
        {count > shown && (
          <p className="border-t pt-3 text-sm">
            {more ?? t('dashboard.attention.more', { count: count - shown })}
          </p>
        )}
      </CardContent>
    </Card>
  )
}
