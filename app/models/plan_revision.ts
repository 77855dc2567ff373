import { PlanRevisionSchema } from '#database/schema'
import { belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { Currency } from '#shared/projects'
import type { RevisionFigures, RevisionState } from '#shared/plans'
import User from '#models/user'
import PlanMilestone from '#models/plan_milestone'

/* PostgreSQL hands bigint columns over as strings; prices fit a JS number exactly. */
const toNumber = (value: unknown) => Number(value)

/*
| One numbered revision of a project's plan (docs/decisions/plan-revisions.md): proposed by
| staff, agreed to by the owner (with the figures agreed to kept as JSON), or superseded by a
| newer proposal. Never changed after agreement and never deleted but with its project.
*/
export default class PlanRevision extends PlanRevisionSchema {
  static table = 'plan_revisions'

  @column()
  declare state: RevisionState

  @column()
  declare currency: Currency

  @column({ consume: toNumber })
  declare priceMinor: number

  /* What the owner agreed to (JSON text in `agreed_figures`), exactly as it was shown. */
  get agreed(): RevisionFigures | null {
    return this.agreedFigures ? (JSON.parse(this.agreedFigures) as RevisionFigures) : null
  }

  @hasMany(() => PlanMilestone, { foreignKey: 'revisionId' })
  declare milestones: HasMany<typeof PlanMilestone>

  @belongsTo(() => User, { foreignKey: 'proposedById' })
  declare proposedBy: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'agreedById' })
  declare agreedBy: BelongsTo<typeof User>

  /* The revision's figures as the owner reads and agrees to them (milestones in order). */
  figures(milestones: PlanMilestone[]): RevisionFigures {
    return {
      hours: this.hours,
      priceMinor: this.priceMinor,
      currency: this.currency,
      depositPercent: this.depositPercent,
      paymentDays: this.paymentDays,
      milestones: [...milestones]
        .sort((a, b) => a.position - b.position)
        .map((milestone) => ({
          key: milestone.key,
          title: milestone.title,
          criteria: milestone.criteria,
          hours: milestone.hours,
          amountMinor: milestone.amountMinor,
          targetDate: milestone.targetDate.toISODate()!,
        })),
    }
  }
}
