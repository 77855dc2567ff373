import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { I18n } from '@adonisjs/i18n'
import type Project from '#models/project'
import type User from '#models/user'
import {
  allowedTransitions,
  canTransition,
  type Currency,
  type Notice,
  type ProjectStatus,
} from '#shared/projects'
import { findProjectFor } from '#actions/projects/find_project'
import { recordNotice } from '#actions/projects/record_notice'
import { ProjectRuleError } from '#actions/projects/project_rule_error'
import { reviseFromFigures } from '#actions/projects/plan_revisions'
import { notifyPlanProposed } from '#actions/notifications/notify_project_events'
import { afterCommit } from '#infrastructure/after_commit'
import { broadcastProjectUpdated } from '#services/project_broadcasts'
import { record } from '#services/audit_log'

export type ProjectChanges = {
  name: string
  description?: string | null
  status?: ProjectStatus
  progress?: number
  estimationHours?: number | null
  /* Minor units. */
  price?: number | null
  currency?: Currency
}

/*
| Owner or staff change name and description; staff also move the workflow (status, progress)
| and propose the plan (estimation, price, currency). A status move the workflow does not allow
| is refused with the moves that are. New plan figures replace an accepted plan: the acceptance
| is withdrawn, noticed in the stream, and the owner is asked again.
*/
export async function updateProject(
  user: User,
  projectId: number,
  changes: ProjectChanges,
  i18n: I18n
) {
  return db.transaction(async (trx) => {
    const project = await findProjectFor(user, projectId, { trx })
    project.useTransaction(trx)
    const notices: Notice[] = []
    const now = DateTime.now()
    const audited = auditedFigures(project)

    project.name = changes.name
    if (changes.description !== undefined) project.description = changes.description || null
    if (changes.progress !== undefined) project.progress = changes.progress

    if (changes.status !== undefined && changes.status !== project.status) {
      const from = project.status
      if (!canTransition(from, changes.status)) throw refusedMove(from, i18n)
      // Step 7 follows step 6: the owner has tried the build and said it works.
      if (changes.status === 'completed' && project.buildConfirmedAt === null) {
        throw new ProjectRuleError('projects.errors.buildNotConfirmed', {}, 'status')
      }
      moveTo(project, changes.status, now)
      notices.push({ type: 'status_changed', params: { from, to: changes.status } })
    }

    const before = planFigures(project)
    if (changes.estimationHours !== undefined) project.estimationHours = changes.estimationHours
    if (changes.price !== undefined) project.priceMinor = changes.price
    if (changes.currency !== undefined) project.currency = changes.currency
    const after = planFigures(project)
    const revised = before.key !== after.key
    if (revised) notices.push(...replanned(project, before, after, now))

    await project.save()
    if (revised) await reviseFromFigures(trx, project, user)
    await audit(user, project, audited, trx)
    for (const notice of notices) await recordNotice(trx, project, notice, user)
    if (notices.length === 0) {
      project.lastActivityAt = now
      await project.save()
    }
    afterCommit(trx, () => broadcastProjectUpdated(project))
    if (notices.some((notice) => notice.type === 'plan_proposed')) {
      afterCommit(trx, () => notifyPlanProposed(project, user))
    }
    return project
  })
}

/* What the audit log keeps of a project's workflow and plan (staff changes only: see record). */
function auditedFigures(project: Project) {
  return {
    status: { status: project.status },
    progress: { progress: project.progress },
    plan: {
      estimationHours: project.estimationHours ?? null,
      price: project.priceMinor ?? null,
      currency: project.currency,
    },
  }
}

async function audit(
  user: User,
  project: Project,
  before: ReturnType<typeof auditedFigures>,
  trx: TransactionClientContract
) {
  const after = auditedFigures(project)
  const subject = { type: 'project' as const, id: project.id, label: project.name }
  for (const [part, action] of [
    ['status', 'project.status_changed'],
    ['plan', 'project.plan_changed'],
    ['progress', 'project.progress_changed'],
  ] as const) {
    if (JSON.stringify(before[part]) === JSON.stringify(after[part])) continue
    await record(user, action, subject, { before: before[part], after: after[part] }, { trx })
  }
}

/* Each status stamps when the project first reached it; reopening starts that part again. */
function moveTo(project: Project, status: ProjectStatus, now: DateTime) {
  if (status === 'analyzing') project.analysisStartedAt ??= now
  if (status === 'in_progress') {
    project.workStartedAt ??= now
    // Reopened after launch: the next round is tested again.
    if (project.completedAt) clearBuild(project)
    project.completedAt = null
  }
  if (status === 'completed') project.completedAt = now
  if (status === 'cancelled') project.cancelledAt = now
  if (status === 'not_started') {
    project.cancelledAt = null
    project.analysisStartedAt = null
    project.workStartedAt = null
    project.completedAt = null
    clearBuild(project)
  }
  project.status = status
}

function clearBuild(project: Project) {
  project.merge({
    buildMilestoneKey: null,
    buildReadyAt: null,
    buildNote: null,
    buildLink: null,
    buildConfirmedAt: null,
    buildConfirmedById: null,
  })
}

function refusedMove(from: ProjectStatus, i18n: I18n) {
  const names = allowedTransitions(from).map((status) => i18n.t(`projects.statuses.${status}`))
  const allowed = new Intl.ListFormat(i18n.locale, { type: 'disjunction' }).format(names)
  return new ProjectRuleError(
    'projects.errors.transition',
    { from: i18n.t(`projects.statuses.${from}`), allowed },
    'status'
  )
}

function planFigures(project: Project) {
  const complete = project.hasPlan
  return {
    complete,
    key: complete ? `${project.estimationHours}/${project.priceMinor}/${project.currency}` : '',
    hours: project.estimationHours ?? 0,
    price: { minor: project.priceMinor ?? 0, currency: project.currency },
  }
}

/*
| A complete plan (estimation and price) is put to the owner. Changing it after the owner
| agreed withdraws the agreement; the agreed figures stay on the project until then.
*/
function replanned(
  project: Project,
  before: ReturnType<typeof planFigures>,
  after: ReturnType<typeof planFigures>,
  now: DateTime
): Notice[] {
  const notices: Notice[] = []
  if (project.planAcceptedAt) {
    project.planAcceptedAt = null
    project.planAcceptedById = null
    project.planAcceptedHours = null
    project.planAcceptedPriceMinor = null
    project.planAcceptedCurrency = null
    notices.push({ type: 'plan_withdrawn', params: { hours: before.hours, price: before.price } })
  }
  project.planProposedAt = after.complete ? now : null
  if (after.complete) {
    notices.push({ type: 'plan_proposed', params: { hours: after.hours, price: after.price } })
  }
  return notices
}
