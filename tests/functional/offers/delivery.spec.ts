import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import queue from '@adonisjs/queue/services/main'
import Offer from '#models/offer'
import OfferEvent from '#models/offer_event'
import { DateTime } from 'luxon'
import OutboxMail from '#models/outbox_mail'
import DeliverOutboxJob from '#jobs/deliver_outbox_job'
import { deliverOutbox } from '#actions/mail/deliver_outbox'
import { UserFactory } from '#database/factories/user_factory'
import { OfferFactory } from '#database/factories/offer_factory'
import { useSmtpListener } from '#tests/helpers/smtp_listener'

/*
| Offers end to end against a real SMTP server on loopback (tests/helpers/smtp_listener.ts):
| what the recipient receives, the tracking image and the online view found in it, and delivery
| when the server refuses for a while or for good.
*/
const FORM = {
  email: 'jana.novakova@example.com',
  greeting: 'Vážená pani Nováková,',
  salutation: 'S pozdravom',
  locale: 'sk',
  subject: 'Nový web pre pekáreň',
  content: 'Ďakujeme za stretnutie.\n\nWeb dodáme do šiestich týždňov.\nCena je 4 800 €.',
}

/*
| One run of the outbox as the scheduler makes it, each an hour and a minute after the last (past
| any retry delay), so the retries are driven by the test with no waiting. Answers whether the
| offer is still waiting to be tried again.
*/
let clock = DateTime.now()

async function runAttempt(offerId: number) {
  clock = clock.plus({ hours: 1, minutes: 1 })
  await deliverOutbox(clock)
  const offer = await Offer.findOrFail(offerId)
  return offer.deliveryState === 'queued' ? 'retry' : 'done'
}

/* The offer's e-mail was stored in the outbox and a delivery run asked for. */
async function assertStored(fake: ReturnType<typeof queue.fake>, offerId: number) {
  const stored = await OutboxMail.query().where('offer_id', offerId).where('state', 'pending')
  if (stored.length !== 1) throw new Error(`expected one pending e-mail, found ${stored.length}`)
  fake.assertPushed(DeliverOutboxJob, {
    payload: (payload) => (payload as { id?: number }).id === stored[0].id,
  })
}

