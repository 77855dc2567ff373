import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import queue from '@adonisjs/queue/services/main'
import type { Job } from '@adonisjs/queue'
import Offer from '#models/offer'
import OfferEvent from '#models/offer_event'
import db from '@adonisjs/lucid/services/db'
import Conversation from '#models/conversation'
import ConversationMessage from '#models/conversation_message'
import ProjectMember from '#models/project_member'
import DeliverOfferJob, { type DeliverOfferPayload } from '#jobs/deliver_offer_job'
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
| each attempt itself, one by one, as the worker would after its backoff, and the scheduled
| runs of the digest and the reply e-mails are called with a clock the test moves: nothing
| waits. Each payload goes through JSON first, as it does in the real queue's store.
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

  test('an away digest owed through an outage longer than the e-mail retries arrives once it is back, once', async ({
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
    const oven = await post(project, owner, 'The oven arrives on Monday.', {
      at: now.minus({ minutes: 20 }),
    })
    await listener.down()

    // The scheduled job's run tries the server itself; nothing is recorded as sent.
    assert.equal(
      await runAttempt(UnreadDigestJob, { job: { id: 'run-1', payload: {} } }, 1),
      'done'
    )
    assert.isEmpty(fake.getPushedJobs().filter((entry) => entry.job.name === 'SendMailJob'))
    assert.isNull((await digestState(member.id, project.id)).digest_sent_at)

    // Two hours down, one scheduled run a minute: more than the ~1 hour a queued e-mail retries.
    for (let minute = 1; minute <= 120; minute++) {
      assert.equal(await sendUnreadDigests(now.plus({ minutes: minute })), 0)
    }
    assert.lengthOf(listener.received, 0)
    assert.isNull((await digestState(member.id, project.id)).digest_sent_at)

    // Back: the next runs (two at once, as two processes would) deliver it exactly once.
    await listener.up()
    const back = now.plus({ minutes: 125 })
    const [first, second] = await Promise.all([sendUnreadDigests(back), sendUnreadDigests(back)])
    assert.equal(first + second, 1)
    assert.lengthOf(listener.received, 1)
    assert.deepEqual(listener.received[0].to, [member.email])
    assert.include(listener.received[0].text, 'The oven arrives on Monday.')
    assert.match(
      listener.received[0].headers['message-id'],
      new RegExp(`^<digest-${member.id}-${project.id}-${oven.id}@`)
    )
    const state = await digestState(member.id, project.id)
    assert.equal(Number(state.digested_message_id), oven.id)
    assert.isNotNull(state.digest_sent_at)
    for (let minute = 126; minute <= 140; minute++) {
      assert.equal(await sendUnreadDigests(now.plus({ minutes: minute })), 0)
    }

    // The hour counts from the digest the server took, not from the attempts that failed.
    await post(project, owner, 'Can you check the menu?', { at: now.plus({ minutes: 126 }) })
    assert.equal(await sendUnreadDigests(now.plus({ minutes: 184 })), 0)
    assert.equal(await sendUnreadDigests(now.plus({ minutes: 185 })), 1)
    assert.lengthOf(listener.received, 2)
    assert.include(listener.received[1].text, 'Can you check the menu?')
    assert.notInclude(listener.received[1].text, 'The oven arrives on Monday.')
  })

  test('a digest turned away is tried again a few minutes later (4xx), or given up (5xx)', async ({
    assert,
    cleanup,
  }) => {
    const listener = await useSmtpListener(cleanup)
    const owner = await UserFactory.create()
    const member = await UserFactory.create()
    const project = await projectWith(owner)
    await ProjectMember.create({
      projectId: project.id,
      userId: member.id,
      role: 'member',
      createdAt: DateTime.now().minus({ days: 1 }),
    })
    const now = DateTime.now()
    await post(project, owner, 'First', { at: now.minus({ minutes: 20 }) })

    listener.refuse(1, 451)
    assert.equal(await sendUnreadDigests(now), 0)
    assert.equal(await sendUnreadDigests(now.plus({ minutes: 4 })), 0)
    assert.equal(listener.attempts, 1, 'not tried again before the retry delay')
    assert.equal(await sendUnreadDigests(now.plus({ minutes: 5 })), 1)
    assert.lengthOf(listener.received, 1)

    // A permanent refusal ends that digest without taking the hour's place.
    await post(project, owner, 'Second', { at: now.plus({ minutes: 10 }) })
    listener.refuse(1, 550)
    assert.equal(await sendUnreadDigests(now.plus({ minutes: 70 })), 0)
    assert.equal(await sendUnreadDigests(now.plus({ minutes: 80 })), 0)
    assert.equal(listener.attempts, 3)
    await post(project, owner, 'Third', { at: now.plus({ minutes: 80 }) })
    assert.equal(await sendUnreadDigests(now.plus({ minutes: 95 })), 1)
    assert.include(listener.received[1].text, 'Third')
    assert.notInclude(listener.received[1].text, 'Second')
  })

  test('chat replies owed through an outage longer than the e-mail retries arrive once it is back, once', async ({
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
    assert.equal(await sendDueReplyMails(later), 0)
    assert.equal(
      await runAttempt(SendReplyMailsJob, { job: { id: 'run-2', payload: {} } }, 1),
      'done'
    )
    for (let minute = 1; minute <= 120; minute++) {
      assert.equal(await sendDueReplyMails(later.plus({ minutes: minute })), 0)
    }
    assert.isEmpty(fake.getPushedJobs().filter((entry) => entry.job.name === 'SendMailJob'))
    assert.lengthOf(listener.received, 0)
    assert.isNull((await staffReplies(conversation.id))[0].emailedAt)

    await listener.up()
    const back = later.plus({ minutes: 125 })
    const [first, second] = await Promise.all([sendDueReplyMails(back), sendDueReplyMails(back)])
    assert.equal(first + second, 1)
    assert.lengthOf(listener.received, 1)
    assert.deepEqual(listener.received[0].to, ['eva@example.com'])
    assert.include(listener.received[0].text, 'An app like that starts at 12 000 EUR.')
    assert.isNotNull((await staffReplies(conversation.id))[0].emailedAt)
    for (let minute = 126; minute <= 140; minute++) {
      assert.equal(await sendDueReplyMails(later.plus({ minutes: minute })), 0)
    }
    assert.lengthOf(listener.received, 1)
  })

  test('an answer to a contact message owed through a long outage arrives once it is back, once', async ({
    client,
    assert,
    cleanup,
  }) => {
    const listener = await useSmtpListener(cleanup)
    const fake = queue.fake()
    cleanup(() => queue.restore())
    await client.post('/contact').withCsrfToken().form({
      name: 'Jana Nováková',
      email: 'jana@example.com',
      message: 'We need a booking app for our salon.',
      consent: 'on',
    })
    const thread = await Conversation.query().where('kind', 'contact').firstOrFail()
    const staff = await UserFactory.apply('staff').create()
    await listener.down()
    const answer = await client
      .post(`/inbox/${thread.id}/messages`)
      .loginAs(staff)
      .withCsrfToken()
      .accept('json')
      .json({ text: 'Thank you, Jana. Let us talk on Monday.' })
    answer.assertStatus(201)

    // The answer asks for a run at once; the server is down, so it stays owed.
    const kick = fake.findPushed(SendReplyMailsJob)!
    assert.exists(kick)
    assert.equal(await runAttempt(SendReplyMailsJob, kick, 1), 'done')
    const now = DateTime.now()
    for (let minute = 1; minute <= 120; minute++) {
      assert.equal(await sendDueReplyMails(now.plus({ minutes: minute })), 0)
    }
    assert.lengthOf(listener.received, 0)
    assert.isNull((await staffReplies(thread.id))[0].emailedAt)

    await listener.up()
    assert.equal(await sendDueReplyMails(now.plus({ minutes: 125 })), 1)
    assert.equal(await sendDueReplyMails(now.plus({ minutes: 130 })), 0)
    assert.lengthOf(listener.received, 1)
    assert.deepEqual(listener.received[0].to, ['jana@example.com'])
    assert.include(listener.received[0].text, 'Thank you, Jana. Let us talk on Monday.')
    assert.include(listener.received[0].text, staff.fullName)
    assert.isNotNull((await staffReplies(thread.id))[0].emailedAt)
  })
})

function digestState(userId: number, projectId: number) {
  return db.from('project_reads').where({ user_id: userId, project_id: projectId }).firstOrFail()
}

function staffReplies(conversationId: number) {
  return ConversationMessage.query()
    .where('conversation_id', conversationId)
    .where('sender', 'staff')
    .orderBy('id')
}
