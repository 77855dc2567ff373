import type { HttpContext } from '@adonisjs/core/http'
import { recordDashboardVisit } from '#actions/dashboard/dashboard_visit'
import { clientDashboard } from '#actions/dashboard/client_dashboard'
import { staffDashboard } from '#actions/dashboard/staff_dashboard'
import DashboardPolicy from '#policies/dashboard_policy'
import ProjectTransformer from '#transformers/project_transformer'
import ProjectInvitationTransformer from '#transformers/project_invitation_transformer'
import ConversationTransformer from '#transformers/conversation_transformer'
import WaitingConversationTransformer from '#transformers/waiting_conversation_transformer'
import OfferTransformer from '#transformers/offer_transformer'
import WorkloadTransformer from '#transformers/workload_transformer'
import { serializer } from '#infrastructure/serializer'
import dashboardConfig from '#config/dashboard'
import { isoOf } from '#infrastructure/stored_times'
import MilestoneToInvoiceTransformer from '#transformers/milestone_to_invoice_transformer'
import InvoiceTransformer from '#transformers/invoice_transformer'

/*
| What needs the user first (their plans, builds, invitations and unread conversations; for
| staff, the team's queues and workload), then recent projects, then the counters
| (app/actions/dashboard).
*/
export default class DashboardController {
  async show(ctx: HttpContext) {
    const { inertia, auth, bouncer } = ctx
    const user = auth.user!
    const visit = await recordDashboardVisit(ctx, user)
    const mine = await clientDashboard(user)
    const team = (await bouncer.with(DashboardPolicy).allows('viewTeamQueues'))
      ? await staffDashboard(user, visit.answersSince)
      : null
    const projects = (list: typeof mine.recentProjects) =>
      ProjectTransformer.transform(list, user).useVariant('toDashboardItem')
    return inertia.render('dashboard', {
      firstVisit: visit.firstVisit,
      plansToAgree: projects(mine.plansToAgree),
      buildsToTest: projects(mine.buildsToTest),
      invitations: ProjectInvitationTransformer.transform(mine.invitations).useVariant('toMine'),
      unreadProjects: projects(mine.unreadProjects),
      unreadConversations: ConversationTransformer.transform(mine.unreadConversations),
      // The owner's issued invoices due within a week or overdue (the invoice page pays them).
      invoicesDue: InvoiceTransformer.transform(mine.invoicesDue),
      counts: mine.counts,
      recentProjects: projects(mine.recentProjects),
      // Clients: their conversations with the team (the chat panel, carried over or new).
      conversations: ConversationTransformer.transform(team ? [] : mine.conversations),
      // Staff only (null for everyone else): what waits on the team, and who carries what.
      team: team && {
        waitingConversations: await serializer.serialize(
          WaitingConversationTransformer.transform(team.waitingConversations)
        ),
        newProjects: await serializer.serialize(projects(team.newProjects)),
        overduePlans: await serializer.serialize(projects(team.overduePlans)),
        buildsWithClients: await serializer.serialize(projects(team.buildsWithClients)),
        answeredOffers: await serializer.serialize(OfferTransformer.transform(team.answeredOffers)),
        overdueInvoices: await serializer.serialize(
          InvoiceTransformer.transform(team.overdueInvoices)
        ),
        // Accepted milestones whose invoice is still a draft (or was deleted): plain rows.
        milestonesToInvoice: await serializer.serialize(
          MilestoneToInvoiceTransformer.transform(team.milestonesToInvoice)
        ),
        workload: await serializer.serialize(WorkloadTransformer.transform(team.workload)),
        answersSince: isoOf(visit.answersSince),
        planOverdueDays: dashboardConfig.planOverdueDays,
        counts: team.counts,
      },
    })
  }
}
