import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import type { Clock } from '~/hooks/use_clock'
import { formatDate, relativeTime } from '~/lib/format'
import { formatMoney, type Currency } from '@shared/projects'
import { aliasName } from '~/lib/visitor_alias'
import { formatDuration } from '../lib/duration'
import type { DashboardProject } from '../lib/types'
import { QueueCard } from './queue_card'

export type TeamQueues = {
  waitingConversations: Data.WaitingConversation[]
  newProjects: DashboardProject[]
  overduePlans: DashboardProject[]
  buildsWithClients: DashboardProject[]
  answeredOffers: Data.Offer[]
  overdueInvoices: Data.Invoice[]
  milestonesToInvoice: Data.MilestoneToInvoice[]
  workload: Data.Workload[]
  answersSince: string
  planOverdueDays: number
  counts: {
    waitingConversations: number
    newProjects: number
    overduePlans: number
    buildsWithClients: number
    answeredOffers: number
    overdueInvoices: number
    milestonesToInvoice: number
  }
}

function Row({
  title,
  detail,
  action,
}: {
  title: string
  detail?: string | null
  action: React.ReactNode
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
        <p className="truncate font-medium">{title}</p>
        {detail && <p className="text-sm text-muted-foreground">{detail}</p>}
      </div>
      {action}
    </li>
  )
}

