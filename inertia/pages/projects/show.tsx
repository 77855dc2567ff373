import { useEffect, useState } from 'react'
import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { Files, Info, MessagesSquare, Pencil, Settings } from 'lucide-react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/utils'
import { useSharedProps } from '~/hooks/use_page_props'
import { useClock } from '~/hooks/use_clock'
import { useProjectLive } from '~/features/projects/hooks/use_project_live'
import { ProjectHeader } from '~/features/projects/components/project_header'
import { ProjectDetails } from '~/features/projects/components/project_details'
import { PLAN_ANCHOR, PlanCard } from '~/features/projects/components/plan_card'
import { BuildCard } from '~/features/projects/components/build_card'
import { WorkflowTimeline } from '~/features/projects/components/workflow_timeline'
import { MilestonesCard } from '~/features/projects/components/milestones_card'
import { PaymentsCard } from '~/features/projects/components/payments_card'
import { usePersonalReload } from '~/hooks/use_personal_reload'
import { ProjectChat } from '~/features/chat/components/project_chat'
import { MuteButton } from '~/features/chat/components/mute_button'
import { useMarkRead } from '~/features/unread/hooks/use_mark_read'
import { MembersPanel } from '~/features/projects/components/members_panel'
import { ManageProjectCard } from '~/features/projects/components/manage_project_card'
import { AccessEndedNotice } from '~/components/access_ended_notice'
import { PushOfferCard } from '~/features/push/components/push_offer_card'

type Props = {
  project: Data.Project.Variants['toDetail']
  members: Data.ProjectMember[]
  /* The chat's newest page; older ones come from its JSON endpoint. */
  messages: Data.Message[]
  hasOlderMessages: boolean
  messagesSyncedAt: string
  /* The plan in revisions and milestones (the payment schedule only for staff and the owner). */
  revisions: Data.Plan
  /* The "Payments" card: staff and the owner only (null for members and viewers). */
  payments: Data.PaymentSchedule | null
  /* Whether this member muted the project's notifications (null: not a member). */
  muted: boolean | null
}

/* What a member or project event reloads (the chat keeps its own stream current). */
const LIVE_PROPS = ['project', 'members', 'revisions', 'payments']

const BUILD_ANCHOR = 'project-build'
/* Links into the side column (a notification's "plan to agree to") open it on phones. */
const SIDE_ANCHORS = [`#${PLAN_ANCHOR}`, `#${BUILD_ANCHOR}`]

type View = 'chat' | 'details'

