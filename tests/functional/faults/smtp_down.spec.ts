import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import queue from '@adonisjs/queue/services/main'
import Offer from '#models/offer'
import OfferEvent from '#models/offer_event'
import { DateTime } from 'luxon'
import OutboxMail from '#models/outbox_mail'
import DeliverOutboxJob, { type DeliverOutboxPayload } from '#jobs/deliver_outbox_job'
import { deliverOutbox } from '#actions/mail/deliver_outbox'
import { UserFactory } from '#database/factories/user_factory'
import { useSmtpListener } from '#tests/helpers/smtp_listener'

/*
| The mail server goes away (its port closed: every connection refused) while an offer is sent,
| and comes back. The queue is faked and the outbox's runs are called by the test with a clock it
| moves, as the scheduler would after the backoff. The outbox under a longer outage, with every
| kind of e-mail: tests/functional/faults/outbox.spec.ts.
*/
/* One scheduled run of the outbox, each an hour and a minute after the last. */
let clock = DateTime.now()
async function runOutbox() {
  clock = clock.plus({ hours: 1, minutes: 1 })
  return deliverOutbox(clock)
}

const OFFER = {
  email: 'jana.novakova@example.com',
  greeting: 'Dear Ms Novakova,',
  salutation: 'Kind regards',
  locale: 'en',
  subject: 'A new website for the bakery',
  content: 'Thank you for the meeting.',
  intent: 'send',
}

test.group('Faults: the SMTP server is down, then back', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    clock = DateTime.now()
  })

  test('an offer shows the failed attempt and its reason, then arrives exactly once', async ({
    client,
    assert,
    cleanup,
  }) => {
    const listener = await useSmtpListener(cleanup)
    const fake = queue.fake()
    cleanup(() => queue.restore())
    const staff = await UserFactory.apply('staff').create()
    await listener.down()

    await client.post('/offers').loginAs(staff).withCsrfToken().form(OFFER)
    const offer = await Offer.findByOrFail('email', OFFER.email)
    const stored = await OutboxMail.findByOrFail('offer_id', offer.id)
    const pushed = fake.findPushed(DeliverOutboxJob, {
      payload: (payload) => (payload as DeliverOutboxPayload).id === stored.id,
    })
    assert.exists(pushed)

    // Two attempts while it is down: queued, each failure counted with the reason.
    assert.equal(await runOutbox(), 0)
    assert.equal(await runOutbox(), 0)
    await offer.refresh()
    assert.equal(offer.deliveryState, 'queued')
    assert.equal(offer.deliveryAttempts, 2)
    assert.include(offer.deliveryError, 'ECONNREFUSED')

    // What staff see meanwhile: still queued, the attempts and the reason, nothing worse.
    const page = await client.get(`/offers/${offer.id}`).loginAs(staff).withInertia()
    page.assertStatus(200)
    const shown = (page.inertiaProps as any).offer
    assert.equal(shown.deliveryState, 'queued')
    assert.equal(shown.deliveryAttempts, 2)
    assert.include(shown.deliveryError, 'ECONNREFUSED')
    assert.equal(shown.deliveryFailure, 'unreachable')
    assert.notInclude(JSON.stringify(shown), ' at ')

    // Back up: the next run delivers; one more run (a second worker) sends nothing.
    await listener.up()
    assert.equal(await runOutbox(), 1)
    assert.equal(await runOutbox(), 0)
    await offer.refresh()
    assert.equal(offer.deliveryState, 'delivered')
    assert.equal(offer.deliveryAttempts, 3)
    assert.isNull(offer.deliveryError)
    assert.lengthOf(listener.received, 1)
    assert.deepEqual(listener.received[0].to, [OFFER.email])
    const types = (await OfferEvent.query().where('offer_id', offer.id).orderBy('id')).map(
      (event) => event.type
    )
    assert.deepEqual(types, ['created', 'queued', 'attempt_failed', 'attempt_failed', 'delivered'])
  })
})
