import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'
import type User from '#models/user'
import type Project from '#models/project'
import PlanRevision from '#models/plan_revision'
import PlanMilestone from '#models/plan_milestone'
import Agreement from '#models/agreement'
import invoicesConfig from '#config/invoices'
import { formatMoney, type Currency, type Notice } from '#shared/projects'
import { leftToAllocate } from '#shared/plans'
import { findProjectFor } from '#actions/projects/find_project'
import { recordNotice } from '#actions/projects/record_notice'
import { ProjectRuleError } from '#actions/projects/project_rule_error'
import { createDraft } from '#actions/invoices/create_invoice'
import { issueWithin } from '#actions/invoices/issue_invoice'
import { prepareDepositInvoice } from '#actions/invoices/advance_invoices'
import { notifyPlanProposed } from '#actions/notifications/notify_project_events'
import { afterCommit } from '#infrastructure/after_commit'
import { broadcastProjectUpdated } from '#services/project_broadcasts'
import { record } from '#services/audit_log'
import { storedTime } from '#actions/unread/unread'
import { freezePlanRevision, type ChangeOrderText } from '#actions/agreements/freeze_plan'

export type MilestoneInput = {
  key?: string | null
  title: string
  criteria?: string | null
  hours: number
  /* Minor units. */
  amount: number
  targetDate: string
}

export type PlanInput = {
  estimationHours: number
  /* Minor units. */
  price: number
  currency: Currency
  depositPercent: number
  paymentDays: number
  milestones: MilestoneInput[]
}

/*
| Staff propose a revision of the plan (docs/decisions/plan-revisions.md): its milestones must
| add up to its hours and price exactly, or nothing is stored and the form says what is left to
| allocate. The revision gets the next number; an older proposal still waiting is superseded.
| The project's own figures follow the newest revision, as the plan's readers (dashboard,
| timeline, notifications) have always read them: a proposal after an agreement withdraws that
| agreement until the owner agrees to the new revision. Authorize `proposePlan` first.
*/
export async function proposePlan(user: User, projectId: number, input: PlanInput, i18n: I18n) {
  const left = leftToAllocate(
    { hours: input.estimationHours, priceMinor: input.price },
    input.milestones.map((milestone) => ({ hours: milestone.hours, amountMinor: milestone.amount }))
  )
  if (!left.balanced) throw unbalanced(left, input.currency, i18n)

  return db.transaction(async (trx) => {
    const project = await findProjectFor(user, projectId, { trx })
    project.useTransaction(trx)
    const revisions = await revisionsOf(trx, project.id)
    const agreed = revisions.find((revision) => revision.state === 'agreed')
    const known = new Set(revisions.flatMap((revision) => revision.milestones.map((m) => m.key)))
    keepAccepted(agreed, input.milestones)

    const before = auditedPlan(project)
    const notices: Notice[] = []
    if (project.planAcceptedAt) notices.push(withdrawn(project))
    const revision = await createRevision(trx, project, user, {
      number: (revisions[0]?.number ?? 0) + 1,
      ...input,
      milestones: input.milestones.map((milestone) => ({
        ...milestone,
        // A key the project never had is the browser's invention: the milestone is new.
        key: milestone.key && known.has(milestone.key) ? milestone.key : randomUUID(),
      })),
    })
    mirror(project, revision)
    project.planProposedAt = revision.proposedAt
    await project.save()
    notices.push({
      type: 'plan_proposed',
      params: {
        hours: revision.hours,
        price: { minor: revision.priceMinor, currency: revision.currency },
      },
    })
    for (const notice of notices) await recordNotice(trx, project, notice, user)
    await auditPlan(trx, user, project, before)
    afterCommit(trx, () => broadcastProjectUpdated(project))
    afterCommit(trx, () => notifyPlanProposed(project, user))
    return revision
  })
}

