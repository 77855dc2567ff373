/*
| The shapes this feature's components read, written structurally so the transformers' generated
| types (Data.Offer, Data.OfferEvent, ...) fit them without casts.
*/
export type { Clock } from '~/hooks/use_clock'

export type OfferRow = {
  id: number
  email: string
  subject: string
  status: string
  deliveryState: string | null
  sentAt: string | null
  lastOpenedAt: string | null
  opensCount: number
}

export type OfferFilterValues = { q: string; status: string | null; delivery: string | null }

export type Statistics = {
  sent: number
  opened: number
  responded: number
  openRate: number | null
  responseRate: number | null
}

export type TimelineEvent = {
  id: number
  type: string
  detail: string | null
  failure: string | null
  userAgent: string | null
  userName: string | null
  createdAt: string
}

export type RenderedEmail = { subject: string; html: string; text: string }

export type OfferFormValues = {
  email: string
  greeting: string
  salutation: string
  locale: string
  subject: string
  content: string
}
