import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Offer from '#models/offer'
import { offerFigureColumns } from '#data/expressions'
import {
  DELIVERY_FILTERS,
  OFFER_OUTCOMES,
  OFFER_STATUSES,
  type OfferOutcome,
  type OfferStatus,
} from '#shared/offers'
import type { Money } from '#shared/projects'

export const OFFERS_PER_PAGE = 15

type DeliveryFilter = (typeof DELIVERY_FILTERS)[number]
export type OfferFilters = {
  q: string
  status: OfferStatus | null
  delivery: DeliveryFilter | null
  outcome: OfferOutcome | null
}

/* The index's query string, read leniently: anything unknown falls back to "all". */
export function readOfferFilters(qs: Record<string, unknown>): OfferFilters & { page: number } {
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  const status = text(qs.status) as OfferStatus
  const delivery = text(qs.delivery) as DeliveryFilter
  const outcome = text(qs.outcome) as OfferOutcome
  const page = Number.parseInt(text(qs.page), 10)
  return {
    q: text(qs.q).trim().slice(0, 100),
    status: OFFER_STATUSES.includes(status) ? status : null,
    delivery: DELIVERY_FILTERS.includes(delivery) ? delivery : null,
    outcome: OFFER_OUTCOMES.includes(outcome) ? outcome : null,
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  }
}

/*
| Search by recipient or subject (case-insensitive on both databases), status, delivery state and
| outcome (shared/offers.ts offerOutcome, as a query).
*/
function filtered(filters: OfferFilters) {
  const query = Offer.query()
  if (filters.q) {
    const pattern = `%${filters.q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    query.where((where) => {
      where
        .whereRaw(`lower(offers.email) like ? escape '\\'`, [pattern])
        .orWhereRaw(`lower(offers.subject) like ? escape '\\'`, [pattern])
    })
  }
  if (filters.status) query.where('offers.status', filters.status)
  if (filters.delivery === 'queued') query.whereIn('offers.delivery_state', ['queued', 'sending'])
  else if (filters.delivery) query.where('offers.delivery_state', filters.delivery)
  if (filters.outcome === 'interested' || filters.outcome === 'not_now') {
    query.where('offers.answer', filters.outcome)
  } else if (filters.outcome === 'elsewhere') {
    query.where('offers.status', 'responded').whereNull('offers.answer')
  } else if (filters.outcome === 'waiting') {
    query.whereIn('offers.status', ['sent', 'opened'])
  }
  return query
}

/* Newest first: by the time sent, a draft by its creation. */
export async function listOffers(filters: OfferFilters, page: number) {
  const result = await filtered(filters)
    .orderByRaw('coalesce(offers.sent_at, offers.created_at) desc')
    .orderBy('offers.id', 'desc')
    .paginate(page, OFFERS_PER_PAGE)
  return {
    rows: result.all(),
    meta: {
      total: result.total,
      perPage: result.perPage,
      currentPage: result.currentPage,
      lastPage: result.lastPage,
    },
  }
}

/*
| The statistics of the current filter: offers sent (every one but drafts), of them opened
| (opened or responded: an answer means it was read), responded and accepted ("Interested"), in
| one query; and the value of the offers accepted since the month began, summed from each
| offer's amount (Offer#amount, the one place an amount is read), per currency. The rates are computed
| from these (offerRates in shared/offers.ts).
*/
export async function offerStatistics(filters: OfferFilters) {
  const row = await filtered(filters)
    .whereNot('offers.status', 'draft')
    .select(...offerFigureColumns())
    .pojo<{ sent: unknown; opened: unknown; responded: unknown; accepted: unknown }>()
    .first()
  // The month of the server's time zone, written as each database stores its times.
  const monthStart = DateTime.now()
    .startOf('month')
    .toFormat(db.connection().dialect.dateTimeFormat)
  const acceptedThisMonth = await filtered(filters)
    .where('offers.answer', 'interested')
    .where('offers.responded_at', '>=', monthStart)
  const totals = new Map<Money['currency'], number>()
  for (const { amount } of acceptedThisMonth) {
    if (amount) totals.set(amount.currency, (totals.get(amount.currency) ?? 0) + amount.minor)
  }
  return {
    sent: Number(row?.sent ?? 0),
    opened: Number(row?.opened ?? 0),
    responded: Number(row?.responded ?? 0),
    accepted: Number(row?.accepted ?? 0),
    acceptedValue: [...totals].map(([currency, minor]): Money => ({ minor, currency })),
  }
}

export async function hasAnyOffer() {
  return (await Offer.query().select('id').first()) !== null
}
