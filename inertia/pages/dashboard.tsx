import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { ArrowRight, Mail, Plus, ShieldAlert, ShieldCheck, UserRound } from 'lucide-react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { useSharedProps } from '~/hooks/use_page_props'
import { useClock } from '~/hooks/use_clock'
import { useProjectListLive } from '~/features/projects/hooks/use_project_list_live'
import { useInvoicesLive } from '~/features/invoices/hooks/use_invoices_live'
import { CreateProjectDialog } from '~/features/projects/components/create_project_dialog'
import { StatusBadge } from '~/features/projects/components/status_badge'
import { ConversationsCard } from '~/features/conversations/components/conversations_card'
import { ProjectUnreadBadge } from '~/features/unread/components/project_unread_badge'
import { MyAttention, type MyItems } from '~/features/dashboard/components/my_attention'
import { FirstSteps } from '~/features/dashboard/components/first_steps'
import { RecentProjects } from '~/features/dashboard/components/recent_projects'
import { CountersLine } from '~/features/dashboard/components/counters_line'
import { TeamQueuesSection, type TeamQueues } from '~/features/dashboard/components/team_queues'
import { WorkloadTable } from '~/features/dashboard/components/workload_table'
import type { DashboardProject } from '~/features/dashboard/lib/types'

type Props = Omit<MyItems, 'counts'> & {
  firstVisit: boolean
  counts: MyItems['counts'] & { totalProjects: number; ownedProjects: number; messagesSent: number }
  recentProjects: DashboardProject[]
  conversations: Data.Conversation[]
  team: TeamQueues | null
}

const LIVE_PROPS = [
  'plansToAgree',
  'buildsToTest',
  'invitations',
  'unreadProjects',
  'unreadConversations',
  'invoicesDue',
  'counts',
  'recentProjects',
  'team',
]

const INVOICE_PROPS = ['invoicesDue', 'counts', 'team']

/*
| What needs the user first (issue 21): their plans, builds, invitations and unread
| conversations, each with its one action; staff see what waits on the team and who carries
| what. Then recent projects with their next step, and the counters last and small. A new
| client without projects is shown the first two steps instead.
*/
export default function Dashboard(props: Props) {
  const { firstVisit, counts, recentProjects, conversations, team } = props
  const { t } = useTranslation()
  const { user, product } = useSharedProps()
  const clock = useClock()
  useProjectListLive(LIVE_PROPS)
  useInvoicesLive(INVOICE_PROPS)
  const waiting =
    counts.plansToAgree +
    counts.buildsToTest +
    counts.invoicesDue +
    counts.invitations +
    counts.unreadProjects +
    counts.unreadConversations
  const welcome = !team && counts.totalProjects === 0 && waiting === 0
  const newProject = (label: string) => (
    <Button>
      <Plus aria-hidden />
      {label}
    </Button>
  )
  const projectAside = (project: DashboardProject) => (
    <>
      <ProjectUnreadBadge project={project} />
      <StatusBadge status={project.status} />
    </>
  )

  return (
    <>
      <Head title={t('common.dashboard.title')} />
      <div className="mx-auto grid max-w-6xl gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">
              {t(firstVisit ? 'common.dashboard.welcomeFirst' : 'common.dashboard.welcome', {
                name: user?.fullName ?? '',
              })}
            </h1>
            <p className="mt-1 text-muted-foreground">
              {t(team ? 'common.dashboard.staffSubtitle' : 'common.dashboard.subtitle')}
            </p>
          </div>
          {!welcome && (
            <div className="flex flex-wrap items-center gap-2">
              <CreateProjectDialog trigger={newProject(t('common.dashboard.quick.newProject'))} />
            </div>
          )}
        </div>

        {team && (
          <>
            <TeamQueuesSection team={team} clock={clock} />
            {waiting > 0 && <MyAttention items={props} clock={clock} />}
            <div className="grid items-start gap-6 lg:grid-cols-2">
              {recentProjects.length > 0 && (
                <RecentProjects projects={recentProjects} aside={projectAside} />
              )}
              <WorkloadTable rows={team.workload} />
            </div>
            <CountersLine {...counts} />
          </>
        )}

        {!team && (
          <div className="grid items-start gap-6 lg:grid-cols-3">
            <div className="grid gap-6 lg:col-span-2">
              {welcome ? (
                <FirstSteps
                  createAction={
                    <CreateProjectDialog trigger={newProject(t('dashboard.start.createAction'))} />
                  }
                />
              ) : (
                <MyAttention items={props} clock={clock} />
              )}
              {recentProjects.length > 0 && (
                <RecentProjects projects={recentProjects} aside={projectAside} />
              )}
              {!welcome && <CountersLine {...counts} />}
            </div>

            <div className="grid gap-6">
              <ConversationsCard conversations={conversations} />
              <AccountCard product={product} secured={!!user?.twoFactorEnabled} />
            </div>
          </div>
        )}
      </div>
    </>
  )
}

function AccountCard({
  product,
  secured,
}: {
  product: ReturnType<typeof useSharedProps>['product']
  secured: boolean
}) {
  const { t } = useTranslation()
  const row = 'flex min-h-11 items-center gap-3 rounded-md px-2 py-2 hover:bg-accent'
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">{t('common.dashboard.account.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-1 text-sm">
          <li>
            <Link route="profile.edit" className={row}>
              <UserRound className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              {t('common.dashboard.profile.action')}
              <ArrowRight className="ml-auto size-4 text-muted-foreground" aria-hidden />
            </Link>
          </li>
          <li>
            <Link route="two_factor.show" className={row}>
              {secured ? (
                <ShieldCheck className="size-4 shrink-0 text-success" aria-hidden />
              ) : (
                <ShieldAlert
                  className="size-4 shrink-0 text-amber-600 dark:text-amber-400"
                  aria-hidden
                />
              )}
              <span className="grid">
                <span>{t('common.dashboard.security.title')}</span>
                <span className="text-xs text-muted-foreground">
                  {secured
                    ? t('common.dashboard.security.enabled')
                    : t('common.dashboard.security.disabled')}
                </span>
              </span>
            </Link>
          </li>
          <li>
            <a href={`mailto:${product.company.email}`} className={row}>
              <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <span className="grid">
                <span>{t('common.dashboard.help.title')}</span>
                <span className="text-xs break-all text-muted-foreground">
                  {product.company.email}
                </span>
              </span>
            </a>
          </li>
        </ul>
      </CardContent>
    </Card>
  )
}
