import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import i18nManager from '@adonisjs/i18n/services/main'
import Agreement from '#models/agreement'
import PlanRevision from '#models/plan_revision'
import type Project from '#models/project'
import User from '#models/user'
import productConfig from '#config/product'
import { isoOrNull } from '#infrastructure/stored_times'
import { diffRevisions } from '#shared/plans'
import type { PlanDocument } from '#shared/agreements'
import { newReference, sha256 } from '#actions/agreements/freeze_agreement'
import { recordAgreementEvent } from '#actions/agreements/agreement_events'

export type ChangeOrderText = { text: string; hours: number; priceMinor: number }

/* The project's owner: who reads, signs and receives the sealed PDF (DESIGN.md roles). */
export async function ownerOf(trx: TransactionClientContract, projectId: number) {
  const row = await trx
    .from('project_members')
    .where('project_id', projectId)
    .where('role', 'owner')
    .select('user_id')
    .first()
  return row ? User.find(row.user_id, { client: trx }) : null
}

/*
| Freezes a revision when it is proposed, in the proposal's transaction: the totals, terms and
| milestones, what they change against the plan in force, and for a change order what staff
| wrote it changes; in the owner's language, as the owner reads it. The owner signs exactly
| this JSON (its SHA-256); a newer proposal is a new document, so a page showing this one is
| asked to read again.
*/
export async function freezePlanRevision(
  trx: TransactionClientContract,
  project: Project,
  revision: PlanRevision,
  change: ChangeOrderText | null = null
) {
  const owner = await ownerOf(trx, project.id)
  if (!owner) return null
  const locale = owner.locale ?? 'sk'
  const inForce = await PlanRevision.query({ client: trx })
    .where('project_id', project.id)
    .where('state', 'agreed')
    .whereNot('id', revision.id)
    .preload('milestones')
    .first()
  const proposer = revision.proposedById
    ? await User.find(revision.proposedById, { client: trx })
    : null
  const kind = change ? 'change_order' : 'plan_revision'
  const figures = revision.figures(revision.milestones)
  const previous = inForce
    ? { number: inForce.number, figures: inForce.figures(inForce.milestones) }
    : null
  const content: PlanDocument = {
    kind,
    projectId: project.id,
    project: project.name,
    company: productConfig.company.name,
    recipient: owner.email,
    locale,
    subject: i18nManager
      .locale(locale)
      .t(`agreements.documents.${kind}`, { project: project.name, number: revision.number }),
    number: revision.number,
    proposedAt: isoOrNull(revision.proposedAt),
    proposedBy: proposer?.fullName ?? null,
    figures,
    previous,
    diff: previous ? diffRevisions(previous.figures, figures) : null,
    change,
  }
  const document = JSON.stringify(content)
  const agreement = await Agreement.create(
    {
      kind,
      planRevisionId: revision.id,
      offerId: null,
      reference: newReference(),
      status: 'open',
      document,
      documentHash: sha256(document),
      email: owner.email,
      locale,
    },
    { client: trx }
  )
  await recordAgreementEvent(agreement.id, 'sent', { actor: owner.email }, trx)
  return agreement
}
