import { PlanMilestoneSchema } from '#database/schema'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { MilestoneState } from '#shared/plans'
import User from '#models/user'
import PlanRevision from '#models/plan_revision'

/* PostgreSQL hands bigint columns over as strings; amounts fit a JS number exactly. */
const toNumber = (value: unknown) => Number(value)

/*
| A milestone of a plan revision: what is delivered (criteria), its hours, amount and target
| date. Accepted by the owner's "It works" on a build handed over for it, which prepares its
| draft invoice (`invoiceId`).
*/
export default class PlanMilestone extends PlanMilestoneSchema {
  static table = 'plan_milestones'

  @column()
  declare state: MilestoneState

  @column({ consume: toNumber })
  declare amountMinor: number

  @belongsTo(() => PlanRevision, { foreignKey: 'revisionId' })
  declare revision: BelongsTo<typeof PlanRevision>

  @belongsTo(() => User, { foreignKey: 'acceptedById' })
  declare acceptedBy: BelongsTo<typeof User>
}
