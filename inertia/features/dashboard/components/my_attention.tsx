import { useTranslation } from 'react-i18next'
import { Link, useRouter } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'
import {
  Flag,
  FlaskConical,
  Handshake,
  MailPlus,
  MessageCircle,
  MessagesSquare,
  ReceiptText,
} from 'lucide-react'
import type { Data } from '@generated/data'
import { formatMoney, type Currency } from '@shared/projects'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import type { Clock } from '~/hooks/use_clock'
import { formatDate, relativeTime } from '~/lib/format'
import { useSharedProps } from '~/hooks/use_page_props'
import type { DashboardProject } from '../lib/types'
import { AttentionItem } from './attention_item'

export type MyItems = {
  plansToAgree: DashboardProject[]
  buildsToTest: DashboardProject[]
  invitations: Data.ProjectInvitation.Variants['toMine'][]
  unreadProjects: DashboardProject[]
  unreadConversations: Data.Conversation[]
  invoicesDue: Data.Invoice[]
  counts: {
    invoicesDue: number
    plansToAgree: number
    buildsToTest: number
    invitations: number
    unreadProjects: number
    unreadConversations: number
  }
}

/*
| What needs the user, most pressing first: a plan to sign (on the project's plan card), a
| build to test (a milestone waiting for acceptance when the build delivers one), an invoice
| overdue or due within a week (overdue first), an invitation, unread messages in a project, a
| reply from the team. Each with
| its one action; more than the few shown are counted, with a link to all projects.
*/
export function MyAttention({ items, clock }: { items: MyItems; clock: Clock }) {
  const { t, i18n } = useTranslation()
  const { product } = useSharedProps()
  const router = useRouter()
  const lang = i18n.language
  const ago = (iso: string | null) =>
    iso ? relativeTime(iso, clock.now, lang, t('common.time.justNow')) : ''
  const { counts } = items
  const shown =
    items.plansToAgree.length +
    items.buildsToTest.length +
    items.invoicesDue.length +
    items.invitations.length +
    items.unreadProjects.length +
    items.unreadConversations.length
  const total =
    counts.plansToAgree +
    counts.buildsToTest +
    counts.invoicesDue +
    counts.invitations +
    counts.unreadProjects +
    counts.unreadConversations

  return (
    <Card className="gap-0">
      <CardHeader className="pb-1">
        <CardTitle id="needs-you" className="text-base">
          {t('dashboard.attention.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {shown === 0 ? (
          <p className="py-2 text-sm text-muted-foreground">{t('dashboard.attention.allClear')}</p>
        ) : (
          <ul aria-labelledby="needs-you" className="divide-y">
            {items.plansToAgree.map((project) => (
              <AttentionItem
                key={`plan-${project.id}`}
                icon={Handshake}
                title={t('dashboard.plan.title', { project: project.name })}
                detail={
                  project.plan &&
                  t('dashboard.plan.detail', {
                    hours: project.plan.estimationHours,
                    price: formatMoney(project.plan.price, lang),
                  })
                }
                action={
                  <Button size="sm" asChild>
                    {/* Signing needs the whole plan read first: the plan card on the project page. */}
                    <Link
                      href={`${urlFor('projects.show', { id: project.id })}#project-plan`}
                      aria-label={t('dashboard.plan.actionLabel', { project: project.name })}
                    >
                      {t('dashboard.plan.action')}
                    </Link>
                  </Button>
                }
              />
            ))}
            {items.buildsToTest.map((project) => {
              // A build for a milestone is that milestone waiting for the owner's acceptance.
              const milestone = project.build?.milestone ?? null
              const values = { project: project.name, milestone }
              return (
                <AttentionItem
                  key={`build-${project.id}`}
                  icon={milestone ? Flag : FlaskConical}
                  title={
                    milestone
                      ? t('dashboard.milestone.title', values)
                      : t('dashboard.build.title', values)
                  }
                  detail={
                    project.build?.readyAt &&
                    t('dashboard.build.detail', { time: ago(project.build.readyAt) })
                  }
                  action={
                    <Button size="sm" asChild>
                      <Link
                        route="projects.show"
                        routeParams={{ id: project.id }}
                        aria-label={
                          milestone
                            ? t('dashboard.milestone.actionLabel', values)
                            : t('dashboard.build.actionLabel', values)
                        }
                      >
                        {milestone ? t('dashboard.milestone.action') : t('dashboard.build.action')}
                      </Link>
                    </Button>
                  }
                />
              )
            })}
            {items.invoicesDue.map((invoice) => {
              const overdue = invoice.status === 'overdue'
              const values = {
                number: invoice.number ?? '',
                date: invoice.dueDate ? formatDate(invoice.dueDate, lang, 'UTC') : '',
              }
              return (
                <AttentionItem
                  key={`invoice-${invoice.id}`}
                  icon={ReceiptText}
                  title={
                    overdue
                      ? t('dashboard.invoice.overdueTitle', values)
                      : t('dashboard.invoice.dueTitle', values)
                  }
                  detail={t('dashboard.invoice.detail', {
                    project: invoice.projectName,
                    amount: formatMoney(
                      {
                        minor: invoice.outstandingMinor,
                        currency: invoice.currency as Currency,
                      },
                      lang
                    ),
                  })}
                  action={
                    <Button size="sm" variant={overdue ? 'default' : 'outline'} asChild>
                      <Link
                        route="invoices.show"
                        routeParams={{ id: invoice.id }}
                        aria-label={t('dashboard.invoice.actionLabel', values)}
                      >
                        {t('dashboard.invoice.action')}
                      </Link>
                    </Button>
                  }
                />
              )
            })}
            {items.invitations.map((invitation) => (
              <AttentionItem
                key={`invitation-${invitation.id}`}
                icon={MailPlus}
                title={t('dashboard.invitation.title', { project: invitation.projectName })}
                detail={t('common.dashboard.invitations.invitedAs', {
                  name: invitation.invitedBy ?? product.name,
                  role: invitation.role,
                })}
                action={
                  <>
                    <Button
                      size="sm"
                      aria-label={t('common.dashboard.invitations.acceptLabel', {
                        project: invitation.projectName,
                      })}
                      onClick={() =>
                        router.post(
                          { route: 'my_invitations.accept', routeParams: { id: invitation.id } },
                          {}
                        )
                      }
                    >
                      {t('common.dashboard.invitations.accept')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('common.dashboard.invitations.declineLabel', {
                        project: invitation.projectName,
                      })}
                      onClick={() =>
                        router.delete(
                          { route: 'my_invitations.destroy', routeParams: { id: invitation.id } },
                          { preserveScroll: true }
                        )
                      }
                    >
                      {t('common.dashboard.invitations.decline')}
                    </Button>
                  </>
                }
              />
            ))}
            {items.unreadProjects.map((project) => (
              <AttentionItem
                key={`unread-${project.id}`}
                icon={MessagesSquare}
                title={t('dashboard.unread.title', {
                  project: project.name,
                  count: project.unreadCount,
                })}
                detail={ago(project.lastActivityAt)}
                action={
                  <Button size="sm" variant="outline" asChild>
                    <Link
                      route="projects.show"
                      routeParams={{ id: project.id }}
                      aria-label={t('dashboard.unread.actionLabel', { project: project.name })}
                    >
                      {t('dashboard.unread.action')}
                    </Link>
                  </Button>
                }
              />
            ))}
            {items.unreadConversations.map((conversation) => {
              const date = formatDate(conversation.createdAt, lang, clock.timeZone)
              return (
                <AttentionItem
                  key={`conversation-${conversation.id}`}
                  icon={MessageCircle}
                  title={t('dashboard.conversation.title')}
                  detail={`${t('dashboard.conversation.detail', { date })} · ${ago(conversation.lastActivityAt)}`}
                  action={
                    <Button size="sm" variant="outline" asChild>
                      <Link
                        route="conversations.show"
                        routeParams={{ id: conversation.id }}
                        aria-label={t('dashboard.conversation.actionLabel', { date })}
                      >
                        {t('dashboard.conversation.action')}
                      </Link>
                    </Button>
                  }
                />
              )
            })}
          </ul>
        )}
        {total > shown && (
          <p className="border-t pt-3 text-sm">
            <Link route="projects.index" className="font-medium text-primary hover:underline">
              {t('dashboard.attention.more', { count: total - shown })}
            </Link>
          </p>
        )}
      </CardContent>
    </Card>
  )
}
