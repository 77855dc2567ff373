import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ClipboardCheck, ClipboardPen, Download } from 'lucide-react'
import { formatMoney, type Currency, type Money } from '@shared/projects'
import { depositMinor, type RevisionDiff } from '@shared/plans'
import { Button, buttonVariants } from '~/components/ui/button'
import { SigningPanel } from '~/components/signing_panel'
import { urlFor } from '~/client'
import { Badge } from '~/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { formatDate } from '~/lib/format'
import type { Clock } from '../types'
import { formatCalendarDate, type PlanRevisions, type RevisionView } from '../plan_types'
import { PlanForm } from './plan_form'

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
| Steps 3 and 4 of the workflow, "agree on the plan": the revision waiting for the owner (its
| milestones, payment terms and what changed against the plan in force) with the owner's button
| to agree, or the plan in force with who agreed and when. Staff open the plan form from here.
| Members and viewers read it without the payment schedule (the page leaves the money out).
*/
export function PlanCard({
  projectId,
  plan,
  revisions,
  currency,
  canAccept,
  canPropose,
  clock,
}: {
  projectId: number
  plan: Plan | null
  revisions: PlanRevisions
  currency: Currency
  canAccept: boolean
  canPropose: boolean
  clock: Clock
}) {
  const { t, i18n } = useTranslation()
  const [editing, setEditing] = useState(false)
  const language = i18n.language
  const hours = (count: number) => t('projects.show.hours', { count })
  const date = (iso: string) => formatDate(iso, language, clock.timeZone)
  const { current, proposed, diff } = revisions
  const shown = proposed ?? current

  const pdfHref = (revision: { number: number }) =>
    urlFor('projects.plan.pdf', { id: projectId, number: revision.number })

  /*
  | The owner signs the revision shown above it (the whole document: totals, terms, changes,
  | milestones): typed name, consent, the hash of what was read and the revision's number.
  */
  const signing = (revision: RevisionView | null) =>
    revision?.agreement?.status === 'open' ? (
      <div className="grid gap-3">
        <p>{t('projects.plan.yourTurn')}</p>
        <SigningPanel
          agreement={revision.agreement}
          expired={false}
          title={t(
            revision.agreement.kind === 'change_order'
              ? 'agreements.sign.changeTitle'
              : 'agreements.sign.planTitle',
            { number: revision.number }
          )}
          intro={t('agreements.sign.asOwner', { email: revision.agreement.email })}
          signAction={urlFor('projects.plan.accept', { id: projectId })}
          fields={{ revision: String(revision.number) }}
          pdfHref={pdfHref(revision)}
        />
      </div>
    ) : (
      <p className="text-muted-foreground">{t('projects.plan.waiting')}</p>
    )

  const signedPdf = (revision: RevisionView) =>
    revision.agreement?.status === 'signed' && (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 pt-1">
        <a href={pdfHref(revision)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Download aria-hidden />
          {t('projects.plan.downloadSigned')}
        </a>
        <span className="text-xs text-muted-foreground">
          {t('projects.plan.signedReference', { reference: revision.agreement.reference })}
        </span>
      </div>
    )

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
        {shown ? (
          <>
            <p className="text-xs font-medium text-muted-foreground" suppressHydrationWarning>
              {shown.state === 'proposed'
                ? t('projects.plan.proposedRevision', {
                    number: shown.number,
                    date: shown.proposedAt ? date(shown.proposedAt) : '—',
                  })
                : t('projects.plan.revision', { number: shown.number })}
            </p>
            <Totals revision={shown} />
            {proposed && current && diff && <Changes diff={diff} current={current} />}
            <Terms revision={shown} />
            <MilestoneList revision={shown} diff={proposed ? diff : null} />
            {proposed ? (
              <>
                {current && (
                  <p className="text-xs text-muted-foreground">
                    {t('projects.plan.inForce', { number: current.number })}
                  </p>
                )}
                {canAccept ? (
                  signing(proposed)
                ) : (
                  <p className="text-muted-foreground">{t('projects.plan.waiting')}</p>
                )}
              </>
            ) : (
              current?.agreedAt && (
                <div className="rounded-md border border-success/40 bg-success/5 p-3">
                  <p className="font-medium" suppressHydrationWarning>
                    {t('projects.plan.revisionAgreed', {
                      number: current.number,
                      name: current.agreedBy ?? '—',
                      date: date(current.agreedAt),
                    })}
                  </p>
                  <p className="text-muted-foreground">
                    {t('projects.plan.acceptedFigures', {
                      hours: hours(current.hours),
                      price: formatMoney(current.price, language),
                    })}
                  </p>
                  {signedPdf(current)}
                </div>
              )
            )}
            {revisions.history.length > 1 && (
              <details className="text-xs text-muted-foreground">
                <summary className="cursor-pointer">{t('projects.plan.history')}</summary>
                <ul className="mt-2 grid gap-1">
                  {revisions.history.map((entry) => (
                    <li key={entry.number} suppressHydrationWarning>
                      {t('projects.plan.historyLine', {
                        number: entry.number,
                        state: t(`projects.plan.states.${entry.state}`),
                      })}
                      {entry.agreedAt && ` · ${entry.agreedBy ?? '—'}, ${date(entry.agreedAt)}`}
                      {entry.agreement?.status === 'signed' && (
                        <>
                          {' · '}
                          <a href={pdfHref(entry)} className="underline underline-offset-4">
                            {t('projects.plan.signedPdf')}
                          </a>
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </>
        ) : !plan ? (
          <p className="text-muted-foreground">{t('projects.plan.preparing')}</p>
        ) : (
          <LegacyPlan plan={plan} canAccept={canAccept} agree={signing(null)} clock={clock} />
        )}

        {canPropose && (
          <>
            <div>
              <Button variant="outline" onClick={() => setEditing(true)}>
                <ClipboardPen aria-hidden />
                {shown ? t('projects.plan.revise') : t('projects.plan.propose')}
              </Button>
            </div>
            <Dialog open={editing} onOpenChange={setEditing}>
              <DialogContent className="max-w-3xl" closeLabel={t('projects.planForm.cancel')}>
                <DialogHeader>
                  <DialogTitle>{t('projects.planForm.title')}</DialogTitle>
                  <DialogDescription>{t('projects.planForm.description')}</DialogDescription>
                </DialogHeader>
                <PlanForm
                  projectId={projectId}
                  from={shown}
                  currency={currency}
                  onDone={() => setEditing(false)}
                />
              </DialogContent>
            </Dialog>
          </>
        )}
      </CardContent>
    </Card>
  )
}

function Totals({ revision }: { revision: RevisionView }) {
  const { t, i18n } = useTranslation()
  return (
    <dl className="grid grid-cols-2 gap-4">
      <div>
        <dt className="text-muted-foreground">{t('projects.fields.estimation')}</dt>
        <dd className="text-lg font-semibold">
          {t('projects.show.hours', { count: revision.hours })}
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground">{t('projects.fields.price')}</dt>
        <dd className="text-lg font-semibold">{formatMoney(revision.price, i18n.language)}</dd>
      </div>
    </dl>
  )
}

/* The payment terms, for those who see the payment schedule. */
function Terms({ revision }: { revision: RevisionView }) {
  const { t, i18n } = useTranslation()
  if (revision.depositPercent === null || revision.paymentDays === null) return null
  const deposit = depositMinor(revision.price.minor, revision.depositPercent)
  return (
    <ul className="grid gap-1 text-muted-foreground">
      <li>
        {revision.depositPercent > 0
          ? t('projects.plan.deposit', {
              percent: revision.depositPercent,
              amount: formatMoney(
                { minor: deposit, currency: revision.price.currency },
                i18n.language
              ),
            })
          : t('projects.plan.noDeposit')}
      </li>
      <li>{t('projects.plan.paymentDays', { days: revision.paymentDays })}</li>
    </ul>
  )
}

/* What the proposal changes in the totals and terms, and the milestones it drops. */
function Changes({ diff, current }: { diff: RevisionDiff; current: RevisionView }) {
  const { t, i18n } = useTranslation()
  if (
    diff.totals.length === 0 &&
    diff.removed.length === 0 &&
    diff.added.length === 0 &&
    diff.changed.length === 0
  ) {
    return null
  }
  return (
    <div className="grid gap-1 rounded-md border border-dashed p-3">
      <p className="font-medium">{t('projects.plan.changesSince', { number: current.number })}</p>
      {diff.totals.length > 0 && (
        <p className="text-muted-foreground">
          {t('projects.plan.changed', {
            fields: new Intl.ListFormat(i18n.language).format(
              diff.totals.map((field) => t(`projects.plan.totals.${field}`))
            ),
          })}
          {' · '}
          {t('projects.plan.totalsWere', {
            hours: t('projects.show.hours', { count: current.hours }),
            price: formatMoney(current.price, i18n.language),
          })}
        </p>
      )}
      {diff.removed.map((milestone) => (
        <p key={milestone.key} className="break-words text-destructive">
          {t('projects.plan.removed', { title: milestone.title })}
        </p>
      ))}
    </div>
  )
}

function MilestoneList({ revision, diff }: { revision: RevisionView; diff: RevisionDiff | null }) {
  const { t, i18n } = useTranslation()
  if (revision.milestones.length === 0) return null
  const added = new Set(diff?.added ?? [])
  const changed = new Map((diff?.changed ?? []).map((entry) => [entry.key, entry.fields]))
  return (
    <div className="grid gap-2">
      <p className="font-medium">{t('projects.plan.milestonesTitle')}</p>
      <ol className="grid gap-2">
        {revision.milestones.map((milestone, index) => {
          const fields = changed.get(milestone.key)
          return (
            <li key={milestone.key} className="grid gap-1 rounded-md border p-3">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <span className="font-medium break-words">
                  {index + 1}. {milestone.title}
                </span>
                {milestone.amountMinor !== null && (
                  <span className="font-semibold tabular-nums">
                    {formatMoney(
                      { minor: milestone.amountMinor, currency: revision.price.currency },
                      i18n.language
                    )}
                  </span>
                )}
              </div>
              {milestone.criteria && (
                <p className="whitespace-pre-line break-words text-muted-foreground">
                  {milestone.criteria}
                </p>
              )}
              <p className="text-xs text-muted-foreground">
                {t('projects.show.hours', { count: milestone.hours })} ·{' '}
                {t('projects.plan.targetDate', {
                  date: formatCalendarDate(milestone.targetDate, i18n.language),
                })}
              </p>
              {(added.has(milestone.key) || fields) && (
                <div>
                  <Badge className="bg-muted text-foreground">
                    {added.has(milestone.key)
                      ? t('projects.plan.added')
                      : t('projects.plan.changed', {
                          fields: new Intl.ListFormat(i18n.language).format(
                            fields!.map((field) => t(`projects.plan.fields.${field}`))
                          ),
                        })}
                  </Badge>
                </div>
              )}
            </li>
          )
        })}
      </ol>
    </div>
  )
}

/* A plan set before revisions existed, not yet agreed: its two figures, as it always was. */
function LegacyPlan({
  plan,
  canAccept,
  agree,
  clock,
}: {
  plan: Plan
  canAccept: boolean
  agree: ReactNode
  clock: Clock
}) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const hours = (count: number) => t('projects.show.hours', { count })
  return (
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
        agree
      ) : (
        <p className="text-muted-foreground">{t('projects.plan.waiting')}</p>
      )}
    </>
  )
}
