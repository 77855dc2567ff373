/*
| The audit log's vocabulary (/team/activity): the actions recorded and the kinds of record they
| name. Imported by the server (`#shared/audit`: the service, the filter validator) and the
| browser (`@shared/audit`: the filter menu, the translated descriptions), so the two lists
| cannot drift apart.
*/
export const AUDIT_ACTIONS = [
  'sign_in.password',
  'sign_in.two_factor',
  'sign_in.passkey',
  'user.promoted',
  'user.demoted',
  'user.deactivated',
  'user.reactivated',
  'project.status_changed',
  'project.plan_changed',
  'project.progress_changed',
  'project.deleted',
  'member.role_changed',
  'member.removed',
  'offer.sent',
  'offer.resent',
  'offer.deleted',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AUDIT_SUBJECTS = ['user', 'project', 'project_member', 'offer'] as const
export type AuditSubjectType = (typeof AUDIT_SUBJECTS)[number]

/* What one entry keeps of a record's state, before and after: plain values only. */
export type AuditValues = Record<string, string | number | boolean | null>

/* The people list's filter and the bounds of its search (DESIGN.md bounds: e-mail max 254). */
export const PEOPLE_KINDS = ['all', 'staff', 'clients', 'deactivated'] as const
export type PeopleKind = (typeof PEOPLE_KINDS)[number]
export const SEARCH_MAX = 254
