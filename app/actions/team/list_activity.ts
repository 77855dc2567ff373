import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import AuditLog from '#models/audit_log'
import User from '#models/user'
import { AUDIT_ACTIONS, type AuditAction } from '#shared/audit'
import { recordId } from '#infrastructure/record_id'
import { storedTime } from '#actions/unread/unread'

export const ACTIVITY_PER_PAGE = 30

export type ActivityFilters = {
  actorId: number | null
  action: AuditAction | null
  from: string | null
  to: string | null
  page: number
}

/*
| The audit log's query string, read leniently: an unknown person or action, or a date that is
| not one (YYYY-MM-DD), is simply not filtered on.
*/
export function readActivityFilters(qs: Record<string, unknown>): ActivityFilters {
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  const action = text(qs.action) as AuditAction
  const date = (value: unknown) => {
    const day = text(value)
    return /^\d{4}-\d{2}-\d{2}$/.test(day) && DateTime.fromISO(day).isValid ? day : null
  }
  const page = Number.parseInt(text(qs.page), 10)
  return {
    actorId: recordId(text(qs.actor)) || null,
    action: AUDIT_ACTIONS.includes(action) ? action : null,
    from: date(qs.from),
    to: date(qs.to),
    page: Number.isSafeInteger(page) && page > 0 && page <= 1_000_000 ? page : 1,
  }
}

/*
| Newest first. Days are the viewer's days: "from" starts at their midnight, "to" includes the
| whole day.
*/
export function listActivity(filters: ActivityFilters, zone: string) {
  const query = AuditLog.query().orderBy('created_at', 'desc').orderBy('id', 'desc')
  if (filters.actorId) query.where('actor_id', filters.actorId)
  if (filters.action) query.where('action', filters.action)
  if (filters.from) query.where('created_at', '>=', storedTime(dayStart(filters.from, zone)))
  if (filters.to)
    query.where('created_at', '<', storedTime(dayStart(filters.to, zone).plus({ days: 1 })))
  return query.paginate(filters.page, ACTIVITY_PER_PAGE)
}

function dayStart(day: string, zone: string) {
  const start = DateTime.fromISO(day, { zone })
  return (start.isValid ? start : DateTime.fromISO(day, { zone: 'utc' })).toUTC()
}

/* Everyone who appears in the log as the one who acted, for the filter's menu (staff, past and present). */
export function auditActors() {
  return User.query()
    .whereIn('id', db.from('audit_logs').select('actor_id').whereNotNull('actor_id'))
    .orderBy('full_name')
}
