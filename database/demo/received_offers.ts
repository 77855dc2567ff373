import { DateTime } from 'luxon'
import Offer from '#models/offer'
import type User from '#models/user'
import { newOfferToken } from '#actions/offers/offer_links'

/*
| Two offers sent to the demo client's address, so /proposals and the online view have
| something to show: an open one with line items and a valid-until day, and one that expired
| unanswered. Skipped when the client already has offers.
*/
export async function seedDemoReceivedOffers(staff: User, client: User) {
  if (await Offer.query().where('email', client.email).first()) return
  const base = {
    email: client.email,
    locale: 'en',
    greeting: `Dear ${client.fullName},`,
    salutation: 'Kind regards,',
    currency: 'EUR' as const,
    status: 'opened' as const,
    deliveryState: 'delivered' as const,
    deliveryAttempts: 1,
    trackingToken: newOfferToken(),
    viewToken: newOfferToken(),
    viewsCount: 0,
    proxyFetchesCount: 0,
    createdById: staff.id,
  }
  const open = new Offer()
  open.merge({
    ...base,
    subject: 'Online booking for your studio',
    content:
      'Thank you for the call on Monday.\n\nWe propose an online booking system with reminders by e-mail and text message, a calendar for your team and payments at booking. It works on every phone and connects to your current website.\n\nWe would be glad to start in two weeks.',
    timeline: '8 weeks from the start',
    validUntil: DateTime.now().plus({ days: 21 }).startOf('day'),
    sentAt: DateTime.now().minus({ days: 1 }),
    deliveredAt: DateTime.now().minus({ days: 1 }),
    openedAt: DateTime.now().minus({ hours: 20 }),
  })
  open.items = [
    { description: 'Discovery workshop and design', quantity: 3, unitPriceMinor: 64_000 },
    { description: 'Booking system and calendar', quantity: 1, unitPriceMinor: 980_000 },
    { description: 'Payments and reminders', quantity: 1, unitPriceMinor: 320_000 },
    { description: 'Hosting and support (months)', quantity: 12, unitPriceMinor: 4_500 },
  ]
  await open.save()

  const expired = new Offer()
  expired.merge({
    ...base,
    trackingToken: newOfferToken(),
    viewToken: newOfferToken(),
    subject: 'A refresh of your website',
    content: 'As promised, here is our offer for the new website.',
    priceMinor: 380_000,
    timeline: '4 weeks',
    validUntil: DateTime.now().minus({ days: 10 }).startOf('day'),
    sentAt: DateTime.now().minus({ days: 40 }),
    deliveredAt: DateTime.now().minus({ days: 40 }),
    openedAt: DateTime.now().minus({ days: 39 }),
  })
  await expired.save()
}
