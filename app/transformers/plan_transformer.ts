import { BaseTransformer } from '@adonisjs/core/transformers'
import type PlanRevision from '#models/plan_revision'
import type PlanMilestone from '#models/plan_milestone'
import type Agreement from '#models/agreement'
import type { LoadedPlan } from '#actions/projects/load_plan'
import { diffRevisions, type MilestoneProgress } from '#shared/plans'
import { isoOrNull } from '#infrastructure/stored_times'

/*
| The plan in revisions for the project page: the plan in force (the last agreed revision), the
| proposal waiting for the owner with its differences against it, and every revision's number,
| state and agreement. The payment schedule (milestone amounts, deposit, payment days, the
| drafts prepared) only for who may see it (`ProjectPolicy.seePaymentSchedule`): members and
| viewers read what is delivered, how long it takes and when. Each revision's agreement (the
| hash the owner's signature carries back, the signature, whether its sealed PDF is there) goes
| to the same readers, since the signed document holds the money.
*/
export default class PlanTransformer extends BaseTransformer<LoadedPlan> {
  constructor(
    plan: LoadedPlan,
    protected money: boolean,
    protected staff: boolean
  ) {
    super(plan)
  }

  toObject() {
    const { current, proposed, revisions, names } = this.resource
    const diff =
      current && proposed
        ? diffRevisions(
            current.figures(current.milestones),
            proposed.figures(proposed.milestones),
            {
              money: this.money,
            }
          )
        : null
    return {
      showsMoney: this.money,
      today: this.resource.today,
      current: current ? this.#revision(current) : null,
      proposed: proposed ? this.#revision(proposed) : null,
      diff,
      history: revisions.map((revision) => ({
        number: revision.number,
        state: revision.state,
        proposedAt: isoOrNull(revision.proposedAt),
        agreedAt: isoOrNull(revision.agreedAt),
        agreedBy: revision.agreedById ? (names.get(revision.agreedById) ?? null) : null,
        agreement: this.#agreement(revision),
      })),
    }
  }

  #revision(revision: PlanRevision) {
    const { names } = this.resource
    const milestones = revision.milestones
    const next = milestones.find((milestone) => milestone.state !== 'accepted')
    return {
      number: revision.number,
      state: revision.state,
      hours: revision.hours,
      price: { minor: revision.priceMinor, currency: revision.currency },
      depositPercent: this.money ? revision.depositPercent : null,
      paymentDays: this.money ? revision.paymentDays : null,
      proposedAt: isoOrNull(revision.proposedAt),
      proposedBy: revision.proposedById ? (names.get(revision.proposedById) ?? null) : null,
      agreedAt: isoOrNull(revision.agreedAt),
      agreedBy: revision.agreedById ? (names.get(revision.agreedById) ?? null) : null,
      milestones: milestones.map((milestone) => this.#milestone(milestone, milestone === next)),
      agreement: this.#agreement(revision),
    }
  }

  #agreement(revision: PlanRevision) {
    const agreement: Agreement | undefined = this.resource.agreements.get(revision.id)
    if (!this.money || !agreement) return null
    return {
      kind: agreement.kind,
      reference: agreement.reference,
      email: agreement.email,
      status: agreement.status,
      documentHash: agreement.documentHash,
      signerName: agreement.signerName,
      signerEmail: agreement.signerEmail,
      signedAt: isoOrNull(agreement.signedAt),
      sealed: agreement.pdfKey !== null,
      change: agreement.content.kind === 'change_order' ? agreement.content.change : null,
    }
  }

  #milestone(milestone: PlanMilestone, isNext: boolean) {
    const targetDate = milestone.targetDate.toISODate()!
    const done = milestone.state === 'accepted'
    const progress: MilestoneProgress = done ? 'done' : isNext ? 'next' : 'later'
    return {
      key: milestone.key,
      title: milestone.title,
      criteria: milestone.criteria,
      hours: milestone.hours,
      amountMinor: this.money ? milestone.amountMinor : null,
      targetDate,
      state: milestone.state,
      progress,
      overdue: !done && targetDate < this.resource.today,
      acceptedAt: isoOrNull(milestone.acceptedAt),
      acceptedBy: milestone.acceptedById
        ? (this.resource.names.get(milestone.acceptedById) ?? null)
        : null,
      // The draft is staff's until it is issued.
      invoiceId: this.staff ? milestone.invoiceId : null,
    }
  }
}
