import { DateTime } from 'luxon'
import { ProjectInvitationSchema } from '#database/schema'
import { belongsTo, column, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { AssignableRole } from '#shared/projects'
import User from '#models/user'
import Project from '#models/project'

export type InvitationState = 'valid' | 'expired' | 'revoked' | 'used'

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
    query
      .whereNull('project_invitations.accepted_at')
      .whereNull('project_invitations.revoked_at')
      .where('project_invitations.expires_at', '>', DateTime.now().toSQL({ includeOffset: false }))
  })

  get state(): InvitationState {
    if (this.acceptedAt) return 'used'
    if (this.revokedAt) return 'revoked'
    if (this.expiresAt <= DateTime.now()) return 'expired'
    return 'valid'
  }
}