/*
| The conversation is the centre: a compact head (status, progress, the next step), the chat
| filling the main column, and the plan, build, timeline, facts and members beside it on
| desktops. Below `lg` the two are views of one screen, one tap apart, and the chat fills the
| screen with its composer at the foot (the page itself does not scroll). Members, invitations,
| transfer and deletion live on the settings page.
*/
export default function ProjectShow({
  project,
  members,
  messages,
  hasOlderMessages,
  messagesSyncedAt,
  muted,
  revisions,
  payments,
}: Props) {
  const { t } = useTranslation()
  const { user, errors } = useSharedProps()
  const clock = useClock()
  // The chat reports the newest message the reader has on screen: read, the badges follow.
  const markRead = useMarkRead(project.id)
  // The first message sent from this page brings the offer of notifications (never on load).
  const [sent, setSent] = useState(false)
  // A form of the side (the plan's signature, the build review) refused: back on a phone, the
  // side shows it with its messages instead of the chat.
  const [view, setView] = useState<View>(() =>
    errors && Object.keys(errors).length > 0 ? 'details' : 'chat'
  )
  const { can } = project
  const { online, accessEnded } = useProjectLive(
    project,
    members.map((member) => member.userId),
    LIVE_PROPS
  )

  // An invoice of this project issued or paid: staff and the owner hear it on their own channel.
  usePersonalReload<{ projectId: number }>(
    ['invoice.updated'],
    ['payments'],
    (payload) => payload.projectId === project.id
  )

  // After hydration: the server cannot know the address's fragment.
  useEffect(() => {
    if (SIDE_ANCHORS.includes(window.location.hash)) setView('details')
  }, [])

  function showSide(anchor: string) {
    setView('details')
    requestAnimationFrame(() => document.getElementById(anchor)?.scrollIntoView())
  }

  const nextAction = can.acceptPlan ? (
    <Button size="sm" variant="outline" onClick={() => showSide(PLAN_ANCHOR)}>
      {t('projects.show.seePlan')}
    </Button>
  ) : can.reviewBuild ? (
    <Button size="sm" variant="outline" onClick={() => showSide(BUILD_ANCHOR)}>
      {t('projects.show.seeBuild')}
    </Button>
  ) : null

  const iconLink = 'max-lg:size-11 max-lg:px-0'
  const links = (
    <>
      <Button asChild variant="outline" className={iconLink}>
        <Link
          route="project_files.index"
          routeParams={{ id: project.id }}
          aria-label={t('files.nav')}
        >
          <Files aria-hidden />
          <span className="max-lg:sr-only">{t('files.nav')}</span>
        </Link>
      </Button>
      {can.update && (
        <Button asChild variant="outline" className={iconLink}>
          <Link
            route="projects.edit"
            routeParams={{ id: project.id }}
            aria-label={t('projects.show.edit')}
          >
            <Pencil aria-hidden />
            <span className="max-lg:sr-only">{t('projects.show.edit')}</span>
          </Link>
        </Button>
      )}
      {can.settings && (
        <Button asChild variant="outline" className={iconLink}>
          <Link
            route="projects.settings"
            routeParams={{ id: project.id }}
            aria-label={t('projects.settings.title')}
          >
            <Settings aria-hidden />
            <span className="max-lg:sr-only">{t('projects.show.settings')}</span>
          </Link>
        </Button>
      )}
    </>
  )

  const views: { id: View; label: string; icon: typeof Info }[] = [
    { id: 'chat', label: t('projects.show.tabChat'), icon: MessagesSquare },
    { id: 'details', label: t('projects.show.tabDetails'), icon: Info },
  ]

  return (
    <>
      <Head title={project.name} />
      <div className="-mx-4 -my-6 flex h-[calc(100dvh-3.5rem)] flex-col sm:-mx-6 lg:mx-auto lg:my-0 lg:h-[calc(100dvh-6.5rem)] lg:max-w-7xl lg:gap-4">
        {accessEnded && (
          <div className="shrink-0 px-4 pt-3 sm:px-6 lg:p-0">
            <AccessEndedNotice
              title={t('projects.accessEnded.title')}
              action={
                <Button asChild size="sm">
                  <Link route="dashboard">{t('projects.accessEnded.toDashboard')}</Link>
                </Button>
              }
            >
              {t('projects.accessEnded.description')}
            </AccessEndedNotice>
          </div>
        )}
        <div className="shrink-0 border-b px-4 py-3 sm:px-6 lg:border-0 lg:p-0">
          <ProjectHeader project={project} action={nextAction} links={links} />
        </div>
        {/* Phones and tablets: the chat and the project's side are two views of one screen. */}
        <div
          role="group"
          aria-label={t('projects.show.tabs')}
          className="grid shrink-0 grid-cols-2 border-b lg:hidden"
        >
          {views.map(({ id, label, icon: Icon }) => (
            <button
              key={id}
              type="button"
              aria-pressed={view === id}
              onClick={() => setView(id)}
              className={cn(
                'flex h-11 items-center justify-center gap-2 border-b-2 text-sm font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                view === id
                  ? 'border-primary text-foreground'
                  : 'border-transparent text-muted-foreground hover:text-foreground'
              )}
            >
              <Icon className="size-4" aria-hidden />
              {label}
            </button>
          ))}
        </div>

        <div className="grid min-h-0 flex-1 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6">
          <div className={cn('min-h-0 flex-col', view === 'chat' ? 'flex' : 'hidden lg:flex')}>
            {user && (
              <ProjectChat
                key={project.id}
                className="flex-1 rounded-none border-0 shadow-none lg:rounded-xl lg:border lg:shadow-sm"
                members={members.map((member) => ({ id: member.userId, name: member.fullName }))}
                headerAction={
                  muted === null ? undefined : <MuteButton projectId={project.id} muted={muted} />
                }
                onLatestSeen={markRead}
                onSent={() => setSent(true)}
                notice={sent ? <PushOfferCard /> : null}
                projectId={project.id}
                messages={messages}
                hasOlder={hasOlderMessages}
                syncedAt={messagesSyncedAt}
                user={{ id: user.id, name: user.fullName }}
                can={can}
                ended={accessEnded}
                clock={clock}
              />
            )}
          </div>
          <aside
            aria-label={t('projects.show.side')}
            className={cn(
              'min-h-0 content-start gap-4 overflow-y-auto overscroll-contain p-4 sm:p-6 lg:grid lg:p-0 lg:pb-2',
              view === 'details' ? 'grid' : 'hidden'
            )}
          >
            <PlanCard
              projectId={project.id}
              plan={project.plan}
              revisions={revisions}
              currency={project.currency}
              canAccept={can.acceptPlan}
              canPropose={can.proposePlan}
              clock={clock}
            />
            {(project.build || project.status === 'in_progress') && (
              <BuildCard
                projectId={project.id}
                build={project.build}
                canMarkReady={can.markBuildReady}
                canReview={can.reviewBuild}
                milestones={revisions.current?.milestones ?? []}
                clock={clock}
              />
            )}
            <WorkflowTimeline steps={project.timeline} clock={clock} />
            {revisions.current && <MilestonesCard plan={revisions.current} clock={clock} />}
            {payments && <PaymentsCard payments={payments} clock={clock} />}
            <ProjectDetails project={{ ...project, viewerIsStaff: can.manageTeam }} clock={clock} />
            <MembersPanel
              projectId={project.id}
              members={members}
              online={online}
              currentUserId={user?.id}
              canManage={false}
              clock={clock}
              action={
                can.settings ? (
                  <Button asChild variant="ghost" size="sm">
                    <Link route="projects.settings" routeParams={{ id: project.id }}>
                      {t('projects.show.manageMembers')}
                    </Link>
                  </Button>
                ) : undefined
              }
            />
            <ManageProjectCard
              project={project}
              members={members}
              can={{ transfer: false, leave: can.leave, delete: false }}
            />
          </aside>
        </div>
      </div>
    </>
  )
}
