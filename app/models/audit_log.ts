import { AuditLogSchema } from '#database/schema'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import type { AuditAction, AuditSubjectType, AuditValues } from '#shared/audit'

/*
| One line of the audit log. Append-only: written by app/services/audit_log.ts, never updated
| or deleted by the app.
*/
export default class AuditLog extends AuditLogSchema {
  static table = 'audit_logs'

  @column()
  declare action: AuditAction

  @column()
  declare subjectType: AuditSubjectType

  @belongsTo(() => User, { foreignKey: 'actorId' })
  declare actor: BelongsTo<typeof User>

  get beforeValues(): AuditValues | null {
    return parse(this.before)
  }

  get afterValues(): AuditValues | null {
    return parse(this.after)
  }
}

function parse(text: string | null): AuditValues | null {
  if (!text) return null
  try {
    return JSON.parse(text) as AuditValues
  } catch {
    return null
  }
}
