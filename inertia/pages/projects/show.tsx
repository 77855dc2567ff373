import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft, MessagesSquare, Pencil } from 'lucide-react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { useSharedProps } from '~/hooks/use_page_props'
import { useClock } from '~/hooks/use_clock'
import { useProjectLive } from '~/features/projects/hooks/use_project_live'
import { StatusBadge } from '~/features/projects/components/status_badge'
import { ProjectDetails } from '~/features/projects/components/project_details'
import { PlanCard } from '~/features/projects/components/plan_card'
import { WorkflowTimeline } from '~/features/projects/components/workflow_timeline'
import { PROJECT_CHAT_ANCHOR, ProjectChat } from '~/features/chat/components/project_chat'
import { useMarkRead } from '~/features/unread/hooks/use_mark_read'
import { MembersPanel } from '~/features/projects/components/members_panel'
import { InvitationsPanel } from '~/features/projects/components/invitations_panel'
import { ManageProjectCard } from '~/features/projects/components/manage_project_card'

type Props = {
  project: Data.Project.Variants['toDetail']
  members: Data.ProjectMember[]
  invitations: Data.ProjectInvitation[]
  /* The chat's newest page; older ones come from its JSON endpoint. */
  messages: Data.Message[]
  hasOlderMessages: boolean
  messagesSyncedAt: string
}

/* What a member or project event reloads (the chat keeps its own stream current). */
const LIVE_PROPS = ['project', 'members', 'invitations']

export default function ProjectShow({
  project,
  members,
  invitations,
  messages,
  hasOlderMessages,
  messagesSyncedAt,
}: Props) {
  const { t } = useTranslation()
  const { user } = useSharedProps()
  const clock = useClock()
  // The chat reports the newest message the reader has on screen: read, the badges follow.
  const markRead = useMarkRead(project.id)
  const { can } = project
  const online = useProjectLive(
    project,
    members.map((member) => member.userId),
    LIVE_PROPS
  )

  return (
    <>
      <Head title={project.name} />
      <div className="mx-auto grid max-w-6xl gap-6">
        <div>
          <Link
            route="projects.index"
            className="inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft className="size-4" aria-hidden />
            {t('projects.show.back')}
          </Link>
          <div className="mt-3 flex flex-wrap items-start justify-between gap-4">
            <div className="grid min-w-0 gap-2">
              <h1 className="text-2xl font-semibold tracking-tight break-words">{project.name}</h1>
              <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <StatusBadge status={project.status} />
                <span>
                  {project.myRole
                    ? t('projects.show.yourRole', { role: t(`projects.roles.${project.myRole}`) })
                    : t('projects.show.staffView')}
                </span>
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              {/* Below lg the chat comes after the details and the plan: a way straight to it. */}
              {user && (
                <Button asChild variant="outline" className="lg:hidden">
                  <a href={`#${PROJECT_CHAT_ANCHOR}`}>
                    <MessagesSquare aria-hidden />
                    {t('projects.show.toChat')}
                  </a>
                </Button>
              )}
              {can.update && (
                <Button asChild variant="outline">
                  <Link route="projects.edit" routeParams={{ id: project.id }}>
                    <Pencil aria-hidden />
                    {t('projects.show.edit')}
                  </Link>
                </Button>
              )}
            </div>
          </div>
        </div>

        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="grid gap-6 lg:col-span-2">
            <ProjectDetails project={project} clock={clock} />
            <PlanCard
              projectId={project.id}
              plan={project.plan}
              canAccept={can.acceptPlan}
              clock={clock}
            />
            {user && (
              <ProjectChat
                key={project.id}
                onLatestSeen={markRead}
                projectId={project.id}
                messages={messages}
                hasOlder={hasOlderMessages}
                syncedAt={messagesSyncedAt}
                user={{ id: user.id, name: user.fullName }}
                can={can}
                clock={clock}
              />
            )}
          </div>
          <div className="grid gap-6">
            <WorkflowTimeline steps={project.timeline} clock={clock} />
            <MembersPanel
              projectId={project.id}
              members={members}
              online={online}
              currentUserId={user?.id}
              canManage={can.manageMembers}
              clock={clock}
            />
            {can.invite && (
              <InvitationsPanel projectId={project.id} invitations={invitations} clock={clock} />
            )}
            <ManageProjectCard project={project} members={members} can={can} />
          </div>
        </div>
      </div>
    </>
  )
}
