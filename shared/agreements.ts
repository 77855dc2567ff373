/*
| Agreements (DESIGN.md "Agreements"): the words server and client share. A document is the
| frozen offer, plan revision or change order as JSON; its SHA-256 is taken over exactly the
| stored string.
*/
import type { OfferLineItem } from './offers.js'
import type { RevisionDiff, RevisionFigures } from './plans.js'

/* What is signed: an offer, a revision of a project's plan, or a change order to an agreed plan. */
export const AGREEMENT_KINDS = ['offer', 'plan_revision', 'change_order'] as const
export type AgreementKind = (typeof AGREEMENT_KINDS)[number]

export const AGREEMENT_STATUSES = ['open', 'signed', 'declined'] as const
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number]

export type SignerMethod = 'account' | 'code'

export const AGREEMENT_EVENT_TYPES = [
  'sent',
  'viewed',
  'code_sent',
  'code_failed',
  'signed',
  'declined',
  'sealed',
  'downloaded',
] as const
export type AgreementEventType = (typeof AGREEMENT_EVENT_TYPES)[number]

export type OfferDocument = {
  kind: 'offer'
  offerId: number
  company: string
  recipient: string
  locale: string
  subject: string
  greeting: string
  content: string
  salutation: string
  sentBy: string | null
  sentAt: string | null
  currency: string
  priceMinor: number | null
  amountMinor: number | null
  timeline: string | null
  validUntil: string | null
  items: OfferLineItem[]
}

/*
| A plan revision or change order as its owner reads it: the revision's totals, terms and
| milestones, and what it changes against the plan in force (none for the first plan). A change
| order adds what staff wrote it changes and the hours and price it adds or removes.
*/
export type PlanDocument = {
  kind: 'plan_revision' | 'change_order'
  projectId: number
  project: string
  company: string
  recipient: string
  locale: string
  subject: string
  number: number
  proposedAt: string | null
  proposedBy: string | null
  figures: RevisionFigures
  previous: { number: number; figures: RevisionFigures } | null
  diff: RevisionDiff | null
  change: { text: string; hours: number; priceMinor: number } | null
}

export type AgreementDocument = OfferDocument | PlanDocument

export const AGREEMENT_BOUNDS = {
  signerNameMin: 2,
  signerNameMax: 200,
  declineReasonMax: 2000,
  verifyFileMaxBytes: 20 * 1024 * 1024,
}

/*
| The signature a signer may draw beside the typed name: a PNG the signing form's canvas makes
| (a data URL), at most this large. The canvas draws at most this many pixels; a drawing over the
| bounds is refused, never shrunk, so what is sealed is what the signer drew.
*/
export const SIGNATURE_DRAWING = {
  prefix: 'data:image/png;base64,',
  maxBytes: 150 * 1024,
  maxWidth: 1600,
  maxHeight: 600,
} as const

/* The reference printed on every page of a sealed PDF: "AG-" and 12 letters and digits. */
export const AGREEMENT_REFERENCE =
  /^AG-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/
