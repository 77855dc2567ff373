import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import queue from '@adonisjs/queue/services/main'
import OutboxMail from '#models/outbox_mail'
import DeliverOutboxJob, { type DeliverOutboxPayload } from '#jobs/deliver_outbox_job'
import Offer from '#models/offer'
import { UserFactory } from '#database/factories/user_factory'
import { OfferFactory } from '#database/factories/offer_factory'
import { withRequestId } from '#infrastructure/job_request_id'

/*
| A job queued while a request is served carries that request's id (app/services/
| job_request_id.ts), and the lines it logs carry it as `request_id`, like the request's own.
*/
function hydrated<P>(JobClass: new () => DeliverOutboxJob, payload: P) {
  const job = new JobClass()
  job.$hydrate(JSON.parse(JSON.stringify(payload)), {
    jobId: 'job-1',
    name: JobClass.name,
    attempt: 1,
    queue: 'default',
    priority: 0,
    acquiredAt: new Date(),
    stalledCount: 0,
  })
  return job
}

test.group('Request ids through jobs', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an offer sent in a request asks for its delivery with the request id; it logs it', async ({
    client,
    assert,
    cleanup,
  }) => {
    const fake = queue.fake()
    cleanup(() => queue.restore())
    const staff = await UserFactory.apply('staff').create()

    const response = await client
      .post('/offers')
      .loginAs(staff)
      .header('X-Request-Id', 'req-offer-7f3a')
      .withCsrfToken()
      .form({
        email: 'jana@example.com',
        greeting: 'Dear Jana,',
        salutation: 'Kind regards',
        locale: 'en',
        subject: 'A new website',
        content: 'Thank you for the meeting.',
        intent: 'send',
      })
      .redirects(0)
    assert.equal(response.status(), 302)
    const offer = await Offer.findByOrFail('email', 'jana@example.com')
    const stored = await OutboxMail.findByOrFail('offer_id', offer.id)
    const pushed = fake.findPushed(DeliverOutboxJob)!
    assert.deepEqual(pushed.job.payload as DeliverOutboxPayload, {
      id: stored.id,
      requestId: 'req-offer-7f3a',
    })

    const job = hydrated(DeliverOutboxJob, pushed.job.payload)
    assert.include(job.logger.bindings(), {
      request_id: 'req-offer-7f3a',
      job: 'DeliverOutboxJob',
      job_id: 'job-1',
    })
  })

  test('an e-mail queued in a request carries its id; one queued outside has none', async ({
    client,
    assert,
    cleanup,
  }) => {
    const fake = queue.fake()
    cleanup(() => queue.restore())
    const user = await UserFactory.create()

    await client
      .post('/forgot-password')
      .header('X-Request-Id', 'req-reset-91bc')
      .withCsrfToken()
      .form({ email: user.email })
    // The reset e-mail is stored in the outbox; the run asked for it carries the request's id.
    const pushed = fake.findPushed(DeliverOutboxJob)!
    assert.exists(pushed)
    assert.equal((pushed.job.payload as DeliverOutboxPayload).requestId, 'req-reset-91bc')
    const job = hydrated(DeliverOutboxJob, pushed.job.payload)
    assert.equal(job.logger.bindings().request_id, 'req-reset-91bc')

    // Outside a request (a scheduled job, a command) there is no id to carry.
    const offer = await OfferFactory.apply('queued').create()
    assert.deepEqual(withRequestId({ id: offer.id }), { id: offer.id })
  })
})
