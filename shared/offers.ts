/*
| The offers vocabulary both sides need (DESIGN.md "Offers"): statuses, delivery states, the
| recipient's answers, the languages an offer is written in, the bounds of its fields and the
| statistics' arithmetic. Imported by the server (`#shared/offers`) and the browser
| (`@shared/offers`), so a form offers exactly what the server accepts.
*/
import { supportedLocales } from './preferences.js'
import { formatMoney, type Money } from './projects.js'

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

/*
| What came of a sent offer, as the staff's list leads with it: the recipient's answer, an answer
| that came another way (staff marked it responded by hand), or none yet. A draft has none.
*/
export const OFFER_OUTCOMES = ['interested', 'not_now', 'elsewhere', 'waiting'] as const
export type OfferOutcome = (typeof OFFER_OUTCOMES)[number]

export function offerOutcome(status: string, answer: string | null): OfferOutcome | null {
  if (status === 'draft') return null
  if (answer === 'interested' || answer === 'not_now') return answer
  return status === 'responded' ? 'elsewhere' : 'waiting'
}

/* An offer's amount in the reader's language, or a dash when it names none. */
export function formatAmount(amount: Money | null, language: string) {
  return amount === null ? '–' : formatMoney(amount, language)
}

/* Amounts in several currencies, each summed on its own ("1 200 € · 30 000 Kč"). */
export function formatAmounts(amounts: readonly Money[], language: string) {
  return amounts.length ? amounts.map((amount) => formatMoney(amount, language)).join(' · ') : '–'
}

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
  'proxy_fetched',
  'responded',
  'marked_responded',
  'emailed_reply',
  'reminded',
  'reminders_off',
  'reminders_on',
] as const
export type OfferEventType = (typeof OFFER_EVENT_TYPES)[number]

/*
| The machines that fetch every image of a message, read or not (app/services/
| mail_fetch_signatures.ts tells them apart): their fetches are shown, never counted as opens.
*/
export const MAIL_FETCHERS = ['gmail', 'yahoo', 'apple', 'scanner', 'early'] as const
export type MailFetcher = (typeof MAIL_FETCHERS)[number]

/*
| A draft was never sent, so it counts nowhere. `accepted`: answered "Interested";
| `acceptedValue`: the amounts of the offers accepted this month (null when none has one).
*/
export type OfferCounts = {
  sent: number
  opened: number
  responded: number
  accepted: number
  acceptedValue: Money[]
}

/*
| DESIGN.md: open rate = offers opened or responded / offers sent; response rate = responded /
| sent; acceptance rate = answered "Interested" / sent (PandaDoc's "completed / sent"). `opened`
| here already includes the responded ones. Nothing sent: no rate (null), rather than a 0 %
| that would claim something.
*/
export function offerRates(counts: OfferCounts) {
  if (counts.sent === 0) return { openRate: null, responseRate: null, acceptanceRate: null }
  return {
    openRate: counts.opened / counts.sent,
    responseRate: counts.responded / counts.sent,
    acceptanceRate: counts.accepted / counts.sent,
  }
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

/*
| An offer's line items (DESIGN.md "Offers"): what is delivered, how many, at what price.
| Quantities have up to two decimals (1.5 days); prices are integer minor units, as projects'.
*/
export const OFFER_ITEM_BOUNDS = {
  itemsMax: 30,
  descriptionMax: 300,
  quantityMin: 0.01,
  quantityMax: 10_000,
  timelineMax: 200,
} as const

/* An offer template: its name, and the validity it gives an offer in days from the day it is written. */
export const OFFER_TEMPLATE_BOUNDS = {
  nameMax: 100,
  validDaysMin: 1,
  validDaysMax: 365,
  templatesMax: 500,
} as const

/* The valid-until day of an offer written on `today` (YYYY-MM-DD) from a template valid `days` days. */
export function validUntilAfter(today: string, days: number) {
  const day = new Date(`${today}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

export type OfferLineItem = { description: string; quantity: number; unitPriceMinor: number }

/*
| A line's total in minor units: the quantity in hundredths times the unit price, rounded half
| up once at the end (BigInt, so 10,000 × a hundred-million price stays exact).
*/
export function lineItemTotal(item: OfferLineItem) {
  const hundredths = BigInt(Math.round(item.quantity * 100))
  return Number((hundredths * BigInt(item.unitPriceMinor) + 50n) / 100n)
}

/*
| The offer's amount in minor units, the one rule every screen uses (the staff list, the
| online view, the e-mail, the client's list): the sum of its line items when it has any,
| else the price staff entered, else none.
*/
export function offerAmount(offer: {
  lineItems: readonly OfferLineItem[] | null
  priceMinor: number | null
}): number | null {
  if (offer.lineItems && offer.lineItems.length > 0) {
    return offer.lineItems.reduce((sum, item) => sum + lineItemTotal(item), 0)
  }
  return offer.priceMinor
}

/*
| An offer can be answered up to and including its valid-until day (a calendar date, read in
| the company's time zone); an offer without one never expires.
*/
export function isOfferExpired(validUntil: string | null, today: string) {
  return validUntil !== null && validUntil < today
}

/* A quantity as people read it: "1", "1.5", "1,5" in the reader's language. */
export function formatQuantity(quantity: number, language: string) {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(quantity)
}
