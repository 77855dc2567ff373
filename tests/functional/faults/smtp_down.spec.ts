import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import queue from '@adonisjs/queue/services/main'
import type { Job } from '@adonisjs/queue'
import Offer from '#models/offer'
import OfferEvent from '#models/offer_event'
import Conversation from '#models/conversation'
import ProjectMember from '#models/project_member'
import DeliverOfferJob, { type DeliverOfferPayload } from '#jobs/deliver_offer_job'
import SendMailJob from '#jobs/send_mail_job'
import UnreadDigestJob from '#jobs/unread_digest_job'
import SendReplyMailsJob from '#jobs/send_reply_mails_job'
import { sendUnreadDigests } from '#actions/unread/send_unread_digests'
import { sendDueReplyMails } from '#actions/consulting/reply_mails'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'
import { useSmtpListener } from '#tests/helpers/smtp_listener'
import { post } from '../unread/helpers.js'
import { startChat } from '../consulting/helpers.js'

/*
| The mail server goes away (its port closed: every connection refused) while offers, away
| digests and consulting replies are sent, and comes back. The queue is faked so the test runs
| each attempt itself, one by one, as the worker would after its backoff: nothing waits on a
| clock. Each payload goes through JSON first, as it does in the real queue's store.
*/
type Pushed = { job: { id: string; payload: unknown } }

async function runAttempt<P>(
  JobClass: new () => Job<P>,
  pushed: Pushed,
  attempt: number
): Promise<'done' | 'retry'> {
  const job = new JobClass()
  job.$hydrate(JSON.parse(JSON.stringify(pushed.job.payload)), {
    jobId: pushed.job.id,
    name: JobClass.name,
    attempt,
    queue: 'default',
    priority: 0,
    acquiredAt: new Date(),
    stalledCount: 0,
  })
  try {
    await job.execute()
    return 'done'
  } catch {
    return 'retry'
  }
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
    const pushed = fake.findPushed(DeliverOfferJob, {
      payload: (payload) => (payload as DeliverOfferPayload).offerId === offer.id,
    })!
    assert.exists(pushed)

    // Two attempts while it is down: queued, each failure counted with the reason.
    assert.equal(await runAttempt(DeliverOfferJob, pushed, 1), 'retry')
    assert.equal(await runAttempt(DeliverOfferJob, pushed, 2), 'retry')
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

    // Back up: the next attempt delivers; the job run once more (picked up twice) sends nothing.
    await listener.up()
    assert.equal(await runAttempt(DeliverOfferJob, pushed, 3), 'done')
    assert.equal(await runAttempt(DeliverOfferJob, pushed, 4), 'done')
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

  test('an away digest queued while it is down arrives once it is back, once', async ({
    assert,
    cleanup,
  }) => {
    const listener = await useSmtpListener(cleanup)
    const fake = queue.fake()
    cleanup(() => queue.restore())
    const owner = await UserFactory.merge({ fullName: 'Olga Owner' }).create()
    const member = await UserFactory.merge({ fullName: 'Milan Member' }).create()
    const project = await projectWith(owner, [], { attributes: { name: 'Bakery app' } })
    await ProjectMember.create({
      projectId: project.id,
      userId: member.id,
      role: 'member',
      createdAt: DateTime.now().minus({ days: 1 }),
    })
    const now = DateTime.now()
    await post(project, owner, 'The oven arrives on Monday.', { at: now.minus({ minutes: 20 }) })
    await listener.down()

    // The scheduled job's run queues the digest as an e-mail job of its own.
    assert.equal(
      await runAttempt(UnreadDigestJob, { job: { id: 'run-1', payload: {} } }, 1),
      'done'
    )
    const mails = fake.getPushedJobs().filter((entry) => entry.job.name === 'SendMailJob')
    assert.lengthOf(mails, 1)
    assert.equal(await runAttempt(SendMailJob, mails[0], 1), 'retry')
    assert.equal(await runAttempt(SendMailJob, mails[0], 2), 'retry')
    assert.equal(listener.received.length, 0)

    // Later runs of the schedule, still down, do not queue it again.
    assert.equal(await sendUnreadDigests(now.plus({ minutes: 1 })), 0)
    assert.equal(await sendUnreadDigests(now.plus({ minutes: 5 })), 0)
    assert.lengthOf(
      fake.getPushedJobs().filter((entry) => entry.job.name === 'SendMailJob'),
      1
    )

    await listener.up()
    assert.equal(await runAttempt(SendMailJob, mails[0], 3), 'done')
    assert.lengthOf(listener.received, 1)
    assert.deepEqual(listener.received[0].to, [member.email])
    assert.include(listener.received[0].text, 'The oven arrives on Monday.')
    assert.equal(await sendUnreadDigests(now.plus({ minutes: 30 })), 0)
    assert.lengthOf(listener.received, 1)
  })

  test('consulting replies e-mailed while it is down arrive once it is back, once', async ({
    client,
    assert,
    cleanup,
  }) => {
    const listener = await useSmtpListener(cleanup)
    await startChat(client)
    const conversation = await Conversation.query().firstOrFail()
    const staff = await UserFactory.apply('staff').create()
    await client
      .post(`/inbox/${conversation.id}/messages`)
      .loginAs(staff)
      .withCsrfToken()
      .accept('json')
      .json({ text: 'An app like that starts at 12 000 EUR.' })
    const fake = queue.fake()
    cleanup(() => queue.restore())
    await listener.down()

    const later = DateTime.now().plus({ minutes: 10 })
    assert.equal(await sendDueReplyMails(later), 1)
    const mails = fake.getPushedJobs().filter((entry) => entry.job.name === 'SendMailJob')
    assert.lengthOf(mails, 1)
    assert.equal(await runAttempt(SendMailJob, mails[0], 1), 'retry')
    // The next minute's batch finds nothing more to send.
    assert.equal(
      await runAttempt(SendReplyMailsJob, { job: { id: 'run-2', payload: {} } }, 1),
      'done'
    )
    assert.equal(await sendDueReplyMails(later.plus({ minutes: 1 })), 0)
    assert.lengthOf(
      fake.getPushedJobs().filter((entry) => entry.job.name === 'SendMailJob'),
      1
    )

    await listener.up()
    assert.equal(await runAttempt(SendMailJob, mails[0], 2), 'done')
    assert.lengthOf(listener.received, 1)
    assert.deepEqual(listener.received[0].to, ['eva@example.com'])
    assert.include(listener.received[0].text, 'An app like that starts at 12 000 EUR.')
  })
})
