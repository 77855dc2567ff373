import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft, Download } from 'lucide-react'
import { availabilityWords } from '@shared/availability'
import type { LabelColour } from '@shared/conversation_labels'
import { urlFor } from '~/client'
import { useSharedProps } from '~/hooks/use_page_props'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { cn } from '~/lib/utils'
import { formatDate, formatNumber } from '~/lib/format'
import { LabelDot } from '~/features/conversations/components/label_badge'
import { Stars } from '~/features/conversations/components/staff_rating'

type Timing = {
  conversations: number
  firstReplies: number
  firstReplyMedian: number | null
  firstReplyAverage: number | null
  resolved: number
  resolutionMedian: number | null
}

type Report = {
  weeks: number
  from: string
  to: string
  totals: Timing & { rated: number; ratingAverage: number | null }
  byWeek: (Timing & { week: string })[]
  byMember: (Timing & { member: { id: number; name: string } | null })[]
  byLabel: { label: { id: number; name: string; colour: string }; conversations: number }[]
  unlabelled: number
  byRating: { score: number; conversations: number }[]
}

/* Minutes within opening hours as "2 h 15 min" in the reader's language. */
function useDuration() {
  const { t, i18n } = useTranslation()
  return (minutes: number | null) => {
    if (minutes === null) return t('inbox.reports.noValue')
    const unit = (value: number, name: 'hour' | 'minute') =>
      new Intl.NumberFormat(i18n.language, {
        style: 'unit',
        unit: name,
        unitDisplay: 'short',
      }).format(value)
    if (minutes < 60) return unit(minutes, 'minute')
    const hours = Math.floor(minutes / 60)
    const rest = minutes % 60
    return rest ? `${unit(hours, 'hour')} ${unit(rest, 'minute')}` : unit(hours, 'hour')
  }
}

