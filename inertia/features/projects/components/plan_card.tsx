import { useTranslation } from 'react-i18next'
import { useRouter } from '@adonisjs/inertia/react'
import { ClipboardCheck } from 'lucide-react'
import { formatMoney, type Money } from '@shared/projects'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { formatDate } from '~/lib/format'
import type { Clock } from '../types'
import { ConfirmDialog } from '~/components/confirm_dialog'

export type Plan = {
  estimationHours: number
  price: Money
  proposedAt: string | null
  acceptedAt: string | null
  acceptedBy: { fullName: string } | null
  accepted: { estimationHours: number; price: Money } | null
}

export const PLAN_ANCHOR = 'project-plan'

/*
| Step 4 of the workflow, "agree on the plan": the figures staff proposed, and either who accepted
| them and when, or the owner's button to accept (the others see that it waits for the owner).
*/
export function PlanCard({
  projectId,
  plan,
  canAccept,
  clock,
}: {
  projectId: number
  plan: Plan | null
  canAccept: boolean
  clock: Clock
}) {
  const { t, i18n } = useTranslation()
  const router = useRouter()
  const language = i18n.language
  const hours = (count: number) => t('projects.show.hours', { count })

  return (
    // The target of a "plan to agree to" notification's link.
    <Card id={PLAN_ANCHOR} className="scroll-mt-20">
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <ClipboardCheck className="size-4 text-muted-foreground" aria-hidden />
          {t('projects.plan.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {!plan ? (
          <p className="text-muted-foreground">{t('projects.plan.preparing')}</p>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-4">
              <div>
                <dt className="text-muted-foreground">{t('projects.fields.estimation')}</dt>
                <dd className="text-lg font-semibold">{hours(plan.estimationHours)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t('projects.fields.price')}</dt>
                <dd className="text-lg font-semibold">{formatMoney(plan.price, language)}</dd>
              </div>
            </dl>
            {plan.proposedAt && (
              <p className="text-xs text-muted-foreground" suppressHydrationWarning>
                {t('projects.plan.proposedOn', {
                  date: formatDate(plan.proposedAt, language, clock.timeZone),
                })}
              </p>
            )}
            {plan.acceptedAt && plan.accepted ? (
              <div className="rounded-md border border-success/40 bg-success/5 p-3">
                <p className="font-medium" suppressHydrationWarning>
                  {t('projects.plan.acceptedBy', {
                    name: plan.acceptedBy?.fullName ?? '—',
                    date: formatDate(plan.acceptedAt, language, clock.timeZone),
                  })}
                </p>
                <p className="text-muted-foreground">
                  {t('projects.plan.acceptedFigures', {
                    hours: hours(plan.accepted.estimationHours),
                    price: formatMoney(plan.accepted.price, language),
                  })}
                </p>
              </div>
            ) : canAccept ? (
              <div className="grid gap-3 rounded-md border border-primary/40 bg-accent p-3">
                <p>{t('projects.plan.yourTurn')}</p>
                <div>
                  <ConfirmDialog
                    trigger={<Button>{t('projects.plan.accept')}</Button>}
                    title={t('projects.plan.acceptTitle')}
                    description={t('projects.plan.acceptText', {
                      hours: hours(plan.estimationHours),
                      price: formatMoney(plan.price, language),
                    })}
                    confirmLabel={t('projects.plan.accept')}
                    onConfirm={() =>
                      router.post(
                        { route: 'projects.plan.accept', routeParams: { id: projectId } },
                        {},
                        { preserveScroll: true }
                      )
                    }
                  />
                </div>
              </div>
            ) : (
              <p className="text-muted-foreground">{t('projects.plan.waiting')}</p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  )
}