/*
| Plan figures set through the project's edit form (estimation, price, currency, no milestones):
| they too become a revision, with the latest revision's payment terms, so there is always one
| for the owner to agree to. Cleared figures take the waiting proposal back.
| Called inside updateProject's transaction.
*/
export async function reviseFromFigures(
  trx: TransactionClientContract,
  project: Project,
  user: User
) {
  await supersedeProposals(trx, project.id)
  if (!project.hasPlan) return null
  const latest = await PlanRevision.query({ client: trx })
    .where('project_id', project.id)
    .orderBy('number', 'desc')
    .first()
  return createRevision(trx, project, user, {
    number: (latest?.number ?? 0) + 1,
    estimationHours: project.estimationHours!,
    price: project.priceMinor!,
    currency: project.currency,
    depositPercent: latest?.depositPercent ?? 0,
    paymentDays: latest?.paymentDays ?? invoicesConfig.dueDays,
    milestones: [],
  })
}

/*
| Step 4: the owner agrees to the newest proposed revision, and only to it: a page showing an
| older one is told that the plan changed. The revision keeps who, when and its exact figures;
| the previously agreed revision is superseded (kept, with its own agreement); milestones the
| owner already accepted stay accepted in the new revision. A plan proposed before revisions
| existed (figures on the project only) becomes a revision here. A deposit gets its draft advance
| invoice in the same transaction (advance_invoices.ts). The owner's signature
| (app/actions/agreements/sign_plan.ts) calls it inside the signing's transaction (`outer`), so
| the signature, the agreement and the deposit's invoice stand or fall together.
| Authorize `acceptPlan` first.
*/
export async function agreeToPlan(
  user: User,
  projectId: number,
  revisionNumber?: number,
  outer?: TransactionClientContract
) {
  const agree = async (trx: TransactionClientContract) => {
    const project = await findProjectFor(user, projectId, { trx })
    project.useTransaction(trx)
    const revisions = await revisionsOf(trx, project.id)
    const proposed = await proposalToAgree(trx, project, revisions)
    if (revisionNumber !== undefined && revisionNumber !== proposed.number) {
      throw new ProjectRuleError('projects.plan.outdated', { number: proposed.number })
    }
    const previous = revisions.find((revision) => revision.state === 'agreed')
    const now = DateTime.now()
    // Taken only if still proposed: a second click racing the first agrees once.
    const taken = await trx
      .from('plan_revisions')
      .where({ id: proposed.id, state: 'proposed' })
      .update({
        state: 'agreed',
        agreed_by_id: user.id,
        agreed_at: storedTime(now),
        agreed_figures: JSON.stringify(proposed.figures(proposed.milestones)),
        updated_at: storedTime(now),
      })
    if (Number(taken) !== 1)
      throw new ProjectRuleError('projects.plan.outdated', { number: proposed.number })
    if (previous) {
      await trx.from('plan_revisions').where('id', previous.id).update({ state: 'superseded' })
      await carryAcceptances(trx, previous, proposed)
    }
    await prepareDepositInvoice(trx, project, proposed)

    project.merge({
      planAcceptedAt: now,
      planAcceptedById: user.id,
      planAcceptedHours: proposed.hours,
      planAcceptedPriceMinor: proposed.priceMinor,
      planAcceptedCurrency: proposed.currency,
    })
    await project.save()
    await recordNotice(
      trx,
      project,
      {
        type: 'plan_accepted',
        params: {
          name: user.fullName,
          hours: proposed.hours,
          price: { minor: proposed.priceMinor, currency: proposed.currency },
        },
      },
      user
    )
    afterCommit(trx, () => broadcastProjectUpdated(project))
    return project
  }
  return outer ? agree(outer) : db.transaction(agree)
}

/*
| The revision the owner is asked to agree to: the newest proposed one, or for a plan proposed
| before revisions existed (figures on the project only) a revision made of those figures now,
| frozen for signing like any other. The project page asks for it before showing the owner the
| document to sign (`revisionToSign`), so the signature is given to what was read.
*/
async function proposalToAgree(
  trx: TransactionClientContract,
  project: Project,
  revisions: PlanRevision[]
) {
  const proposed = revisions.find((revision) => revision.state === 'proposed')
  if (proposed && sameFigures(proposed, project)) return proposed
  await supersedeProposals(trx, project.id)
  return createRevision(trx, project, null, {
    number: (revisions[0]?.number ?? 0) + 1,
    estimationHours: project.estimationHours!,
    price: project.priceMinor!,
    currency: project.currency,
    depositPercent: proposed?.depositPercent ?? 0,
    paymentDays: proposed?.paymentDays ?? invoicesConfig.dueDays,
    milestones: [],
  })
}

