import { DateTime } from 'luxon'
import PlanRevision from '#models/plan_revision'
import PlanMilestone from '#models/plan_milestone'
import User from '#models/user'
import Agreement from '#models/agreement'

export type LoadedPlan = {
  revisions: PlanRevision[]
  current: PlanRevision | null
  proposed: PlanRevision | null
  names: Map<number, string>
  /* Each revision's frozen document and signature, by revision id (none before 8150). */
  agreements: Map<number, Agreement>
  /* Today on the company's calendar (Europe/Bratislava, as invoices count days). */
  today: string
}

/*
| The plan's revisions as the project page shows them, in four queries whatever their number:
| every revision (newest first), the milestones of the plan in force and of the proposal
| waiting for the owner, each revision's agreement (to sign or download), and the names of
| who proposed and agreed.
*/
export async function loadPlan(projectId: number): Promise<LoadedPlan> {
  const revisions = await PlanRevision.query()
    .where('project_id', projectId)
    .orderBy('number', 'desc')
  const current = revisions.find((revision) => revision.state === 'agreed') ?? null
  const newest = revisions[0]
  const proposed = newest?.state === 'proposed' ? newest : null
  const shown = [current, proposed].filter((revision): revision is PlanRevision => !!revision)
  const milestones = shown.length
    ? await PlanMilestone.query()
        .whereIn(
          'revision_id',
          shown.map((revision) => revision.id)
        )
        .orderBy('position', 'asc')
    : []
  for (const revision of shown) {
    revision.$setRelated(
      'milestones',
      milestones.filter((milestone) => milestone.revisionId === revision.id)
    )
  }
  const people = new Set<number>()
  for (const revision of revisions) {
    if (revision.proposedById) people.add(revision.proposedById)
    if (revision.agreedById) people.add(revision.agreedById)
  }
  for (const milestone of milestones) if (milestone.acceptedById) people.add(milestone.acceptedById)
  const users = people.size
    ? await User.query()
        .select('id', 'full_name')
        .whereIn('id', [...people])
    : []
  const agreements = revisions.length
    ? await Agreement.query().whereIn(
        'plan_revision_id',
        revisions.map((revision) => revision.id)
      )
    : []
  return {
    revisions,
    agreements: new Map(agreements.map((agreement) => [agreement.planRevisionId!, agreement])),
    current,
    proposed,
    names: new Map(users.map((user) => [user.id, user.fullName])),
    today: DateTime.now().setZone('Europe/Bratislava').toISODate()!,
  }
}
