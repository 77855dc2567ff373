import type { HttpContext } from '@adonisjs/core/http'
import ProjectPolicy from '#policies/project_policy'
import ProjectTransformer from '#transformers/project_transformer'
import PlanTransformer from '#transformers/plan_transformer'
import { loadPlan } from '#actions/projects/load_plan'
import { loadPaymentSchedule } from '#actions/projects/payment_schedule'
import PaymentScheduleTransformer from '#transformers/payment_schedule_transformer'
import { revisionToSign } from '#actions/projects/plan_revisions'
import ProjectMemberTransformer from '#transformers/project_member_transformer'
import ProjectInvitationTransformer from '#transformers/project_invitation_transformer'
import { messageData } from '#transformers/message_transformer'
import {
  createProjectValidator,
  updateProjectValidator,
  WORKFLOW_FIELDS,
} from '#validators/project'
import { scopedMessages } from '#infrastructure/scoped_messages'
import { hasAnyProject, listProjects, readFilters } from '#actions/projects/list_projects'
import { findProjectFor } from '#actions/projects/find_project'
import TeamCandidateTransformer from '#transformers/team_candidate_transformer'
import {
  loadProjectDetail,
  loadProjectPage,
  loadProjectSettings,
} from '#actions/projects/load_project_page'
import { createProject } from '#actions/projects/create_project'
import { updateProject } from '#actions/projects/update_project'
import { deleteProject } from '#actions/projects/delete_project'
import { markRead } from '#actions/unread/mark_read'

function muted(membership: { mutedAt: unknown } | undefined) {
  return membership ? membership.mutedAt !== null && membership.mutedAt !== undefined : null
}

export default class ProjectsController {
  async index({ inertia, auth, request }: HttpContext) {
    const user = auth.user!
    const { page, ...filters } = readFilters(request.qs())
    const { rows, meta } = await listProjects(user, filters, page)
    return inertia.render('projects/index', {
      projects: ProjectTransformer.paginate(rows, meta, user),
      filters,
      hasAny: rows.length > 0 || (await hasAnyProject(user)),
    })
  }

  async create({ inertia }: HttpContext) {
    return inertia.render('projects/create', {})
  }

  async store(ctx: HttpContext) {
    const { request, auth, session, response, i18n } = ctx
    const input = await request.validateUsing(createProjectValidator, {
      messagesProvider: scopedMessages(ctx, 'projects'),
    })
    const project = await createProject(auth.user!, input)
    session.flash('success', i18n.t('projects.flash.created'))
    return response.redirect().toRoute('projects.show', { id: project.id })
  }

  async show({ inertia, auth, params }: HttpContext) {
    const user = auth.user!
    const { project, messages, chat, roles } = await loadProjectPage(user, params.id)
    // Opening the project shows its newest messages: they are read (the badges follow).
    const read = await markRead(user, project)
    const policy = new ProjectPolicy()
    let plan = await loadPlan(project.id)
    // The owner signs what they read: a plan waiting for them has its document frozen first.
    if (
      policy.acceptPlan(user, project) === true &&
      !(plan.proposed && plan.agreements.has(plan.proposed.id))
    ) {
      if (await revisionToSign(user, project)) plan = await loadPlan(project.id)
    }
    const money = policy.seePaymentSchedule(user, project) === true
    // Members and viewers are not asked: what is due when is staff's and the owner's.
    const schedule = money ? await loadPaymentSchedule(project, plan, user.isStaff) : null
    // Counted while reading: this replaces the shared prop, which then counts nothing.
    inertia.share({ unreadTotal: inertia.always(read.total) })
    return inertia.render('projects/show', {
      project: ProjectTransformer.transform(project, user).useVariant('toDetail'),
      members: ProjectMemberTransformer.transform(project.memberships),
      // The plan in revisions and milestones (money only for staff and the owner).
      revisions: PlanTransformer.transform(plan, money, policy.proposePlan(user, project) === true),
      // The "Payments" card: the schedule, its invoices, what was paid and is due.
      payments: schedule ? PaymentScheduleTransformer.transform(schedule) : null,
      // Plain rows: a page of messages through transform() cost more than building them.
      messages: messages.map((message) => messageData(message, roles)),
      // Whether the chat can scroll further back, and when its first page was read.
      hasOlderMessages: chat.hasOlder,
      messagesSyncedAt: chat.syncedAt,
      // Whether this member muted the project's notifications (null: not a member).
      muted: muted(project.memberships.find((member) => member.userId === user.id)),
    })
  }

  /* Members, invitations, the team, transfer and deletion: the owner's and staff's page. */
  async settings({ inertia, auth, params, bouncer }: HttpContext) {
    const user = auth.user!
    const { project, invitations, teamCandidates } = await loadProjectSettings(user, params.id)
    await bouncer.with(ProjectPolicy).authorize('settings', project)
    return inertia.render('projects/settings', {
      project: ProjectTransformer.transform(project, user).useVariant('toDetail'),
      members: ProjectMemberTransformer.transform(project.memberships),
      invitations: ProjectInvitationTransformer.transform(invitations),
      teamCandidates: TeamCandidateTransformer.transform(teamCandidates),
    })
  }

  async edit({ inertia, auth, params, bouncer }: HttpContext) {
    const user = auth.user!
    const project = await loadProjectDetail(user, params.id)
    await bouncer.with(ProjectPolicy).authorize('update', project)
    return inertia.render('projects/edit', {
      project: ProjectTransformer.transform(project, user).useVariant('toDetail'),
    })
  }

  /* Owner and staff: name and description; staff also the workflow and the plan. */
  async update(ctx: HttpContext) {
    const { request, auth, params, bouncer, session, response, i18n } = ctx
    const user = auth.user!
    const project = await findProjectFor(user, params.id)
    await bouncer.with(ProjectPolicy).authorize('update', project)
    const input = await request.validateUsing(updateProjectValidator, {
      messagesProvider: scopedMessages(ctx, 'projects'),
    })
    if (WORKFLOW_FIELDS.some((field) => input[field] !== undefined)) {
      await bouncer.with(ProjectPolicy).authorize('updateWorkflow', project)
    }
    await updateProject(user, project.id, input, i18n)
    session.flash('success', i18n.t('projects.flash.updated'))
    return response.redirect().toRoute('projects.show', { id: project.id })
  }

  async destroy({ auth, params, bouncer, session, response, i18n }: HttpContext) {
    const user = auth.user!
    const project = await findProjectFor(user, params.id)
    await bouncer.with(ProjectPolicy).authorize('delete', project)
    await deleteProject(user, project.id)
    session.flash('success', i18n.t('projects.flash.deleted'))
    return response.redirect().toRoute('projects.index')
  }
}
