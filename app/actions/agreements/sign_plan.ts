import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Agreement from '#models/agreement'
import PlanRevision from '#models/plan_revision'
import type User from '#models/user'
import { findProjectFor } from '#actions/projects/find_project'
import { agreeToPlan } from '#actions/projects/plan_revisions'
import { ProjectRuleError } from '#actions/projects/project_rule_error'
import { AgreementRuleError } from '#actions/agreements/agreement_rule_error'
import { recordAgreementEvent, type Witness } from '#actions/agreements/agreement_events'
import { sealAgreement } from '#actions/agreements/seal_agreement'

export type PlanSignInput = {
  revision?: number
  name: string
  documentHash: string
  /* The drawing beside the typed name, a PNG's base64 (the validator checked it). */
  signature?: string
}

/*
| The owner signs a plan revision or change order (step 4): the revision the form names, the
| document it carried (its hash) still the one frozen for it, or "read it again". One
| transaction: the signature, the trail's "signed", and the revision agreed through
| `agreeToPlan` (the one place that marks a revision agreed, with its notice and whatever it
| prepares). A second signature of a signed revision answers the first; a superseded one is
| refused as the plan having changed. Then the PDF is sealed, stored and e-mailed as a link.
| Authorize `signPlan` first.
*/
export async function signPlanRevision(
  user: User,
  projectId: number,
  input: PlanSignInput,
  witness: Omit<Witness, 'actor'>
) {
  const seen = { ...witness, actor: user.email }
  const outcome = await db.transaction(async (trx) => {
    const project = await findProjectFor(user, projectId, { trx, counts: false })
    const revisions = PlanRevision.query({ client: trx }).where('project_id', project.id)
    const revision = await (input.revision === undefined
      ? revisions.where('state', 'proposed').orderBy('number', 'desc').first()
      : revisions.where('number', input.revision).first())
    const agreement = revision
      ? await Agreement.query({ client: trx })
          .where('plan_revision_id', revision.id)
          .forUpdate()
          .first()
      : null
    // The same signature sent again (a replay, a second tab) answers the first.
    if (agreement?.status === 'signed' && agreement.documentHash === input.documentHash) {
      return { agreement, created: false }
    }
    if (!revision || revision.state !== 'proposed') {
      const newest = await PlanRevision.query({ client: trx })
        .where('project_id', project.id)
        .where('state', 'proposed')
        .orderBy('number', 'desc')
        .first()
      if (!newest) throw new ProjectRuleError('projects.plan.nothingToSign')
      throw new ProjectRuleError('projects.plan.outdated', { number: newest.number })
    }
    if (!agreement || agreement.documentHash !== input.documentHash) {
      throw new AgreementRuleError('agreements.errors.planChanged')
    }
    agreement.merge({
      status: 'signed',
      signerName: input.name.trim(),
      signerEmail: user.email,
      signerUserId: user.id,
      signerMethod: 'account',
      signedAt: DateTime.now(),
      signedIp: witness.ip,
      signedUserAgent: witness.userAgent?.slice(0, 500) ?? null,
      signaturePng: input.signature ?? null,
    })
    await agreement.save()
    await recordAgreementEvent(agreement.id, 'signed', seen, trx)
    await agreeToPlan(user, project.id, revision.number, trx)
    return { agreement, created: true }
  })
  if (outcome.created) await sealAgreement(outcome.agreement)
  return outcome
}