/*
| The inbox's reports (/inbox/reports, anchors: Chatwoot's and Intercom's reports): how fast the
| team answers and how well, for the last 4, 12 or 26 weeks. Times count the opening hours only.
| Each chart is a list of bars with its figure written beside it (the bars are a picture of
| the text, hidden from screen readers); the weeks and the team also come as tables; the CSV
| holds the same figures.
*/
export default function InboxReports({ report, ranges }: { report: Report; ranges: number[] }) {
  const { t, i18n } = useTranslation()
  const { availability } = useSharedProps()
  const duration = useDuration()
  const words = availabilityWords(availability, i18n.language)
  const weekLabel = (iso: string) => formatDate(`${iso}T12:00:00Z`, i18n.language, 'UTC')
  // The charts' rows are narrow: the week's Monday as day and month ("Nov 30", "30. 11.").
  const weekShort = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${iso}T12:00:00Z`))
  const maxWeek = Math.max(1, ...report.byWeek.map((week) => week.firstReplyMedian ?? 0))
  const maxResolution = Math.max(1, ...report.byWeek.map((week) => week.resolutionMedian ?? 0))
  const maxLabel = Math.max(1, report.unlabelled, ...report.byLabel.map((row) => row.conversations))
  const maxRating = Math.max(1, ...report.byRating.map((row) => row.conversations))

  return (
    <>
      <Head title={t('inbox.reports.title')} />
      <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
        <Link
          route="inbox.index"
          className="inline-flex w-fit items-center gap-1 rounded-md text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('inbox.show.back')}
        </Link>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">{t('inbox.reports.title')}</h1>
            <p className="mt-1 max-w-2xl text-sm text-muted-foreground">
              {t('inbox.reports.description', {
                firstDay: words.firstDay,
                lastDay: words.lastDay,
                opens: words.opens,
                closes: words.closes,
              })}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <nav aria-label={t('inbox.reports.range')}>
              <ul className="flex gap-1 rounded-lg bg-muted p-1">
                {ranges.map((weeks) => (
                  <li key={weeks}>
                    <Link
                      route="inbox.reports.index"
                      qs={{ weeks }}
                      aria-current={report.weeks === weeks ? 'page' : undefined}
                      className={cn(
                        'flex min-h-9 items-center rounded-md px-3 text-sm font-medium text-muted-foreground hover:text-foreground max-sm:min-h-11',
                        report.weeks === weeks && 'bg-background text-foreground shadow-sm'
                      )}
                    >
                      {t('inbox.reports.weeks', { count: weeks })}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <Button variant="outline" asChild>
              <a href={`${urlFor('inbox.reports.csv')}?weeks=${report.weeks}`} download>
                <Download aria-hidden />
                {t('inbox.reports.csv')}
              </a>
            </Button>
          </div>
        </div>

        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure
            term={t('inbox.reports.conversations')}
            value={formatNumber(report.totals.conversations, i18n.language)}
          />
          <Figure
            term={t('inbox.reports.firstReplyMedian')}
            value={duration(report.totals.firstReplyMedian)}
          />
          <Figure
            term={t('inbox.reports.resolutionMedian')}
            value={duration(report.totals.resolutionMedian)}
          />
          <Figure
            term={t('inbox.reports.ratingAverage')}
            value={
              report.totals.ratingAverage === null
                ? t('inbox.reports.noValue')
                : t('inbox.reports.ratingOf', {
                    score: formatNumber(report.totals.ratingAverage, i18n.language),
                    count: report.totals.rated,
                  })
            }
          />
        </dl>

        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
          <Chart title={t('inbox.reports.firstReplyByWeek')}>
            {report.byWeek.map((week) => (
              <Bar
                key={week.week}
                label={t('inbox.reports.weekOf', { date: weekShort(week.week) })}
                value={duration(week.firstReplyMedian)}
                share={(week.firstReplyMedian ?? 0) / maxWeek}
                tone="bg-primary"
              />
            ))}
          </Chart>
          <Chart title={t('inbox.reports.resolutionByWeek')}>
            {report.byWeek.map((week) => (
              <Bar
                key={week.week}
                label={t('inbox.reports.weekOf', { date: weekShort(week.week) })}
                value={duration(week.resolutionMedian)}
                share={(week.resolutionMedian ?? 0) / maxResolution}
                tone="bg-teal-600 dark:bg-teal-400"
              />
            ))}
          </Chart>
          <Chart title={t('inbox.reports.byLabel')}>
            {report.byLabel.map((row) => (
              <Bar
                key={row.label.id}
                label={
                  <span className="inline-flex items-center gap-1.5">
                    <LabelDot colour={row.label.colour as LabelColour} />
                    {row.label.name}
                  </span>
                }
                value={formatNumber(row.conversations, i18n.language)}
                share={row.conversations / maxLabel}
                tone="bg-primary"
              />
            ))}
            <Bar
              label={t('inbox.reports.unlabelled')}
              value={formatNumber(report.unlabelled, i18n.language)}
              share={report.unlabelled / maxLabel}
              tone="bg-muted-foreground/60"
            />
          </Chart>
          <Chart title={t('inbox.reports.byRating')}>
            {report.byRating.map((row) => (
              <Bar
                key={row.score}
                label={
                  <span className="inline-flex items-center gap-1.5">
                    <Stars score={row.score} />
                    {t('inbox.rating.score', { score: row.score })}
                  </span>
                }
                value={formatNumber(row.conversations, i18n.language)}
                share={row.conversations / maxRating}
                tone="bg-amber-500 dark:bg-amber-400"
              />
            ))}
          </Chart>
        </div>

        <Card>
          <CardHeader className="pb-3">
            <CardTitle className="text-base">{t('inbox.reports.byWeek')}</CardTitle>
          </CardHeader>
          <CardContent className="overflow-x-auto">
            <TimingTable
              caption={t('inbox.reports.byWeek')}
              first={t('inbox.reports.week')}
              rows={report.byWeek.map((week) => ({
                key: week.week,
                name: t('inbox.reports.weekOf', { date: weekLabel(week.week) }),
                timing: week,
              }))}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader className="pb-3">
            <CardTitle className="text-base">{t('inbox.reports.byMember')}</CardTitle>
          </CardHeader>
          <CardContent className="overflow-x-auto">
            {report.byMember.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('inbox.reports.noMembers')}</p>
            ) : (
              <TimingTable
                caption={t('inbox.reports.byMember')}
                first={t('inbox.reports.member')}
                rows={report.byMember.map((row) => ({
                  key: String(row.member?.id ?? 0),
                  name: row.member?.name ?? t('inbox.reports.nobody'),
                  timing: row,
                }))}
              />
            )}
          </CardContent>
        </Card>
      </div>
    </>
  )
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-xl border bg-card p-4">
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="mt-1 text-xl font-semibold tracking-tight tabular-nums">{value}</dd>
    </div>
  )
}

function Chart({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2" aria-label={title}>
          {children}
        </ul>
      </CardContent>
    </Card>
  )
}

function Bar({
  label,
  value,
  share,
  tone,
}: {
  label: React.ReactNode
  value: string
  share: number
  tone: string
}) {
  return (
    <li className="grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)_auto] items-center gap-3 text-sm">
      <span className="truncate text-muted-foreground">{label}</span>
      <span aria-hidden className="h-3 rounded-full bg-muted">
        <span
          className={cn('block h-3 rounded-full', tone)}
          style={{ width: `${Math.max(share > 0 ? 2 : 0, Math.round(share * 100))}%` }}
        />
      </span>
      <span className="text-right font-medium tabular-nums">{value}</span>
    </li>
  )
}

function TimingTable({
  caption,
  first,
  rows,
}: {
  caption: string
  first: string
  rows: { key: string; name: string; timing: Timing }[]
}) {
  const { t, i18n } = useTranslation()
  const duration = useDuration()
  return (
    <table className="w-full min-w-[36rem] text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b text-left text-xs text-muted-foreground">
          <th scope="col" className="py-2 pr-3 font-medium">
            {first}
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            {t('inbox.reports.conversations')}
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            {t('inbox.reports.firstReplyMedian')}
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            {t('inbox.reports.firstReplyAverage')}
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            {t('inbox.reports.resolved')}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {t('inbox.reports.resolutionMedian')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b last:border-0">
            <th scope="row" className="py-2 pr-3 text-left font-medium">
              {row.name}
            </th>
            <td className="py-2 pr-3 text-right tabular-nums">
              {formatNumber(row.timing.conversations, i18n.language)}
            </td>
            <td className="py-2 pr-3 text-right tabular-nums">
              {duration(row.timing.firstReplyMedian)}
            </td>
            <td className="py-2 pr-3 text-right tabular-nums">
              {duration(row.timing.firstReplyAverage)}
            </td>
            <td className="py-2 pr-3 text-right tabular-nums">
              {formatNumber(row.timing.resolved, i18n.language)}
            </td>
            <td className="py-2 text-right tabular-nums">
              {duration(row.timing.resolutionMedian)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
