import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Offer from '#models/offer'
import OfferEvent from '#models/offer_event'
import { UserFactory } from '#database/factories/user_factory'
import { OfferFactory } from '#database/factories/offer_factory'
import { agreementFor } from '#actions/agreements/freeze_agreement'
import { sendOfferReminders } from '#actions/offers/offer_reminders'

/*
| Reminders to an offer's recipient who has not answered (app/actions/offers/offer_reminders.ts):
| 3 days after the first open, 2 days before the valid-until day, each once, in the offer's
| language, on the staff's timeline; none after an answer, after expiry, or when staff switched
| them off (offers.reminders, staff only).
*/

// In the process's zone, as the app stores its times.
const now = DateTime.fromISO('2026-03-10T09:15:00')
const day = (days: number) => now.plus({ days }).toISODate()!

/* The reminders stored in the outbox, oldest first, with what their e-mail says. */
async function reminders() {
  const rows = await db
    .from('outbox_mails')
    .where('kind', 'OfferReminderMail')
    .orderBy('id')
    .select('recipient', 'subject', 'message')
  return rows.map((row) => {
    const { views } = JSON.parse(row.message)
    const data = views?.html?.data ?? {}
    return {
      recipient: row.recipient as string,
      subject: row.subject as string,
      greeting: String(data.greeting ?? ''),
      text: (data.lines ?? []).map((line: { text: string }) => line.text).join('\n'),
      url: String(data.action?.url ?? ''),
    }
  })
}

/* An offer delivered a week ago and first opened `days` ago, not answered. */
function openedDaysAgo(days: number) {
  // The state sets its own times; tap runs after it.
  return OfferFactory.apply('opened').tap((offer) => {
    offer.sentAt = now.minus({ days: 7 })
    offer.deliveredAt = offer.sentAt
    offer.openedAt = now.minus({ days })
  })
}

