/*
| The offers vocabulary both sides need (DESIGN.md "Offers"): statuses, delivery states, the
| recipient's answers, the languages an offer is written in, the bounds of its fields and the
| statistics' arithmetic. Imported by the server (`#shared/offers`) and the browser
| (`@shared/offers`), so a form offers exactly what the server accepts.
*/
import { supportedLocales } from './preferences.js'

/* `draft` is kept unsent; the other three are DESIGN.md's. */
export const OFFER_STATUSES = ['draft', 'sent', 'opened', 'responded'] as const
export type OfferStatus = (typeof OFFER_STATUSES)[number]

/*
| Where the e-mail is: waiting in the queue (also between retries), being handed to the SMTP
| server, accepted by it, or given up on (a permanent refusal or every retry used up).
*/
export const DELIVERY_STATES = ['queued', 'sending', 'delivered', 'failed'] as const
export type DeliveryState = (typeof DELIVERY_STATES)[number]

/*
| Why an e-mail was not handed over, as staff are told it (app/services/delivery_failures.ts
| reads it from the server's reason); the reason itself stays available as technical detail.
*/
export const DELIVERY_FAILURES = [
  'unreachable',
  'recipient_rejected',
  'auth_failed',
  'timeout',
  'other',
] as const
export type DeliveryFailure = (typeof DELIVERY_FAILURES)[number]

/* What the index filters by: "sending" is a moment inside "queued" for a person. */
export const DELIVERY_FILTERS = ['queued', 'delivered', 'failed'] as const

/* The one-click answers of the online view. */
export const OFFER_ANSWERS = ['interested', 'not_now'] as const
export type OfferAnswer = (typeof OFFER_ANSWERS)[number]

export const OFFER_LOCALES = supportedLocales
export type OfferLocale = (typeof OFFER_LOCALES)[number]

export const OFFER_BOUNDS = {
  emailMax: 254,
  subjectMax: 200,
  greetingMax: 200,
  salutationMax: 200,
  contentMax: 20_000,
  answerMessageMax: 2000,
} as const

/* What happened to an offer, in the order of its timeline. */
export const OFFER_EVENT_TYPES = [
  'created',
  'queued',
  'attempt_failed',
  'delivered',
  'failed',
  'resent',
  'opened',
  'responded',
  'marked_responded',
] as const
export type OfferEventType = (typeof OFFER_EVENT_TYPES)[number]

/* A draft was never sent, so it counts nowhere. */
export type OfferCounts = { sent: number; opened: number; responded: number }

/*
| DESIGN.md: open rate = offers opened or responded / offers sent; response rate = responded /
| sent. `opened` here already includes the responded ones. Nothing sent: no rate (null), rather
| than a 0 % that would claim something.
*/
export function offerRates(counts: OfferCounts) {
  if (counts.sent === 0) return { openRate: null, responseRate: null }
  return { openRate: counts.opened / counts.sent, responseRate: counts.responded / counts.sent }
}

/* A rate as a percentage with one decimal in the reader's language ("42.9 %", "42,9 %"). */
export function formatRate(rate: number | null, language: string) {
  if (rate === null) return '–'
  return new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rate)
}

/* The paragraphs of an offer's content: blank lines separate them, single newlines stay. */
export function paragraphsOf(content: string) {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}
