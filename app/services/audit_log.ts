import { HttpContext } from '@adonisjs/core/http'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import AuditLog from '#models/audit_log'
import User from '#models/user'
import type { AuditAction, AuditSubjectType, AuditValues } from '#shared/audit'

/*
| The one way into the audit log (/team/activity): every staff action that changes someone
| else's data, and every staff sign-in, calls `record` where the change is made. Inside a
| transaction the entry is written with it (pass `trx`), so a change that rolls back leaves no
| entry and a stored change always has one. The address comes from the request being served
| (the framework's async local storage); a change made outside a request (a command) has none.
|
| Only staff are recorded: a client changing their own project is their business, not the
| team's, so `record` ignores an actor who is not staff.
*/
export type AuditSubject = { type: AuditSubjectType; id: number | null; label?: string | null }

const LABEL_MAX = 300

export async function record(
  actor: User | number,
  action: AuditAction,
  subject: AuditSubject,
  changes: { before?: AuditValues | null; after?: AuditValues | null } = {},
  options: { trx?: TransactionClientContract } = {}
) {
  const who = typeof actor === 'number' ? await User.find(actor, { client: options.trx }) : actor
  if (!who || !who.isStaff) return null
  return AuditLog.create(
    {
      actorId: who.id,
      actorName: who.fullName,
      action,
      subjectType: subject.type,
      subjectId: subject.id,
      subjectLabel: subject.label ? subject.label.slice(0, LABEL_MAX) : null,
      before: changes.before ? JSON.stringify(changes.before) : null,
      after: changes.after ? JSON.stringify(changes.after) : null,
      ip: HttpContext.get()?.request.ip() ?? null,
    },
    { client: options.trx }
  )
}

/* Only the fields that changed, before and after: an entry says what happened, not everything. */
export function changedFields(before: AuditValues, after: AuditValues) {
  const from: AuditValues = {}
  const to: AuditValues = {}
  for (const key of Object.keys(after)) {
    if (before[key] === after[key]) continue
    from[key] = before[key] ?? null
    to[key] = after[key]
  }
  return { before: from, after: to, changed: Object.keys(to).length > 0 }
}
