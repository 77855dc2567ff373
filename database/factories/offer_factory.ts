import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import Offer from '#models/offer'
import { newOfferToken } from '#actions/offers/offer_links'

/*
| Offers for tests, as the app leaves them: a draft by default; `sent` (delivered), `opened`,
| `responded` (interested), `failed` (the server refused it) and `queued` are states. Pick the
| language or the recipient with `.merge({ locale: 'sk', email: ... })`.
*/
export const OfferFactory = factory
  .define(Offer, ({ faker }) => ({
    email: `client-${faker.string.alphanumeric(10).toLowerCase()}@example.com`,
    greeting: 'Dear Ms Novák,',
    salutation: 'Kind regards,',
    locale: 'en',
    subject: `Website for ${faker.company.name()}`.slice(0, 200),
    content: 'Thank you for the call.\n\nWe can build it in six weeks.',
    status: 'draft' as const,
    trackingToken: newOfferToken(),
    viewToken: newOfferToken(),
    viewsCount: 0,
    proxyFetchesCount: 0,
    deliveryAttempts: 0,
  }))
  .state('queued', (offer) => {
    offer.status = 'sent'
    offer.sentAt = DateTime.now()
    offer.deliveryState = 'queued'
  })
  .state('sent', (offer) => {
    offer.status = 'sent'
    offer.sentAt = DateTime.now().minus({ days: 2 })
    offer.deliveryState = 'delivered'
    offer.deliveryAttempts = 1
    offer.deliveredAt = offer.sentAt
  })
  .state('opened', (offer) => {
    offer.status = 'opened'
    offer.sentAt = DateTime.now().minus({ days: 2 })
    offer.deliveryState = 'delivered'
    offer.deliveryAttempts = 1
    offer.deliveredAt = offer.sentAt
    offer.openedAt = DateTime.now().minus({ days: 1 })
  })
  .state('responded', (offer) => {
    offer.status = 'responded'
    offer.sentAt = DateTime.now().minus({ days: 3 })
    offer.deliveryState = 'delivered'
    offer.deliveryAttempts = 1
    offer.deliveredAt = offer.sentAt
    offer.openedAt = DateTime.now().minus({ days: 2 })
    offer.respondedAt = DateTime.now().minus({ days: 1 })
    offer.viewsCount = 1
    offer.lastViewedAt = offer.respondedAt
    offer.answer = 'interested'
  })
  .state('failed', (offer) => {
    offer.status = 'sent'
    offer.sentAt = DateTime.now().minus({ hours: 1 })
    offer.deliveryState = 'failed'
    offer.deliveryAttempts = 1
    offer.deliveryError = '550 5.1.1 Mailbox unavailable'
  })
  .build()
