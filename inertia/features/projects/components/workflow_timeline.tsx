import { useTranslation } from 'react-i18next'
import { Check } from 'lucide-react'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { cn } from '~/lib/utils'
import { formatDate } from '~/lib/format'
import type { Clock } from '../types'

export type TimelineStep = { step: string; at: string | null }

/*
| The workflow of the landing page's seven steps as this project lives it: created, analysing,
| plan proposed, plan accepted, in progress, completed. Reached steps carry their date; the first
| step not reached yet is "next".
*/
export function WorkflowTimeline({ steps, clock }: { steps: TimelineStep[]; clock: Clock }) {
  const { t, i18n } = useTranslation()
  const next = steps.findIndex((step) => !step.at)
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle id="timeline-title" className="text-base">
          {t('projects.timeline.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol aria-labelledby="timeline-title" className="grid gap-0">
          {steps.map((step, index) => {
            const done = step.at !== null
            const isNext = index === next
            return (
              <li
                key={step.step}
                className="relative flex gap-3 pb-4 last:pb-0"
                aria-current={isNext ? 'step' : undefined}
              >
                {index < steps.length - 1 && (
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
                      : isNext
                        ? 'border-primary bg-card text-primary'
                        : 'border-border bg-card text-muted-foreground'
                  )}
                >
                  {done ? <Check className="size-3.5" strokeWidth={3} /> : index + 1}
                </span>
                <div className="grid text-sm">
                  <span className={cn('font-medium', !done && !isNext && 'text-muted-foreground')}>
                    {t(`projects.timeline.steps.${step.step}`)}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {done ? (
                      <time dateTime={step.at!} suppressHydrationWarning>
                        {formatDate(step.at!, i18n.language, clock.timeZone)}
                      </time>
                    ) : isNext ? (
                      t('projects.timeline.next')
                    ) : (
                      t('projects.timeline.later')
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
