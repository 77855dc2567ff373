import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Offer from '#models/offer'
import OfferEvent from '#models/offer_event'
import type User from '#models/user'
import type { OfferEventType } from '#shared/offers'
import { newOfferToken } from '#actions/offers/offer_links'

type Step = { type: OfferEventType; hoursAgo: number; detail?: string; userAgent?: string }

/*
| A few offers of the staff account in the states a sales week leaves them: answered
| (interested, in Slovak), opened twice, delivered and unread (German), one the mail server
| refused, and a draft. Skipped when the staff account already has offers.
*/
export async function seedDemoOffers(staff: User) {
  const existing = await Offer.query().where('created_by_id', staff.id).first()
  if (existing) return

  const ago = (hours: number) => DateTime.now().minus({ hours })
  await db.transaction(async (trx) => {
    async function offer(fields: Partial<Offer>, steps: Step[]) {
      const created = await Offer.create(
        {
          greeting: 'Dear Ms Novák,',
          salutation: 'Kind regards,',
          locale: 'en',
          content:
            'Thank you for the conversation on Tuesday.\n\nWe propose a responsive website with an online order form, built in six weeks for 4,800 EUR.\nHosting and support for the first year are included.\n\nWe would be glad to start next month.',
          status: 'sent',
          trackingToken: newOfferToken(),
          viewToken: newOfferToken(),
          viewsCount: 0,
          proxyFetchesCount: 0,
          deliveryAttempts: 0,
          createdById: staff.id,
          ...fields,
        },
        { client: trx }
      )
      for (const step of steps) {
        await OfferEvent.create(
          {
            offerId: created.id,
            type: step.type,
            detail: step.detail ?? null,
            userAgent: step.userAgent ?? null,
            userId: ['created', 'queued', 'resent', 'marked_responded'].includes(step.type)
              ? staff.id
              : null,
            createdAt: ago(step.hoursAgo),
          },
          { client: trx }
        )
      }
    }

    await offer(
      {
        email: 'jana.novakova@example.com',
        locale: 'sk',
        greeting: 'Vážená pani Nováková,',
        salutation: 'S pozdravom',
        subject: 'Mobilná aplikácia pre pekáreň',
        content:
          'Ďakujeme za stretnutie v utorok.\n\nNavrhujeme mobilnú aplikáciu pre iOS a Android s objednávkami vopred a platbou v aplikácii. Dodanie do desiatich týždňov, cena 24 800 €.\n\nRadi začneme budúci mesiac.',
        sentAt: ago(72),
        deliveryState: 'delivered',
        deliveryAttempts: 1,
        deliveredAt: ago(72),
        status: 'responded',
        openedAt: ago(50),
        viewsCount: 1,
        lastViewedAt: ago(26),
        proxyFetchesCount: 1,
        lastProxyFetchAt: ago(72),
        respondedAt: ago(25),
        answer: 'interested',
        answerMessage: 'Zavolajte mi prosím v pondelok dopoludnia.',
      },
      [
        { type: 'created', hoursAgo: 73 },
        { type: 'queued', hoursAgo: 72 },
        { type: 'delivered', hoursAgo: 72 },
        { type: 'proxy_fetched', hoursAgo: 72, detail: 'apple', userAgent: 'Mozilla/5.0' },
        { type: 'opened', hoursAgo: 50, userAgent: 'Mozilla/5.0 (iPhone) AppleWebKit Mail' },
        { type: 'responded', hoursAgo: 25, detail: 'interested' },
      ]
    )
    await offer(
      {
        email: 'peter.horvath@example.com',
        greeting: 'Dear Mr Horváth,',
        subject: 'Website redesign for Horváth Legal',
        sentAt: ago(30),
        deliveryState: 'delivered',
        deliveryAttempts: 1,
        deliveredAt: ago(30),
        status: 'opened',
        openedAt: ago(20),
        viewsCount: 1,
        lastViewedAt: ago(3),
      },
      [
        { type: 'created', hoursAgo: 31 },
        { type: 'queued', hoursAgo: 30 },
        { type: 'delivered', hoursAgo: 30 },
        { type: 'opened', hoursAgo: 20, userAgent: 'Thunderbird/128.0' },
      ]
    )
    await offer(
      {
        email: 'k.weber@example.com',
        locale: 'de',
        greeting: 'Sehr geehrter Herr Weber,',
        salutation: 'Mit freundlichen Grüßen',
        subject: 'Angebot: Buchungsportal für Ihr Hotel',
        content:
          'Vielen Dank für Ihre Anfrage.\n\nWir schlagen ein Buchungsportal mit Zimmerverwaltung und Zahlungsanbindung vor. Umsetzung in acht Wochen, Preis 18 500 €.',
        sentAt: ago(5),
        deliveryState: 'delivered',
        deliveryAttempts: 1,
        deliveredAt: ago(5),
      },
      [
        { type: 'created', hoursAgo: 6 },
        { type: 'queued', hoursAgo: 5 },
        { type: 'delivered', hoursAgo: 5 },
      ]
    )
    await offer(
      {
        email: 'info@old-domain.example',
        greeting: 'Hello,',
        subject: 'E-shop for a flower studio',
        sentAt: ago(2),
        deliveryState: 'failed',
        deliveryAttempts: 1,
        deliveryError: '550 5.1.1 <info@old-domain.example>: Recipient address rejected',
      },
      [
        { type: 'created', hoursAgo: 2 },
        { type: 'queued', hoursAgo: 2 },
        {
          type: 'failed',
          hoursAgo: 2,
          detail: '550 5.1.1 <info@old-domain.example>: Recipient address rejected',
        },
      ]
    )
    await offer(
      {
        email: 'martin@example.com',
        greeting: 'Hi Martin,',
        subject: 'Maintenance plan for 2027',
        status: 'draft',
      },
      [{ type: 'created', hoursAgo: 1 }]
    )
  })
}
