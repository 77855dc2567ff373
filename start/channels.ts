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
import {
  conversationChannel,
  projectChannel,
  staffChannel,
  userChannel,
  type ProjectPresenceInfo,
  type StaffPresenceInfo,
} from '#shared/realtime'
import ProjectPolicy from '#policies/project_policy'
import ConversationPolicy from '#policies/conversation_policy'
import StaffPolicy from '#policies/staff_policy'
import Project from '#models/project'
import Conversation from '#models/conversation'

const policiesFor = (user: User) => new Bouncer(user)

export const channels = new ChannelRules<User>().define(userChannel.pattern, (user, { id }) =>
  policiesFor(user).with(UserPolicy).allows('receiveNotices', id)
)

/*
| A project's presence channel: its members and staff, the very people who may open its page.
| Each appears to the others with their name, initials and role there; a viewer only listens.
*/
channels.define(projectChannel.pattern, async (user, { id }) => {
  const project = await Project.query()
    .withScopes((scopes) => scopes.withViewerRole(user))
    .where('projects.id', Number(id) || 0)
    .first()
  const policies = policiesFor(user).with(ProjectPolicy)
  if (!project || !(await policies.allows('view', project))) return false
  return {
    // Who may not post (a viewer) may not send client events either: their typing is refused.
    readOnly: !(await policies.allows('post', project)),
    user_id: user.id,
    user_info: {
      name: user.fullName,
      initials: user.initials,
      role: project.viewerRole ?? ('staff' as const),
    } satisfies ProjectPresenceInfo,
  }
})

/*
| A conversation's channel: the team, and the client the conversation belongs to
| (ConversationPolicy.view, as its page asks). A visitor without an account is let in by the
| token in their cookie instead (visitorChannels below).
*/
channels.define(conversationChannel.pattern, async (user, { id }) => {
  const conversation = await Conversation.find(Number(id) || 0)
  return !!conversation && policiesFor(user).with(ConversationPolicy).allows('view', conversation)
})

/* The team's presence: every staff page, so the visitor's panel can say someone is online. */
channels.define(staffChannel.pattern, async (user) => {
  if (!(await policiesFor(user).with(StaffPolicy).allows('accessInbox'))) return false
  return {
    user_id: user.id,
    user_info: { name: user.fullName, initials: user.initials } satisfies StaffPresenceInfo,
  }
})

/*
| Guests: only the channel of the conversation whose token this browser holds (the controller
| finds it from the cookie; a blocked conversation is never found). Nothing else is open to a
| guest, so a cookie cannot widen what a signed-in rule refuses.
*/
export type ChatVisitor = { id: string; conversationId: number }

export const visitorChannels = new ChannelRules<ChatVisitor>().define(
  conversationChannel.pattern,
  (visitor, { id }) => String(visitor.conversationId) === id
)
