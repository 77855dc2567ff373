/*
| Agreements (DESIGN.md "Agreements"): the words server and client share. A document is the
| frozen offer as JSON; its SHA-256 is taken over exactly the stored string.
*/
import type { OfferLineItem } from './offers.js'

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

export type AgreementDocument = {
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
