import type { Money } from '@shared/projects'
import type { MilestoneProgress, MilestoneState, RevisionDiff, RevisionState } from '@shared/plans'
import type { AgreementKind, AgreementStatus } from '@shared/agreements'

/* A revision's frozen document and signature: staff and the owner only. */
export type RevisionAgreement = {
  kind: AgreementKind
  reference: string
  /* The owner's address, who signs. */
  email: string
  status: AgreementStatus
  documentHash: string
  signerName: string | null
  signerEmail: string | null
  signedAt: string | null
  sealed: boolean
  /* A change order: what staff wrote it changes, the hours and price it adds (or removes). */
  change: { text: string; hours: number; priceMinor: number } | null
}

/* The plan in revisions as the project page receives it (PlanTransformer), read structurally. */
export type MilestoneView = {
  key: string
  title: string
  criteria: string | null
  hours: number
  /* Null for readers who do not see the payment schedule. */
  amountMinor: number | null
  targetDate: string
  state: MilestoneState
  progress: MilestoneProgress
  overdue: boolean
  acceptedAt: string | null
  acceptedBy: string | null
  /* Staff only: the draft prepared when the owner accepted it. */
  invoiceId: number | null
}

export type RevisionView = {
  number: number
  state: RevisionState
  hours: number
  price: Money
  depositPercent: number | null
  paymentDays: number | null
  proposedAt: string | null
  proposedBy: string | null
  agreedAt: string | null
  agreedBy: string | null
  milestones: MilestoneView[]
  agreement: RevisionAgreement | null
}

export type PlanRevisions = {
  showsMoney: boolean
  today: string
  current: RevisionView | null
  proposed: RevisionView | null
  diff: RevisionDiff | null
  history: {
    number: number
    state: RevisionState
    proposedAt: string | null
    agreedAt: string | null
    agreedBy: string | null
    agreement: RevisionAgreement | null
  }[]
}

/* "15 Feb 2027" for a calendar date (YYYY-MM-DD): the same day in every time zone. */
export function formatCalendarDate(date: string, language: string) {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`)
  )
}
