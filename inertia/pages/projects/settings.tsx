import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft } from 'lucide-react'
import type { Data } from '@generated/data'
import { useSharedProps } from '~/hooks/use_page_props'
import { useClock } from '~/hooks/use_clock'
import { useProjectLive } from '~/features/projects/hooks/use_project_live'
import { MembersPanel } from '~/features/projects/components/members_panel'
import { InvitationsPanel } from '~/features/projects/components/invitations_panel'
import { ManageProjectCard } from '~/features/projects/components/manage_project_card'
import { TeamPanel } from '~/features/projects/components/team_panel'

type Props = {
  project: Data.Project.Variants['toDetail']
  members: Data.ProjectMember[]
  invitations: Data.ProjectInvitation[]
  teamCandidates: Data.TeamCandidate[]
}

const LIVE_PROPS = ['project', 'members', 'invitations', 'teamCandidates']

/*
| The project's settings, for its owner and staff: the members (roles, removal), the project's
| team (staff), invitations, the transfer of ownership and deletion, away from the conversation.
*/
export default function ProjectSettings({ project, members, invitations, teamCandidates }: Props) {
  const { t } = useTranslation()
  const { user } = useSharedProps()
  const clock = useClock()
  const { can } = project
  const { online } = useProjectLive(
    project,
    members.map((member) => member.userId),
    LIVE_PROPS
  )

  return (
    <>
      <Head title={`${t('projects.settings.title')}: ${project.name}`} />
      <div className="mx-auto grid max-w-5xl gap-6">
        <div className="grid gap-1">
          <Link
            route="projects.show"
            routeParams={{ id: project.id }}
            className="inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft className="size-4" aria-hidden />
            {t('projects.settings.back')}
          </Link>
          <h1 className="mt-2 text-2xl font-semibold tracking-tight break-words">
            {t('projects.settings.title')}
          </h1>
          <p className="text-sm text-muted-foreground">
            {t('projects.settings.intro', { project: project.name })}
          </p>
        </div>
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <div className="grid gap-6">
            <MembersPanel
              projectId={project.id}
              members={members}
              online={online}
              currentUserId={user?.id}
              canManage={can.manageMembers}
              canManageTeam={can.manageTeam}
              clock={clock}
            />
            {can.manageTeam && <TeamPanel projectId={project.id} candidates={teamCandidates} />}
          </div>
          <div className="grid gap-6">
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
