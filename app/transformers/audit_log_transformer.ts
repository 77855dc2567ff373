import { BaseTransformer } from '@adonisjs/core/transformers'
import type AuditLog from '#models/audit_log'
import { isoOf } from '#infrastructure/stored_times'

/* One line of the audit log: who, what, on which record, the values before and after, when, from where. */
export default class AuditLogTransformer extends BaseTransformer<AuditLog> {
  toObject() {
    const entry = this.resource
    return {
      id: entry.id,
      action: entry.action,
      actor: { id: entry.actorId, name: entry.actorName },
      subject: { type: entry.subjectType, id: entry.subjectId, label: entry.subjectLabel },
      before: entry.beforeValues,
      after: entry.afterValues,
      ip: entry.ip,
      createdAt: isoOf(entry.createdAt),
    }
  }
}
