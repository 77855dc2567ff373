import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { dashboardOverview } from '#actions/projects/dashboard_overview'
import ProjectTransformer from '#transformers/project_transformer'
import ProjectInvitationTransformer from '#transformers/project_invitation_transformer'
import { serializer } from '#services/serializer'
import ConversationTransformer from '#transformers/conversation_transformer'
import { clientConversations } from '#actions/consulting/find_conversation'
import { FIRST_VISIT_KEY } from '#services/session_keys'

/*
| A brand-new account is welcomed, not welcomed back. The first dashboard visit is stamped on the
| user (so another device or a later login says "Welcome back"), and the session that made it
| keeps saying "Welcome" until it ends, so a reload or a language switch does not change the
| greeting under the user's eyes.
*/
export default class DashboardController {
  async show({ inertia, auth, session }: HttpContext) {
    const user = auth.user!
    if (!user.welcomedAt) {
      user.welcomedAt = DateTime.now()
      await user.save()
      session.put(FIRST_VISIT_KEY, true)
    }
    const overview = await dashboardOverview(user)
    const conversations = user.isStaff ? [] : await clientConversations(user)
    return inertia.render('dashboard', {
      firstVisit: session.get(FIRST_VISIT_KEY) === true,
      recentProjects: ProjectTransformer.transform(overview.recentProjects, user),
      stats: overview.stats,
      // Clients: their conversations with the team (the consulting chat, carried over or new).
      conversations: ConversationTransformer.transform(conversations),
      pendingInvitations: ProjectInvitationTransformer.transform(
        overview.pendingInvitations
      ).useVariant('toMine'),
      // Staff only (null for clients): what waits on the company, and on the client.
      staff: overview.staff && {
        waitingForAnalysis: await serializer.serialize(
          ProjectTransformer.transform(overview.staff.waitingForAnalysis, user)
        ),
        plansAwaitingClient: await serializer.serialize(
          ProjectTransformer.transform(overview.staff.plansAwaitingClient, user)
        ),
      },
    })
  }
}