/* The owner's page: a plan waiting for agreement always has a frozen revision to sign. */
export async function revisionToSign(user: User, project: Project) {
  if (!project.hasPlan || project.planAcceptedAt) return null
  return db.transaction(async (trx) => {
    const inside = await findProjectFor(user, project.id, { trx, counts: false })
    inside.useTransaction(trx)
    const revision = await proposalToAgree(trx, inside, await revisionsOf(trx, project.id))
    // Proposed before revisions were signed: frozen on first reading, as it reads now.
    const frozen = await Agreement.query({ client: trx })
      .where('plan_revision_id', revision.id)
      .first()
    if (!frozen) await freezePlanRevision(trx, inside, revision)
    return revision
  })
}

/*
| The current plan, the last agreed revision, with its milestones in order (null: never agreed).
*/
export async function currentPlan(trx: TransactionClientContract | null, projectId: number) {
  return PlanRevision.query(trx ? { client: trx } : {})
    .where('project_id', projectId)
    .where('state', 'agreed')
    .preload('milestones', (query) => query.orderBy('position', 'asc'))
    .first()
}

/*
| Step 6 for a milestone: the owner's "It works" on a build handed over for it accepts the
| milestone (who, when; a notice in the chat) and prepares its draft invoice for staff in the
| same transaction: one line "Milestone: <title>" for its amount at the standard VAT rate, in
| the project's currency, due in the plan's payment days, less what was paid in advance. With
| MILESTONE_INVOICE=issue it is issued there too, so the acceptance and the issued invoice are
| written together or not at all. Only an open milestone is taken, by a conditional update, so a repeated or racing click prepares one
| invoice.
*/
export async function acceptMilestone(
  trx: TransactionClientContract,
  project: Project,
  user: User,
  key: string
) {
  const plan = await currentPlan(trx, project.id)
  const milestone = plan?.milestones.find((candidate) => candidate.key === key)
  if (!plan || !milestone || milestone.state !== 'open') return null
  const now = DateTime.now()
  const taken = await trx
    .from('plan_milestones')
    .where({ id: milestone.id, state: 'open' })
    .update({
      state: 'accepted',
      accepted_at: storedTime(now),
      accepted_by_id: user.id,
      updated_at: storedTime(now),
    })
  if (Number(taken) !== 1) return null

  const owner = await trx
    .from('project_members')
    .join('users', 'users.id', 'project_members.user_id')
    .where('project_members.project_id', project.id)
    .where('project_members.role', 'owner')
    .select('users.locale')
    .first()
  const language = owner?.locale ?? 'sk'
  const invoice = await createDraft(
    null,
    {
      projectId: project.id,
      dueDays: plan.paymentDays,
      lines: [
        {
          description: i18nManager
            .locale(language)
            .t('projects.milestones.invoiceLine', { title: milestone.title }),
          quantityMilli: 1000,
          unit: 'pcs',
          unitPriceMinor: milestone.amountMinor,
          vatRateBp: invoicesConfig.defaultVatRate,
        },
      ],
    },
    { trx }
  )
  await trx.from('plan_milestones').where('id', milestone.id).update({ invoice_id: invoice.id })
  if (invoicesConfig.milestoneInvoice === 'issue') await issueWithin(trx, invoice.id)
  await recordNotice(
    trx,
    project,
    { type: 'milestone_accepted', params: { name: user.fullName, title: milestone.title } },
    user
  )
  return milestone
}

/* Every revision of the project, newest first, with its milestones in order. */
async function revisionsOf(trx: TransactionClientContract, projectId: number) {
  return PlanRevision.query({ client: trx })
    .where('project_id', projectId)
    .orderBy('number', 'desc')
    .preload('milestones', (query) => query.orderBy('position', 'asc'))
}

