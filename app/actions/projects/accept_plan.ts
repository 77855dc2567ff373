import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { findProjectFor } from '#actions/projects/find_project'
import { recordNotice } from '#actions/projects/record_notice'
import { afterCommit } from '#infrastructure/after_commit'
import { broadcastProjectUpdated } from '#services/project_broadcasts'

/*
| Step 4 of the workflow: the owner agrees to the plan. Who, when and the very figures agreed to
| are kept, so a later change of figures can be told apart and asked again.
| Authorize `acceptPlan` first (only the owner, only a proposed plan not yet agreed).
*/
export async function acceptPlan(user: User, projectId: number) {
  return db.transaction(async (trx) => {
    const project = await findProjectFor(user, projectId, { trx })
    project.useTransaction(trx)
    project.merge({
      planAcceptedAt: DateTime.now(),
      planAcceptedById: user.id,
      planAcceptedHours: project.estimationHours,
      planAcceptedPriceMinor: project.priceMinor,
      planAcceptedCurrency: project.currency,
    })
    await project.save()
    await recordNotice(
      trx,
      project,
      {
        type: 'plan_accepted',
        params: { name: user.fullName, hours: project.estimationHours!, price: project.price! },
      },
      user
    )
    afterCommit(trx, () => broadcastProjectUpdated(project))
    return project
  })
}