test.group('Offers: reminders to a recipient who has not answered', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an offer opened 3 days ago without an answer gets one reminder, never a second, and staff see it on the timeline', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const early = await openedDaysAgo(2).create()
    const offer = await openedDaysAgo(3)
      .merge({ validUntil: now.plus({ days: 20 }) })
      .create()

    assert.equal(await sendOfferReminders(now), 1)
    assert.equal(await sendOfferReminders(now), 0)
    assert.equal(await sendOfferReminders(now.plus({ days: 1 })), 1) // the other one, 3 days on
    assert.equal(await sendOfferReminders(now.plus({ days: 5 })), 0)

    const [mail, later] = await reminders()
    assert.equal(mail.recipient, offer.email)
    assert.equal(later.recipient, early.email)
    assert.equal(mail.subject, `Reminder: our offer “${offer.subject}”`)
    assert.equal(mail.greeting, offer.greeting)
    assert.include(mail.text, 'The offer is valid until March 30, 2026.')
    assert.include(mail.url, `/offer/${offer.viewToken}?lang=en`)

    const show = await client.get(`/offers/${offer.id}`).loginAs(staff).withInertia()
    show.assertStatus(200)
    const props = show.inertiaProps as any
    const reminded = props.events.filter((event: any) => event.type === 'reminded')
    assert.lengthOf(reminded, 1)
    assert.equal(reminded[0].detail, 'opened')
    assert.isNotNull(props.offer.openedReminderSentAt)
    assert.isNull(props.offer.expiryReminderSentAt)
  })

  test('an offer expiring in 2 days gets the expiry reminder, once, naming the day', async ({
    assert,
  }) => {
    const offer = await OfferFactory.apply('sent')
      .merge({ validUntil: DateTime.fromISO(day(2)) })
      .create()
    await OfferFactory.apply('sent')
      .merge({ validUntil: DateTime.fromISO(day(3)) })
      .create()

    assert.equal(await sendOfferReminders(now), 1)
    assert.equal(await sendOfferReminders(now.plus({ hours: 3 })), 0)
    const [mail] = await reminders()
    assert.equal(mail.recipient, offer.email)
    assert.equal(mail.subject, `Our offer “${offer.subject}” expires on March 12, 2026`)
    assert.include(mail.text, 'The offer is valid until March 12, 2026.')
    const events = await OfferEvent.query().where({ offerId: offer.id, type: 'reminded' })
    assert.deepEqual(
      events.map((event) => event.detail),
      ['expiry']
    )
  })

  test('opened long ago and expiring soon: one e-mail, the expiry one, and neither again', async ({
    assert,
  }) => {
    const offer = await openedDaysAgo(4)
      .merge({ validUntil: DateTime.fromISO(day(1)) })
      .create()
    assert.equal(await sendOfferReminders(now), 1)
    assert.equal(await sendOfferReminders(now.plus({ days: 1 })), 0)
    const [mail] = await reminders()
    assert.include(mail.subject, 'expires on')
    await offer.refresh()
    assert.isNotNull(offer.openedReminderSentAt)
    assert.isNotNull(offer.expiryReminderSentAt)
  })

  test('an answered offer gets none: interested, not now, marked responded, agreement signed or declined', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const interested = await openedDaysAgo(4).create()
    const notNow = await openedDaysAgo(4).create()
    const byPhone = await openedDaysAgo(4).create()
    for (const [offer, answer] of [
      [interested, 'interested'],
      [notNow, 'not_now'],
    ] as const) {
      await client.post(`/offer/${offer.viewToken}/answer`).withCsrfToken().form({ answer })
    }
    await client.post(`/offers/${byPhone.id}/responded`).loginAs(staff).withCsrfToken()
    for (const status of ['signed', 'declined'] as const) {
      const offer = await openedDaysAgo(4)
        .merge({ validUntil: DateTime.fromISO(day(1)) })
        .create()
      const agreement = await agreementFor(offer)
      agreement.merge({ status, signedAt: status === 'signed' ? now : null })
      await agreement.save()
    }
    assert.equal(
      await Offer.query()
        .where('status', 'responded')
        .count('* as total')
        .first()
        .then((row) => Number(row!.$extras.total)),
      3
    )
    assert.equal(await sendOfferReminders(now), 0)
    assert.lengthOf(await reminders(), 0)
  })

  test('an expired offer gets none', async ({ assert }) => {
    await openedDaysAgo(5)
      .merge({ validUntil: DateTime.fromISO(day(-1)) })
      .create()
    await OfferFactory.apply('sent')
      .merge({ validUntil: DateTime.fromISO(day(-1)) })
      .create()
    assert.equal(await sendOfferReminders(now), 0)
    assert.lengthOf(await reminders(), 0)
  })

  test('staff switch reminders off: none is sent; on again: it is, and both turns are on the timeline', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const offer = await openedDaysAgo(3).create()

    const off = await client
      .post(`/offers/${offer.id}/reminders`)
      .loginAs(staff)
      .withCsrfToken()
      .form({ enabled: 'false' })
      .redirects(0)
    assert.equal(off.status(), 302)
    assert.equal(off.header('location'), `/offers/${offer.id}`)
    await offer.refresh()
    assert.isTrue(offer.remindersOff)
    assert.equal(await sendOfferReminders(now), 0)
    assert.lengthOf(await reminders(), 0)

    const page = await client.get(`/offers/${offer.id}`).loginAs(staff).withInertia()
    assert.isTrue((page.inertiaProps as any).offer.remindersOff)

    await client
      .post(`/offers/${offer.id}/reminders`)
      .loginAs(staff)
      .withCsrfToken()
      .form({ enabled: 'true' })
    await offer.refresh()
    assert.isFalse(offer.remindersOff)
    assert.equal(await sendOfferReminders(now), 1)
    const turns = await OfferEvent.query()
      .where('offerId', offer.id)
      .whereIn('type', ['reminders_off', 'reminders_on'])
      .orderBy('id')
    assert.deepEqual(
      turns.map((event) => [event.type, event.userId]),
      [
        ['reminders_off', staff.id],
        ['reminders_on', staff.id],
      ]
    )
  })

  test('the switch: a client is answered 404, a guest goes to log in, no token is refused; nothing changes', async ({
    client,
    assert,
  }) => {
    const member = await UserFactory.create()
    const staff = await UserFactory.apply('staff').create()
    const offer = await openedDaysAgo(3).create()
    const asClient = await client
      .post(`/offers/${offer.id}/reminders`)
      .loginAs(member)
      .withCsrfToken()
      .form({ enabled: 'false' })
      .redirects(0)
    assert.equal(asClient.status(), 404)
    const asGuest = await client
      .post(`/offers/${offer.id}/reminders`)
      .withCsrfToken()
      .form({ enabled: 'false' })
      .redirects(0)
    assert.equal(asGuest.status(), 302)
    assert.equal(asGuest.header('location'), '/login')
    const noToken = await client
      .post(`/offers/${offer.id}/reminders`)
      .loginAs(staff)
      .form({ enabled: 'false' })
      .redirects(0)
    assert.oneOf(noToken.status(), [302, 403])
    await offer.refresh()
    assert.isFalse(offer.remindersOff)
    assert.lengthOf(
      await OfferEvent.query().where('offerId', offer.id).where('type', 'reminders_off'),
      0
    )
  })

  test("the reminder is in the offer's language: Slovak, Czech, German", async ({ assert }) => {
    const expected = {
      sk: ['Pripomienka: naša ponuka „', 'Ponuka platí do 30. marca 2026.'],
      cs: ['Připomínka: naše nabídka „', 'Nabídka platí do 30. března 2026.'],
      de: ['Erinnerung: unser Angebot „', 'Das Angebot ist gültig bis 30. März 2026.'],
    } as const
    for (const locale of Object.keys(expected) as (keyof typeof expected)[]) {
      await openedDaysAgo(3)
        .merge({ locale, email: `${locale}@example.com`, validUntil: DateTime.fromISO(day(20)) })
        .create()
    }
    assert.equal(await sendOfferReminders(now), 3)
    for (const mail of await reminders()) {
      const locale = mail.recipient.split('@')[0] as keyof typeof expected
      const [subject, validity] = expected[locale]
      assert.isTrue(mail.subject.startsWith(subject), mail.subject)
      assert.include(mail.text, validity)
      assert.include(mail.url, `lang=${locale}`)
    }
  })
})