async function createRevision(
  trx: TransactionClientContract,
  project: Project,
  proposer: User | null,
  input: PlanInput & { number: number },
  change: ChangeOrderText | null = null
) {
  await supersedeProposals(trx, project.id)
  const now = DateTime.now()
  const revision = await PlanRevision.create(
    {
      projectId: project.id,
      number: input.number,
      hours: input.estimationHours,
      priceMinor: input.price,
      currency: input.currency,
      depositPercent: input.depositPercent,
      paymentDays: input.paymentDays,
      state: 'proposed',
      proposedById: proposer?.id ?? null,
      // A plan proposed before revisions existed keeps the time it was proposed.
      proposedAt: proposer ? now : (project.planProposedAt ?? now),
    },
    { client: trx }
  )
  const milestones = await PlanMilestone.createMany(
    input.milestones.map((milestone, position) => ({
      revisionId: revision.id,
      key: milestone.key ?? randomUUID(),
      position,
      title: milestone.title,
      criteria: milestone.criteria || null,
      hours: milestone.hours,
      amountMinor: milestone.amount,
      targetDate: DateTime.fromISO(milestone.targetDate),
      state: 'open' as const,
    })),
    { client: trx }
  )
  revision.$setRelated('milestones', milestones)
  await freezePlanRevision(trx, project, revision, change)
  return revision
}

async function supersedeProposals(trx: TransactionClientContract, projectId: number) {
  await trx
    .from('plan_revisions')
    .where({ project_id: projectId, state: 'proposed' })
    .update({ state: 'superseded' })
}

/* Accepted milestones of the plan in force keep their acceptance and draft in the new revision. */
async function carryAcceptances(
  trx: TransactionClientContract,
  previous: PlanRevision,
  next: PlanRevision
) {
  for (const old of previous.milestones) {
    if (old.state !== 'accepted') continue
    const kept = next.milestones.find((milestone) => milestone.key === old.key)
    if (!kept) continue
    await trx
      .from('plan_milestones')
      .where('id', kept.id)
      .update({
        state: 'accepted',
        accepted_at: old.acceptedAt ? storedTime(old.acceptedAt) : null,
        accepted_by_id: old.acceptedById,
        invoice_id: old.invoiceId,
      })
  }
}

/*
| What the owner accepted is delivered and invoiced: a new revision keeps such a milestone with
| its hours and amount (its words and date may still be corrected).
*/
function keepAccepted(agreed: PlanRevision | undefined, milestones: MilestoneInput[]) {
  for (const old of agreed?.milestones ?? []) {
    if (old.state !== 'accepted') continue
    const kept = milestones.find((milestone) => milestone.key === old.key)
    if (!kept || kept.hours !== old.hours || kept.amount !== old.amountMinor) {
      throw new ProjectRuleError(
        'projects.planForm.acceptedKept',
        { title: old.title },
        'milestones'
      )
    }
  }
}

function sameFigures(revision: PlanRevision, project: Project) {
  return (
    revision.hours === project.estimationHours &&
    revision.priceMinor === project.priceMinor &&
    revision.currency === project.currency
  )
}

/* The project's plan columns follow the newest revision (their readers predate revisions). */
function mirror(project: Project, revision: PlanRevision) {
  project.merge({
    estimationHours: revision.hours,
    priceMinor: revision.priceMinor,
    currency: revision.currency,
    planAcceptedAt: null,
    planAcceptedById: null,
    planAcceptedHours: null,
    planAcceptedPriceMinor: null,
    planAcceptedCurrency: null,
  })
}

function withdrawn(project: Project): Notice {
  return {
    type: 'plan_withdrawn',
    params: {
      hours: project.estimationHours ?? 0,
      price: { minor: project.priceMinor ?? 0, currency: project.currency },
    },
  }
}

function unbalanced(left: { hours: number; minor: number }, currency: Currency, i18n: I18n) {
  return new ProjectRuleError(
    left.hours < 0 || left.minor < 0
      ? 'projects.planForm.overAllocated'
      : 'projects.planForm.unbalanced',
    {
      hours: i18n.t('projects.show.hours', { count: Math.abs(left.hours) }),
      amount: formatMoney({ minor: Math.abs(left.minor), currency }, i18n.locale),
    },
    'milestones'
  )
}

function auditedPlan(project: Project) {
  return {
    estimationHours: project.estimationHours ?? null,
    price: project.priceMinor ?? null,
    currency: project.currency,
  }
}

async function auditPlan(
  trx: TransactionClientContract,
  user: User,
  project: Project,
  before: ReturnType<typeof auditedPlan>
) {
  const after = auditedPlan(project)
  if (JSON.stringify(before) === JSON.stringify(after)) return
  await record(
    user,
    'project.plan_changed',
    { type: 'project', id: project.id, label: project.name },
    { before, after },
    { trx }
  )
}
