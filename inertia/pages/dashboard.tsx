import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link, useRouter } from '@adonisjs/inertia/react'
import {
  ArrowRight,
  FolderKanban,
  Mail,
  MailPlus,
  MessageSquare,
  Plus,
  ShieldAlert,
  ShieldCheck,
  UserRound,
  Crown,
} from 'lucide-react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { useSharedProps } from '~/hooks/use_page_props'
import { useProjectListLive } from '~/features/projects/hooks/use_project_list_live'
import { CreateProjectDialog } from '~/features/projects/components/create_project_dialog'
import { ProjectListCard } from '~/features/projects/components/project_list_card'
import { StatTile } from '~/features/projects/components/stat_tile'
import { ConversationsCard } from '~/features/consulting/components/conversations_card'
import { ProjectUnreadBadge } from '~/features/unread/components/project_unread_badge'

type Props = {
  firstVisit: boolean
  recentProjects: Data.Project[]
  stats: {
    totalProjects: number
    ownedProjects: number
    messagesSent: number
    pendingInvitations: number
  }
  pendingInvitations: Data.ProjectInvitation.Variants['toMine'][]
  staff: { waitingForAnalysis: Data.Project[]; plansAwaitingClient: Data.Project[] } | null
  conversations: Data.Conversation[]
}

const LIVE_PROPS = ['recentProjects', 'stats', 'pendingInvitations', 'staff']

export default function Dashboard({
  firstVisit,
  recentProjects,
  stats,
  pendingInvitations,
  staff,
  conversations,
}: Props) {
  const { t } = useTranslation()
  const { user, product } = useSharedProps()
  const router = useRouter()
  useProjectListLive(LIVE_PROPS)
  const secured = user?.twoFactorEnabled
  const newProject = (
    <Button>
      <Plus aria-hidden />
      {t('common.dashboard.quick.newProject')}
    </Button>
  )

  return (
    <>
      <Head title={t('common.dashboard.title')} />
      <div className="mx-auto grid max-w-6xl gap-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">
              {t(firstVisit ? 'common.dashboard.welcomeFirst' : 'common.dashboard.welcome', {
                name: user?.fullName ?? '',
              })}
            </h1>
            <p className="mt-1 text-muted-foreground">
              {t(staff ? 'common.dashboard.staffSubtitle' : 'common.dashboard.subtitle')}
            </p>
          </div>
          <section aria-labelledby="quick-actions" className="flex flex-wrap items-center gap-2">
            <h2 id="quick-actions" className="sr-only">
              {t('common.dashboard.quick.title')}
            </h2>
            <CreateProjectDialog trigger={newProject} />
            <Button asChild variant="outline">
              <Link route="projects.index">
                {t('common.dashboard.quick.viewAll')}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </section>
        </div>

        <section aria-labelledby="overview">
          <h2 id="overview" className="sr-only">
            {t('common.dashboard.stats.label')}
          </h2>
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            <StatTile
              icon={FolderKanban}
              label={t('common.dashboard.stats.total')}
              value={stats.totalProjects}
            />
            <StatTile
              icon={Crown}
              label={t('common.dashboard.stats.owned')}
              value={stats.ownedProjects}
            />
            <StatTile
              icon={MessageSquare}
              label={t('common.dashboard.stats.messages')}
              value={stats.messagesSent}
            />
            <StatTile
              icon={MailPlus}
              label={t('common.dashboard.stats.invitations')}
              value={stats.pendingInvitations}
            />
          </dl>
        </section>

        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="grid gap-6 lg:col-span-2">
            <ProjectListCard
              id="recent-projects"
              title={t('common.dashboard.recent.title')}
              projects={recentProjects}
              badge={(project) => <ProjectUnreadBadge project={project} />}
              empty={
                <div className="grid justify-items-start gap-3">
                  <p>{t('common.dashboard.recent.empty')}</p>
                </div>
              }
              footer={
                recentProjects.length > 0 && (
                  <Link
                    route="projects.index"
                    className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary hover:underline"
                  >
                    {t('common.dashboard.quick.viewAll')}
                    <ArrowRight className="size-4" aria-hidden />
                  </Link>
                )
              }
            />
            {staff && (
              <div className="grid gap-6 md:grid-cols-2">
                <ProjectListCard
                  id="waiting-analysis"
                  title={t('common.dashboard.staff.waiting')}
                  projects={staff.waitingForAnalysis}
                  empty={t('common.dashboard.staff.waitingEmpty')}
                />
                <ProjectListCard
                  id="plans-awaiting"
                  title={t('common.dashboard.staff.plans')}
                  projects={staff.plansAwaitingClient}
                  empty={t('common.dashboard.staff.plansEmpty')}
                />
              </div>
            )}
          </div>

          <div className="grid gap-6">
            {pendingInvitations.length > 0 && (
              <Card>
                <CardHeader className="pb-2">
                  <CardTitle id="my-invitations" className="text-base">
                    {t('common.dashboard.invitations.title')}
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  <ul aria-labelledby="my-invitations" className="divide-y">
                    {pendingInvitations.map((invitation) => (
                      <li key={invitation.id} className="grid gap-2 py-3 text-sm">
                        <p className="font-medium break-words">{invitation.projectName}</p>
                        <p className="text-muted-foreground">
                          {t('common.dashboard.invitations.invitedAs', {
                            name: invitation.invitedBy ?? product.name,
                            role: invitation.role,
                          })}
                        </p>
                        <div className="flex flex-wrap gap-2">
                          <Button
                            size="sm"
                            aria-label={t('common.dashboard.invitations.acceptLabel', {
                              project: invitation.projectName,
                            })}
                            onClick={() =>
                              router.post(
                                {
                                  route: 'my_invitations.accept',
                                  routeParams: { id: invitation.id },
                                },
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
                                {
                                  route: 'my_invitations.destroy',
                                  routeParams: { id: invitation.id },
                                },
                                { preserveScroll: true }
                              )
                            }
                          >
                            {t('common.dashboard.invitations.decline')}
                          </Button>
                        </div>
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            )}

            {!staff && <ConversationsCard conversations={conversations} />}

            <Card>
              <CardHeader className="pb-2">
                <CardTitle className="text-base">{t('common.dashboard.account.title')}</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="grid gap-1 text-sm">
                  <li>
                    <Link
                      route="profile.edit"
                      className="flex items-center gap-3 rounded-md px-2 py-2 hover:bg-accent"
                    >
                      <UserRound className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                      {t('common.dashboard.profile.action')}
                    </Link>
                  </li>
                  <li>
                    <Link
                      route="two_factor.show"
                      className="flex items-center gap-3 rounded-md px-2 py-2 hover:bg-accent"
                    >
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
                    <a
                      href={`mailto:${product.company.email}`}
                      className="flex items-center gap-3 rounded-md px-2 py-2 hover:bg-accent"
                    >
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
          </div>
        </div>
      </div>
    </>
  )
}