test.group('Offers: delivery over SMTP', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    clock = DateTime.now()
  })

  test('sent, received in its language, opened through the image, answered online', async ({
    client,
    assert,
    cleanup,
  }) => {
    const listener = await useSmtpListener(cleanup)
    const staff = await UserFactory.apply('staff').create()

    const sent = await client
      .post('/offers')
      .loginAs(staff)
      .withCsrfToken()
      .form({ ...FORM, intent: 'send' })
      .redirects(0)
    assert.equal(sent.status(), 302)
    sent.assertFlashMessage('success', 'Offer sent.')
    const offer = await Offer.findByOrFail('email', FORM.email)
    assert.equal(sent.header('location'), `/offers/${offer.id}`)
    assert.equal(offer.status, 'sent')
    assert.equal(offer.deliveryState, 'delivered')
    assert.equal(offer.deliveryAttempts, 1)

    // Received once, as the recipient sees it: Slovak, both parts, the headers.
    assert.lengthOf(listener.received, 1)
    const [received] = listener.received
    assert.deepEqual(received.to, [FORM.email])
    assert.equal(received.headers.subject, FORM.subject)
    assert.equal(received.headers['content-language'], 'sk')
    assert.match(received.headers['content-type'], /^multipart\/alternative/)
    assert.include(received.headers['message-id'], `offer-${offer.id}-`)
    // Answers land on the offer's timeline (tests/functional/mail_in/replies.spec.ts).
    assert.match(received.headers['reply-to'], /reply\+o[0-9a-z-]+@in\.codeva\.test/)
    for (const part of [received.html, received.text]) {
      assert.include(part, FORM.greeting)
      assert.include(part, 'Ďakujeme za stretnutie.')
      assert.include(part, 'Cena je 4 800 €.')
      assert.include(part, FORM.salutation)
      assert.include(part, 'IČO 12 345 678')
      assert.include(part, 'Tím Codeva')
    }
    assert.include(received.html, '<html lang="sk">')
    assert.include(received.html, 'Zobraziť ponuku a odpovedať')
    assert.notInclude(received.html, '<link')
    assert.notInclude(received.html, '<style')

    // The tracking image, found in the HTML: first fetch opens, later ones are views.
    const image = /<img src="([^"]+\/track\/[^"]+\.gif)"/.exec(received.html)?.[1]
    assert.isString(image)
    const imagePath = new URL(image!).pathname
    assert.equal(imagePath, `/track/${offer.trackingToken}.gif`)
    // Read an hour later: a fetch seconds after delivery is a mail gateway's, not a person's.
    offer.deliveredAt = offer.deliveredAt!.minus({ hours: 1 })
    await offer.save()
    const first = await client.get(imagePath).header('User-Agent', 'Thunderbird/128.0')
    assert.equal(first.header('content-type'), 'image/gif')
    await offer.refresh()
    assert.equal(offer.status, 'opened')
    assert.isNotNull(offer.openedAt)
    const openedAt = offer.openedAt!.toISO()
    await client.get(imagePath).header('User-Agent', 'AppleMail/16')
    await offer.refresh()
    assert.equal(offer.viewsCount, 1)
    assert.equal(offer.openedAt!.toISO(), openedAt)

    // The online view, from the link in the text part, in Slovak; the one-click answer.
    const viewLink = received.text.match(/https?:\/\/\S+\/offer\/\S+/)?.[0]
    assert.isString(viewLink)
    const viewUrl = new URL(viewLink!)
    assert.equal(viewUrl.searchParams.get('lang'), 'sk')
    const page = await client.get(`${viewUrl.pathname}${viewUrl.search}`)
    page.assertStatus(200)
    assert.include(page.text(), FORM.subject)
    assert.include(page.text(), 'Podpísať túto ponuku')
    const answered = await client
      .post(`${viewUrl.pathname}/answer?lang=sk`)
      .withCsrfToken()
      .form({ answer: 'interested', message: 'Zavolajte mi v pondelok.' })
      .redirects(0)
    assert.equal(answered.status(), 302)
    assert.equal(answered.header('location'), `${viewUrl.pathname}?lang=sk`)
    answered.assertFlashMessage('success', 'Ďakujeme, vašu odpoveď sme dostali.')
    await offer.refresh()
    assert.equal(offer.status, 'responded')
    assert.equal(offer.answer, 'interested')
    assert.equal(offer.answerMessage, 'Zavolajte mi v pondelok.')

    // A later view leaves it responded; the timeline has the one open with its agent.
    await client.get(imagePath).header('User-Agent', 'Outlook/16')
    await offer.refresh()
    assert.equal(offer.status, 'responded')
    assert.equal(offer.viewsCount, 2)
    const events = await OfferEvent.query().where('offer_id', offer.id).orderBy('id')
    assert.deepEqual(
      events.map((event) => event.type),
      ['created', 'queued', 'delivered', 'opened', 'responded']
    )
    assert.deepEqual(
      events.filter((event) => event.type === 'opened').map((event) => event.userAgent),
      ['Thunderbird/128.0']
    )

    // The staff's page shows it, without the tracking image in its copy of the e-mail.
    const show = await client.get(`/offers/${offer.id}`).loginAs(staff).withInertia()
    show.assertStatus(200)
    const props = show.inertiaProps as any
    assert.equal(props.offer.status, 'responded')
    assert.equal(props.offer.viewsCount, 2)
    assert.notInclude(props.email.html, '/track/')
    assert.notProperty(props.offer, 'trackingToken')
    assert.notProperty(props.offer, 'viewToken')
    assert.lengthOf(listener.received, 1)
  })

  test('refused twice with 451, then accepted: delivered after retries, received once', async ({
    client,
    assert,
    cleanup,
  }) => {
    const listener = await useSmtpListener(cleanup)
    const staff = await UserFactory.apply('staff').create()
    const fake = queue.fake()
    cleanup(() => queue.restore())

    await client
      .post('/offers')
      .loginAs(staff)
      .withCsrfToken()
      .form({ ...FORM, intent: 'send' })
    const offer = await Offer.findByOrFail('email', FORM.email)
    await assertStored(fake, offer.id)
    assert.equal(offer.deliveryState, 'queued')

    listener.refuse(2, 451)
    assert.equal(await runAttempt(offer.id), 'retry')
    await offer.refresh()
    assert.equal(offer.deliveryState, 'queued')
    assert.equal(offer.deliveryAttempts, 1)
    assert.include(offer.deliveryError, '451')
    assert.equal(await runAttempt(offer.id), 'retry')
    assert.equal(await runAttempt(offer.id), 'done')
    await offer.refresh()
    assert.equal(offer.deliveryState, 'delivered')
    assert.equal(offer.deliveryAttempts, 3)
    assert.isNull(offer.deliveryError)
    assert.equal(listener.attempts, 3)
    assert.lengthOf(listener.received, 1)

    // Another run (a second worker, the scheduler) sends nothing.
    assert.equal(await runAttempt(offer.id), 'done')
    assert.lengthOf(listener.received, 1)
    const types = (await OfferEvent.query().where('offer_id', offer.id).orderBy('id')).map(
      (event) => event.type
    )
    assert.deepEqual(types, ['created', 'queued', 'attempt_failed', 'attempt_failed', 'delivered'])
  })

  test('a permanent 550 ends failed with the reason shown; sent again, it arrives', async ({
    client,
    assert,
    cleanup,
  }) => {
    const listener = await useSmtpListener(cleanup)
    const staff = await UserFactory.apply('staff').create()
    const fake = queue.fake()
    cleanup(() => queue.restore())

    await client
      .post('/offers')
      .loginAs(staff)
      .withCsrfToken()
      .form({ ...FORM, locale: 'en', intent: 'send' })
    const offer = await Offer.findByOrFail('email', FORM.email)

    listener.refuse(1, 550)
    assert.equal(await runAttempt(offer.id), 'done')
    await offer.refresh()
    assert.equal(offer.deliveryState, 'failed')
    assert.equal(offer.deliveryAttempts, 1)
    assert.include(offer.deliveryError, '550')
    assert.lengthOf(listener.received, 0)

    // The page shows the reason; the list filters it as failed.
    const show = await client.get(`/offers/${offer.id}`).loginAs(staff).withInertia()
    assert.include((show.inertiaProps as any).offer.deliveryError, 'Mailbox unavailable')
    // What staff read is the kind; the timeline's failure row says the same.
    assert.equal((show.inertiaProps as any).offer.deliveryFailure, 'recipient_rejected')
    const failedRow = (show.inertiaProps as any).events.find(
      (event: { type: string }) => event.type === 'failed'
    )
    assert.equal(failedRow.failure, 'recipient_rejected')
    const failed = await client.get('/offers?delivery=failed').loginAs(staff).withInertia()
    assert.deepEqual(
      (failed.inertiaProps as any).offers.data.map((row: { id: number }) => row.id),
      [offer.id]
    )

    // Re-send: queued again with its attempts counted afresh, then delivered.
    fake.clearPushedJobs()
    const resent = await client
      .post(`/offers/${offer.id}/resend`)
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    resent.assertFlashMessage('success', 'The offer is being sent again.')
    await assertStored(fake, offer.id)
    await offer.refresh()
    assert.equal(offer.deliveryState, 'queued')
    assert.equal(await runAttempt(offer.id), 'done')
    await offer.refresh()
    assert.equal(offer.deliveryState, 'delivered')
    assert.lengthOf(listener.received, 1)

    // A delivered offer is not sent again.
    const again = await client
      .post(`/offers/${offer.id}/resend`)
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    again.assertFlashMessage('error', 'Only an offer whose delivery failed can be sent again.')
  })

  test('refused with 421 for more than a day, it ends failed, not lost', async ({
    client,
    assert,
    cleanup,
  }) => {
    const listener = await useSmtpListener(cleanup)
    const staff = await UserFactory.apply('staff').create()
    queue.fake()
    cleanup(() => queue.restore())
    await client
      .post('/offers')
      .loginAs(staff)
      .withCsrfToken()
      .form({ ...FORM, intent: 'send' })
    const offer = await Offer.findByOrFail('email', FORM.email)
    listener.refuse(100, 421)
    // An attempt an hour: still retried after 24 hours, failed once the 25-hour window ends.
    for (let hour = 1; hour <= 24; hour++) {
      assert.equal(await runAttempt(offer.id), 'retry')
    }
    let runs = 0
    while ((await runAttempt(offer.id)) === 'retry' && runs < 5) runs++
    await offer.refresh()
    assert.equal(offer.deliveryState, 'failed')
    assert.isAbove(offer.deliveryAttempts, 24)
    assert.include(offer.deliveryError, '421')
    assert.lengthOf(listener.received, 0)
    const [stored] = await OutboxMail.query().where('offer_id', offer.id)
    assert.equal(stored.state, 'failed')
    assert.equal(stored.attempts, offer.deliveryAttempts)
  })
})

