/*
| The shapes this feature's components read, written structurally so the transformers' generated
| types (Data.Person, Data.AuditLog, ...) fit them without casts.
*/
export type { Clock } from '~/hooks/use_clock'

export type PersonRow = {
  id: number
  fullName: string
  email: string
  initials: string
  role: string
  createdAt: string
  lastActiveAt: string | null
  emailVerified: boolean
  twoFactorEnabled: boolean
  deactivatedAt: string | null
}

export type PeopleFilterValues = { q: string; kind: string }

export type AuditValues = Record<string, string | number | boolean | null>

export type AuditEntry = {
  id: number
  action: string
  actor: { id: number | null; name: string }
  subject: { type: string; id: number | null; label: string | null }
  before: AuditValues | null
  after: AuditValues | null
  ip: string | null
  createdAt: string
}

export type ActivityFilterValues = {
  actorId: number | null
  action: string | null
  from: string | null
  to: string | null
}
