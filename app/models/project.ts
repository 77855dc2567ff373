import { ProjectSchema } from '#database/schema'
import { belongsTo, column, hasMany, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { Currency, Money, ProjectRole, ProjectStatus } from '#shared/projects'
import User from '#models/user'
import ProjectMember from '#models/project_member'
import ProjectInvitation from '#models/project_invitation'
import Message from '#models/message'
import { memberSql } from '#data/project_sql'
import { countsColumns, unreadCountColumn, viewerRoleColumn } from '#data/expressions'

/* PostgreSQL hands bigint columns over as strings; prices fit a JS number exactly. */
const toNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value))

export default class Project extends ProjectSchema {
  @column()
  declare status: ProjectStatus

  @column()
  declare currency: Currency

  @column({ consume: toNumber })
  declare priceMinor: number | null

  @column({ consume: toNumber })
  declare planAcceptedPriceMinor: number | null

  @column()
  declare planAcceptedCurrency: Currency | null

  @hasMany(() => ProjectMember)
  declare memberships: HasMany<typeof ProjectMember>

  @hasMany(() => ProjectInvitation)
  declare invitations: HasMany<typeof ProjectInvitation>

  @hasMany(() => Message)
  declare messages: HasMany<typeof Message>

  @belongsTo(() => User, { foreignKey: 'planAcceptedById' })
  declare planAcceptedBy: BelongsTo<typeof User>

  /* Projects a user may see: staff see all, everyone else those they belong to. */
  static visibleTo = scope((query, user: User) => {
    if (user.isStaff) return
    query.whereRaw(memberSql('builder'), { reader: user.id })
  })

  /*
  | The viewer's role in each project, read in the same query (`viewerRole`): the policy decides
  | from it, so a list of 60 projects needs no query per project.
  */
  static withViewerRole = scope((query, user: User) => {
    query.select('projects.*', viewerRoleColumn(user.id))
  })

  /* Members and written messages (notices do not count), also in the same query. */
  static withCounts = scope((query) => {
    query.select(countsColumns())
  })

  /* The viewer's unread chat messages here (0 where they are not a member), in the same query. */
  static withUnreadCount = scope((query, user: User) => {
    query.select(unreadCountColumn(user.id))
  })

  /*
  | The signed-in user's role here, or null for staff outside the project. Reading it from a
  | project loaded without `withViewerRole` is a programming error, not a "no".
  */
  get viewerRole(): ProjectRole | null {
    const role = this.$extras.viewer_role
    if (role === undefined) throw new Error('Project loaded without withViewerRole')
    return role
  }

  set viewerRole(role: ProjectRole | null) {
    this.$extras.viewer_role = role
  }

  get membersCount(): number {
    return Number(this.$extras.members_count ?? 0)
  }

  get messagesCount(): number {
    return Number(this.$extras.messages_count ?? 0)
  }

  get unreadCount(): number {
    return Number(this.$extras.unread_count ?? 0)
  }

  get price(): Money | null {
    return this.priceMinor === null ? null : { minor: this.priceMinor, currency: this.currency }
  }

  /* Step 3 of the workflow: staff have set both the estimation and the price. */
  get hasPlan() {
    return this.estimationHours !== null && this.priceMinor !== null
  }

  get planAccepted() {
    return this.planAcceptedAt !== null
  }

  /* Step 6: a build staff marked ready that the owner has neither confirmed nor sent back. */
  get buildUnderTest() {
    return this.buildReadyAt !== null && this.buildConfirmedAt === null
  }
}
