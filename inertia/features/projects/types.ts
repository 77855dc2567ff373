/*
| The shapes this feature's components read, written structurally so the transformers' generated
| types (Data.Project, Data.ProjectMember, ...) fit them without casts. Only what is read is listed.
*/
import type { ProjectRole } from '@shared/projects'

export type ProjectSummary = {
  id: number
  name: string
  status: string
  progress: number
  membersCount: number
  messagesCount: number
  lastActivityAt: string
  myRole: ProjectRole | null
}

export type Member = {
  id: number
  userId: number
  fullName: string
  email: string | null
  initials: string
  role: ProjectRole
  /* The company's team: labelled Super Admin, changed only by staff. */
  isStaff: boolean
  joinedAt: string
}

export type PendingInvitation = {
  id: number
  email: string
  role: string
  invitedBy: { fullName: string } | null
  createdAt: string
  expiresAt: string
}

export type { Clock } from '~/hooks/use_clock'