/*
| What waits on the team, oldest first in each queue: people waiting for an answer, new projects,
| plans not agreed for days, builds with clients, offers answered since the last visit, invoices
| past their due date.
*/
export function TeamQueuesSection({ team, clock }: { team: TeamQueues; clock: Clock }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const ago = (iso: string | null | undefined) =>
    iso ? relativeTime(iso, clock.now, lang, t('common.time.justNow')) : null
  const { counts } = team
  const longest = team.waitingConversations[0]?.waitingSince
  const actionClass = 'min-h-11 sm:min-h-9'

  const projectLink = (project: DashboardProject, label: string, text: string) => (
    <Button size="sm" variant="outline" asChild className={actionClass}>
      <Link route="projects.show" routeParams={{ id: project.id }} aria-label={label}>
        {text}
      </Link>
    </Button>
  )

  /* The three project queues: the same card, each with its own words (dashboard.team.<key>). */
  const projectQueue = (
    id: string,
    key: 'newProjects' | 'overduePlans' | 'builds',
    projects: DashboardProject[],
    count: number,
    since: (project: DashboardProject) => string | null,
    titleValues: Record<string, unknown> = {}
  ) => (
    <QueueCard
      id={id}
      title={t(`dashboard.team.${key}.title`, titleValues)}
      count={count}
      shown={projects.length}
      empty={t(`dashboard.team.${key}.empty`)}
    >
      {projects.map((project) => {
        const time = since(project)
        return (
          <Row
            key={project.id}
            title={project.name}
            detail={time && t(`dashboard.team.${key}.detail`, { time })}
            action={projectLink(
              project,
              t(`dashboard.team.${key}.actionLabel`, { project: project.name }),
              t(`dashboard.team.${key}.action`)
            )}
          />
        )
      })}
    </QueueCard>
  )

  return (
    <section aria-labelledby="team-queues" className="grid gap-4">
      <h2 id="team-queues" className="text-lg font-semibold">
        {t('dashboard.team.title')}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <QueueCard
          id="waiting-conversations"
          title={t('dashboard.team.conversations.title')}
          count={counts.waitingConversations}
          shown={team.waitingConversations.length}
          empty={t('dashboard.team.conversations.empty')}
          summary={
            longest &&
            t('dashboard.team.conversations.longest', {
              duration: formatDuration(longest, clock.now, lang),
            })
          }
          more={
            <Link route="inbox.index" className="font-medium text-primary hover:underline">
              {t('dashboard.attention.more', {
                count: counts.waitingConversations - team.waitingConversations.length,
              })}
            </Link>
          }
        >
          {team.waitingConversations.map((conversation) => {
            const name = conversation.name ?? conversation.email ?? aliasName(t, conversation.alias)
            const who = conversation.assignedTo
              ? t('inbox.row.assignedTo', { name: conversation.assignedTo.name })
              : t('inbox.row.unassigned')
            return (
              <Row
                key={conversation.id}
                title={name}
                detail={[
                  conversation.waitingSince &&
                    t('dashboard.team.waitingFor', {
                      duration: formatDuration(conversation.waitingSince, clock.now, lang),
                    }),
                  who,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                action={
                  <Button size="sm" asChild className={actionClass}>
                    <Link
                      route="inbox.show"
                      routeParams={{ id: conversation.id }}
                      aria-label={t('dashboard.team.conversations.actionLabel', { name })}
                    >
                      {t('dashboard.team.conversations.action')}
                    </Link>
                  </Button>
                }
              />
            )
          })}
        </QueueCard>

        {projectQueue('new-projects', 'newProjects', team.newProjects, counts.newProjects, (p) =>
          ago(p.createdAt)
        )}
        {projectQueue(
          'overdue-plans',
          'overduePlans',
          team.overduePlans,
          counts.overduePlans,
          (p) => ago(p.plan?.proposedAt),
          { days: team.planOverdueDays }
        )}
        {projectQueue(
          'builds-with-clients',
          'builds',
          team.buildsWithClients,
          counts.buildsWithClients,
          (p) => ago(p.build?.readyAt)
        )}

        <QueueCard
          id="answered-offers"
          title={t('dashboard.team.offers.title')}
          count={counts.answeredOffers}
          shown={team.answeredOffers.length}
          empty={t('dashboard.team.offers.empty')}
          more={
            <Link route="offers.index" className="font-medium text-primary hover:underline">
              {t('dashboard.attention.more', {
                count: counts.answeredOffers - team.answeredOffers.length,
              })}
            </Link>
          }
        >
          {team.answeredOffers.map((offer) => (
            <Row
              key={offer.id}
              title={offer.subject}
              detail={t('dashboard.team.offers.detail', {
                answer: offer.answer ?? 'other',
                time: ago(offer.respondedAt) ?? '',
              })}
              action={
                <Button size="sm" variant="outline" asChild className={actionClass}>
                  <Link
                    route="offers.show"
                    routeParams={{ id: offer.id }}
                    aria-label={t('dashboard.team.offers.actionLabel', { subject: offer.subject })}
                  >
                    {t('dashboard.team.offers.action')}
                  </Link>
                </Button>
              }
            />
          ))}
        </QueueCard>

        <QueueCard
          id="overdue-invoices"
          title={t('dashboard.team.invoices.title')}
          count={counts.overdueInvoices}
          shown={team.overdueInvoices.length}
          empty={t('dashboard.team.invoices.empty')}
          more={
            <Link
              route="invoices.index"
              qs={{ status: 'overdue' }}
              className="font-medium text-primary hover:underline"
            >
              {t('dashboard.attention.more', {
                count: counts.overdueInvoices - team.overdueInvoices.length,
              })}
            </Link>
          }
        >
          {team.overdueInvoices.map((invoice) => {
            const number = invoice.number ?? ''
            return (
              <Row
                key={invoice.id}
                title={`${number} · ${invoice.customerName ?? invoice.projectName}`}
                detail={t('dashboard.team.invoices.detail', {
                  date: invoice.dueDate ? formatDate(invoice.dueDate, lang, 'UTC') : '',
                  amount: formatMoney(
                    {
                      minor: invoice.outstandingMinor,
                      currency: invoice.currency as Currency,
                    },
                    lang
                  ),
                })}
                action={
                  <Button size="sm" variant="outline" asChild className={actionClass}>
                    <Link
                      route="invoices.show"
                      routeParams={{ id: invoice.id }}
                      aria-label={t('dashboard.team.invoices.actionLabel', { number })}
                    >
                      {t('dashboard.team.invoices.action')}
                    </Link>
                  </Button>
                }
              />
            )
          })}
        </QueueCard>

        <QueueCard
          id="milestones-to-invoice"
          title={t('dashboard.team.milestones.title')}
          count={counts.milestonesToInvoice}
          shown={team.milestonesToInvoice.length}
          empty={t('dashboard.team.milestones.empty')}
          more={
            <Link
              route="invoices.index"
              qs={{ status: 'draft' }}
              className="font-medium text-primary hover:underline"
            >
              {t('dashboard.attention.more', {
                count: counts.milestonesToInvoice - team.milestonesToInvoice.length,
              })}
            </Link>
          }
        >
          {team.milestonesToInvoice.map((milestone) => (
            <Row
              key={milestone.key}
              title={`${milestone.title} · ${milestone.projectName}`}
              detail={t('dashboard.team.milestones.detail', {
                date: milestone.acceptedAt
                  ? formatDate(milestone.acceptedAt, lang, clock.timeZone)
                  : '',
                amount: formatMoney(
                  { minor: milestone.amount.minor, currency: milestone.amount.currency },
                  lang
                ),
              })}
              action={
                <Button size="sm" variant="outline" asChild className={actionClass}>
                  {milestone.invoiceId === null ? (
                    <Link
                      route="projects.show"
                      routeParams={{ id: milestone.projectId }}
                      aria-label={t('dashboard.team.milestones.projectLabel', {
                        title: milestone.title,
                      })}
                    >
                      {t('dashboard.team.milestones.project')}
                    </Link>
                  ) : (
                    <Link
                      route="invoices.show"
                      routeParams={{ id: milestone.invoiceId }}
                      aria-label={t('dashboard.team.milestones.actionLabel', {
                        title: milestone.title,
                      })}
                    >
                      {t('dashboard.team.milestones.action')}
                    </Link>
                  )}
                </Button>
              }
            />
          ))}
        </QueueCard>
      </div>
    </section>
  )
}
