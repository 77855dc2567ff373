import { DateTime } from 'luxon'
import { ProjectInvitationSchema } from '#database/schema'
import { belongsTo, column, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { AssignableRole } from '#shared/projects'
import User from '#models/user'
import { PENDING_INVITATION_SQL } from '#data/project_sql'
import Project from '#models/project'

export type InvitationState = 'valid' | 'expired' | 'revoked' | 'used'

/* The time `PENDING_INVITATION_SQL` (app/data/project_sql.ts) compares expiries with. */
export const pendingNow = () => DateTime.now().toSQL({ includeOffset: false })

export default class ProjectInvitation extends ProjectInvitationSchema {
  static table = 'project_invitations'

  @column()
  declare role: AssignableRole

  @belongsTo(() => Project)
  declare project: BelongsTo<typeof Project>

  @belongsTo(() => User, { foreignKey: 'invitedById' })
  declare invitedBy: BelongsTo<typeof User>

  /* Neither used, revoked nor past its expiry. */
  static pending = scope((query) => {
    query.whereRaw(PENDING_INVITATION_SQL, { now: pendingNow() })
  })

  get state(): InvitationState {
    if (this.acceptedAt) return 'used'
    if (this.revokedAt) return 'revoked'
    if (this.expiresAt <= DateTime.now()) return 'expired'
    return 'valid'
  }
}
