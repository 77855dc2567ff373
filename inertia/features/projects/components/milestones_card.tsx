import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { Check, Flag } from 'lucide-react'
import { formatMoney } from '@shared/projects'
import { Badge } from '~/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { cn } from '~/lib/utils'
import { formatDate } from '~/lib/format'
import type { Clock } from '../types'
import { formatCalendarDate, type RevisionView } from '../plan_types'

/*
| The agreed plan's milestones on the project's timeline: accepted ones with their date, the next
| one to deliver, and any past its target date and not accepted marked overdue for both sides.
| Amounts only for who sees the payment schedule; staff reach the draft prepared on acceptance.
*/
export function MilestonesCard({ plan, clock }: { plan: RevisionView; clock: Clock }) {
  const { t, i18n } = useTranslation()
  if (plan.milestones.length === 0) return null
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle id="milestones-title" className="flex items-center gap-2 text-base">
          <Flag className="size-4 text-muted-foreground" aria-hidden />
          {t('projects.milestones.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol aria-labelledby="milestones-title" className="grid gap-0">
          {plan.milestones.map((milestone, index) => {
            const done = milestone.progress === 'done'
            const isNext = milestone.progress === 'next'
            return (
              <li
                key={milestone.key}
                className="relative flex gap-3 pb-4 last:pb-0"
                aria-current={isNext ? 'step' : undefined}
              >
                {index < plan.milestones.length - 1 && (
                  <span
                    aria-hidden
                    className={cn(
                      'absolute top-6 left-[11px] h-[calc(100%-1.5rem)] w-0.5',
                      done ? 'bg-progress dark:bg-[#9ca3af]' : 'bg-border'
                    )}
                  />
                )}
                <span
                  aria-hidden
                  className={cn(
                    'relative flex size-6 shrink-0 items-center justify-center rounded-full border-2 text-[10px] font-semibold',
                    done
                      ? 'border-progress bg-progress text-white dark:border-[#9ca3af] dark:bg-[#9ca3af] dark:text-background'
                      : milestone.overdue
                        ? 'border-destructive bg-card text-destructive'
                        : isNext
                          ? 'border-primary bg-card text-primary'
                          : 'border-border bg-card text-muted-foreground'
                  )}
                >
                  {done ? <Check className="size-3.5" strokeWidth={3} /> : index + 1}
                </span>
                <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                    <span
                      className={cn(
                        'font-medium break-words',
                        !done && !isNext && !milestone.overdue && 'text-muted-foreground'
                      )}
                    >
                      {milestone.title}
                    </span>
                    {milestone.amountMinor !== null && (
                      <span className="text-xs tabular-nums text-muted-foreground">
                        {formatMoney(
                          { minor: milestone.amountMinor, currency: plan.price.currency },
                          i18n.language
                        )}
                      </span>
                    )}
                  </div>
                  <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    {done && milestone.acceptedAt ? (
                      <span suppressHydrationWarning>
                        {t('projects.milestones.done', {
                          date: formatDate(milestone.acceptedAt, i18n.language, clock.timeZone),
                        })}
                      </span>
                    ) : (
                      <time dateTime={milestone.targetDate}>
                        {t('projects.milestones.due', {
                          date: formatCalendarDate(milestone.targetDate, i18n.language),
                        })}
                      </time>
                    )}
                    {milestone.overdue && (
                      <Badge className="border-destructive/40 bg-destructive/10 text-destructive">
                        {t('projects.milestones.overdue')}
                      </Badge>
                    )}
                    {isNext && !milestone.overdue && (
                      <span className="font-medium text-primary">
                        {t('projects.milestones.next')}
                      </span>
                    )}
                    {milestone.invoiceId !== null && (
                      <Link
                        route="invoices.show"
                        routeParams={{ id: milestone.invoiceId }}
                        className="underline underline-offset-2 hover:text-foreground"
                      >
                        {t('projects.milestones.draft')}
                      </Link>
                    )}
                  </span>
                </div>
              </li>
            )
          })}
        </ol>
      </CardContent>
    </Card>
  )
}