test.group('Offers: statistics', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('sent, open rate and response rate for a mix of states and for a filter', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    await OfferFactory.createMany(2)
    await OfferFactory.apply('sent').createMany(3)
    await OfferFactory.apply('failed').create()
    await OfferFactory.apply('opened').createMany(2)
    await OfferFactory.apply('responded').merge({ subject: 'Mobile app' }).createMany(2)

    const all = await client.get('/offers').loginAs(staff).withInertia()
    const statistics = (all.inertiaProps as any).statistics
    // Drafts are not sent; a failed delivery was sent. Opened counts the responded ones too.
    // Both responded offers were answered "Interested" (the factory's), today: this month's.
    assert.deepEqual(statistics, {
      sent: 8,
      opened: 4,
      responded: 2,
      accepted: 2,
      acceptedValue: [],
      openRate: 4 / 8,
      responseRate: 2 / 8,
      acceptanceRate: 2 / 8,
    })

    const search = await client.get('/offers?q=MOBILE').loginAs(staff).withInertia()
    assert.deepEqual((search.inertiaProps as any).statistics, {
      sent: 2,
      opened: 2,
      responded: 2,
      accepted: 2,
      acceptedValue: [],
      openRate: 1,
      responseRate: 1,
      acceptanceRate: 1,
    })

    const drafts = await client.get('/offers?status=draft').loginAs(staff).withInertia()
    assert.equal((drafts.inertiaProps as any).statistics.openRate, null)
    assert.lengthOf((drafts.inertiaProps as any).offers.data, 2)
  })
})
