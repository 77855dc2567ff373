/*
| The shapes this feature's components read, written structurally so the transformers' generated
| types (Data.Offer, Data.OfferEvent, ...) fit them without casts.
*/
import type { Money } from '@shared/projects'
import type { SharedFile } from '@shared/files'
export type { Clock } from '~/hooks/use_clock'

export type OfferRow = {
  id: number
  email: string
  subject: string
  status: string
  deliveryState: string | null
  sentAt: string | null
  openedAt: string | null
  viewsCount: number
  outcome: string | null
  amount: Money | null
  // A calendar day ("2026-12-31"), formatted in UTC so it never shifts a day.
  validUntil: string | null
}

export type OfferFilterValues = {
  q: string
  status: string | null
  delivery: string | null
  outcome: string | null
}

export type Statistics = {
  sent: number
  opened: number
  responded: number
  accepted: number
  acceptedValue: Money[]
  openRate: number | null
  responseRate: number | null
  acceptanceRate: number | null
}

export type TimelineEvent = {
  id: number
  type: string
  detail: string | null
  failure: string | null
  userAgent: string | null
  userName: string | null
  createdAt: string
  /* Files the recipient e-mailed with an answer. */
  files: SharedFile[]
}

export type RenderedEmail = { subject: string; html: string; text: string }

/* A line item as the form holds it: what is typed, and a key that follows it when reordered. */
export type LineItemValues = {
  key: string
  description: string
  quantity: string
  unitPrice: string
}

export type OfferFormValues = {
  email: string
  greeting: string
  salutation: string
  locale: string
  subject: string
  content: string
  currency: string
  price: string
  timeline: string
  validUntil: string
  items: LineItemValues[]
}

/* An offer template as the composer and the templates' pages read it (Data.OfferTemplate). */
export type OfferTemplateValues = {
  id: number
  name: string
  locale: string
  subject: string
  greeting: string
  salutation: string
  content: string
  currency: string
  priceMinor: number | null
  timeline: string | null
  validDays: number | null
  items: { description: string; quantity: number; unitPriceMinor: number }[]
}
