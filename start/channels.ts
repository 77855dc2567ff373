/*
| Who may join which private and presence channel (like Laravel's routes/channels.php), by the
| full name patterns of shared/realtime.ts. A rule never decides by itself: it asks the same
| policy (app/policies/) the pages and controllers ask, so a channel and its page cannot
| disagree. Features add their channels here.
*/
import { Bouncer } from '@adonisjs/bouncer'
import type User from '#models/user'
import UserPolicy from '#policies/user_policy'
import { ChannelRules } from '#realtime/channel_rules'
import { projectChannel, userChannel, type ProjectPresenceInfo } from '#shared/realtime'
import ProjectPolicy from '#policies/project_policy'
import Project from '#models/project'

const policiesFor = (user: User) => new Bouncer(user)

export const channels = new ChannelRules<User>().define(userChannel.pattern, (user, { id }) =>
  policiesFor(user).with(UserPolicy).allows('receiveNotices', id)
)

/*
| A project's presence channel: its members and staff, the very people who may open its page.
| Each appears to the others with their name, initials and role there.
*/
channels.define(projectChannel.pattern, async (user, { id }) => {
  const project = await Project.query()
    .withScopes((scopes) => scopes.withViewerRole(user))
    .where('projects.id', Number(id) || 0)
    .first()
  if (!project || !(await policiesFor(user).with(ProjectPolicy).allows('view', project))) {
    return false
  }
  return {
    user_id: user.id,
    user_info: {
      name: user.fullName,
      initials: user.initials,
      role: project.viewerRole ?? ('staff' as const),
    } satisfies ProjectPresenceInfo,
  }
})
