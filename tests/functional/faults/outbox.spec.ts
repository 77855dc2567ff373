import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import queue from '@adonisjs/queue/services/main'
import db from '@adonisjs/lucid/services/db'
import Conversation from '#models/conversation'
import Offer from '#models/offer'
import OutboxMail from '#models/outbox_mail'
import ProjectMember from '#models/project_member'
import VerifyEmailNotification from '#mails/verify_email_notification'
import DeliverOutboxJob, { type DeliverOutboxPayload } from '#jobs/deliver_outbox_job'
import { deliverOutbox, outboxSteps } from '#actions/mail/deliver_outbox'
import { sendUnreadDigests } from '#actions/unread/send_unread_digests'
import { sendDueReplyMails } from '#actions/conversations/reply_mails'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'
import { useSmtpListener } from '#tests/helpers/smtp_listener'
import { post } from '../unread/helpers.js'
import { startChat } from '../conversations/helpers.js'

/*
| The outbox against a real SMTP listener that refuses connections, answers "try again later",
| hangs without a greeting, and finally accepts, for most of a day: far longer than the hour
| the queue used to retry an e-mail. The queue is faked and the outbox's runs are called with a
| clock the test moves, as the scheduler would call them every minute: nothing waits but the
| few hanging connections (1 s each).
*/
async function outboxStates() {
  const rows = await OutboxMail.query().orderBy('id')
  return rows.map((row) => row.state)
}

/* Runs the outbox every `step` minutes from `from` (exclusive) to `to` (inclusive). */
async function runEvery(step: number, from: DateTime, to: DateTime) {
  let sent = 0
  for (let minutes = step; from.plus({ minutes }) <= to; minutes += step) {
    sent += await deliverOutbox(from.plus({ minutes }))
  }
  return sent
}

test.group('Outbox: e-mail that is never lost', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every e-mail owed through refusals, timeouts and a day-long outage arrives once', async ({
    client,
    assert,
    cleanup,
  }) => {
    const listener = await useSmtpListener(cleanup)
    queue.fake()
    cleanup(() => queue.restore())
    await listener.down()
    const start = DateTime.now()

    // An away digest.
    const owner = await UserFactory.merge({ fullName: 'Olga Owner' }).create()
    const member = await UserFactory.merge({ fullName: 'Milan Member' }).create()
    const project = await projectWith(owner, [], { attributes: { name: 'Bakery app' } })
    await ProjectMember.create({
      projectId: project.id,
      userId: member.id,
      role: 'member',
      createdAt: start.minus({ days: 1 }),
    })
    await post(project, owner, 'The oven arrives on Monday.', { at: start.minus({ minutes: 20 }) })
    assert.equal(await sendUnreadDigests(start), 1)
    // A chat reply to a visitor who left.
    await startChat(client)
    const chat = await Conversation.query().where('kind', 'chat').firstOrFail()
    const staff = await UserFactory.apply('staff').create()
    await client
      .post(`/inbox/${chat.id}/messages`)
      .loginAs(staff)
      .withCsrfToken()
      .accept('json')
      .json({ text: 'An app like that starts at 12 000 EUR.' })
    assert.equal(await sendDueReplyMails(start.plus({ minutes: 10 })), 1)
    // A contact message (the team's copy), and the team's e-mailed answer.
    await client.post('/contact').withCsrfToken().form({
      name: 'Jana Nováková',
      email: 'jana@example.com',
      message: 'We need a booking app for our salon.',
      consent: 'on',
    })
    const thread = await Conversation.query().where('kind', 'contact').firstOrFail()
    await client
      .post(`/inbox/${thread.id}/messages`)
      .loginAs(staff)
      .withCsrfToken()
      .accept('json')
      .json({ text: 'Thank you, Jana. Let us talk on Monday.' })
    assert.equal(await sendDueReplyMails(start.plus({ minutes: 10 })), 1)
    // An account e-mail.
    await new VerifyEmailNotification(member).queue()
    const owed = await OutboxMail.query().orderBy('id')
    assert.lengthOf(owed, 5)

    // Six hours refused, four hours "451 try again later", three runs hanging without a greeting.
    assert.equal(await runEvery(10, start, start.plus({ hours: 6 })), 0)
    await listener.up()
    listener.refuse(10_000, 451)
    assert.equal(await runEvery(10, start.plus({ hours: 6 }), start.plus({ hours: 10 })), 0)
    assert.isAbove(listener.attempts, 5)
    await listener.down()
    await listener.stall()
    assert.equal(await runEvery(60, start.plus({ hours: 10 }), start.plus({ hours: 13 })), 0)
    assert.lengthOf(listener.received, 0)
    assert.deepEqual(await outboxStates(), ['pending', 'pending', 'pending', 'pending', 'pending'])
    assert.isTrue((await OutboxMail.query()).every((row) => row.sentAt === null))
    const reasons = (await OutboxMail.query()).map((row) => row.lastError ?? '')
    assert.isTrue(reasons.some((reason) => /greeting never received|timed? ?out/i.test(reason)))

    // Back, twenty hours after the first: two runs at once (two workers) deliver each once.
    listener.refuse(0, 451)
    await listener.up()
    const back = start.plus({ hours: 20 })
    const [first, second] = await Promise.all([deliverOutbox(back), deliverOutbox(back)])
    assert.equal(first + second, 5)
    assert.equal(await runEvery(10, back, back.plus({ hours: 2 })), 0)
    assert.lengthOf(listener.received, 5)
    const ids = listener.received.map((received) => received.headers['message-id'])
    assert.deepEqual(
      [...ids].sort(),
      owed.map((row) => row.messageId).sort(),
      'each carries the Message-ID stored with it'
    )
    assert.deepEqual(
      listener.received.map((received) => received.to[0]).sort(),
      owed.map((row) => row.recipient).sort()
    )
    assert.deepEqual(await outboxStates(), ['sent', 'sent', 'sent', 'sent', 'sent'])
    const texts = listener.received.map((received) => received.text).join('\n')
    for (const text of [
      'The oven arrives on Monday.',
      'An app like that starts at 12 000 EUR.',
      'We need a booking app for our salon.',
      'Thank you, Jana. Let us talk on Monday.',
    ]) {
      assert.include(texts, text)
    }
  })

  test('a worker that dies between the hand-over and the record hands it over again under the same Message-ID', async ({
    assert,
    cleanup,
  }) => {
    const listener = await useSmtpListener(cleanup)
    queue.fake()
    cleanup(() => queue.restore())
    const user = await UserFactory.create()
    await new VerifyEmailNotification(user).queue()
    const now = DateTime.now()

    const markSent = outboxSteps.markSent
    outboxSteps.markSent = async () => {
      throw new Error('the worker died')
    }
    cleanup(() => {
      outboxSteps.markSent = markSent
    })
    await assert.rejects(() => deliverOutbox(now), 'the worker died')
    outboxSteps.markSent = markSent
    assert.lengthOf(listener.received, 1)
    assert.deepEqual(await outboxStates(), ['sending'])

    // Nobody else takes it while the dead worker's claim lasts; then it goes again, once.
    assert.equal(await deliverOutbox(now.plus({ minutes: 10 })), 0)
    assert.equal(await deliverOutbox(now.plus({ minutes: 16 })), 1)
    assert.equal(await deliverOutbox(now.plus({ minutes: 30 })), 0)
    assert.lengthOf(listener.received, 2)
    const [row] = await OutboxMail.all()
    assert.equal(listener.received[0].headers['message-id'], row.messageId)
    assert.equal(listener.received[1].headers['message-id'], row.messageId)
    assert.deepEqual(await outboxStates(), ['sent'])
  })

  test('an e-mail is stored with what caused it: a rolled-back cause leaves none', async ({
    assert,
    cleanup,
  }) => {
    const listener = await useSmtpListener(cleanup)
    queue.fake()
    cleanup(() => queue.restore())
    const user = await UserFactory.create()
    await assert.rejects(
      () =>
        db.transaction(async (trx) => {
          await new VerifyEmailNotification(user).queue(trx)
          assert.lengthOf(await OutboxMail.query({ client: trx }), 1)
          throw new Error('the change failed')
        }),
      'the change failed'
    )
    assert.lengthOf(await OutboxMail.all(), 0)
    assert.equal(await deliverOutbox(DateTime.now().plus({ minutes: 5 })), 0)
    assert.lengthOf(listener.received, 0)
  })

  test('a final refusal, or a day of failures, lists the e-mail for staff only; Retry sends it', async ({
    client,
    assert,
    cleanup,
  }) => {
    const listener = await useSmtpListener(cleanup)
    const fake = queue.fake()
    cleanup(() => queue.restore())
    const staff = await UserFactory.apply('staff').create()
    const member = await UserFactory.create()

    // 550: final at once. Unreachable for 26 hours: final when the window ends.
    listener.refuse(1, 550)
    await new VerifyEmailNotification(member).queue()
    const now = DateTime.now()
    assert.equal(await deliverOutbox(now), 0)
    await listener.down()
    await new VerifyEmailNotification(staff).queue()
    assert.equal(await runEvery(30, now, now.plus({ hours: 24 })), 0)
    assert.deepEqual(await outboxStates(), ['failed', 'pending'])
    assert.equal(await runEvery(30, now.plus({ hours: 24 }), now.plus({ hours: 27 })), 0)
    assert.deepEqual(await outboxStates(), ['failed', 'failed'])
    // Operators are told by the metrics (an alert on this gauge), staff by the list below.
    assert.match((await client.get('/metrics')).text(), /^outbox_mails_failed 2$/m)

    // Guests are sent to log in; a client gets 404 for the list and the action.
    for (const [method, url] of [
      ['get', '/outbox'],
      ['post', '/outbox/1/retry'],
    ] as const) {
      const guest = await client[method](url).withCsrfToken().redirects(0)
      guest.assertStatus(302)
      guest.assertHeader('location', '/login')
      const refused = await client[method](url).loginAs(member).withCsrfToken().redirects(0)
      refused.assertStatus(404)
    }

    const page = await client.get('/outbox').loginAs(staff).withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('outbox/index')
    const listed = (page.inertiaProps as any).mails.data as Record<string, any>[]
    assert.lengthOf(listed, 2)
    const refusedMail = listed.find((mail) => mail.recipient === member.email)!
    assert.equal(refusedMail.failure, 'recipient_rejected')
    assert.include(refusedMail.reason, '550')
    assert.equal(refusedMail.subject, 'Verify your email address for Codeva')
    assert.exists(refusedMail.failedAt)
    const unreachable = listed.find((mail) => mail.recipient === staff.email)!
    assert.equal(unreachable.failure, 'unreachable')
    assert.match(unreachable.reason, /ECONNREFUSED/)

    // Retry: due again, asked for at once, delivered once.
    await listener.up()
    const retried = await client
      .post(`/outbox/${refusedMail.id}/retry`)
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    retried.assertStatus(302)
    retried.assertHeader('location', '/outbox')
    fake.assertPushed(DeliverOutboxJob, {
      payload: (payload) => (payload as DeliverOutboxPayload).id === refusedMail.id,
    })
    assert.equal(await deliverOutbox(), 1)
    assert.lengthOf(listener.received, 1)
    assert.deepEqual(listener.received[0].to, [member.email])
    const after = await client.get('/outbox').loginAs(staff).withInertia()
    assert.lengthOf((after.inertiaProps as any).mails.data, 1)
  })

  test("an offer's failed e-mail retried from the list is queued again on the offer", async ({
    client,
    assert,
    cleanup,
  }) => {
    const listener = await useSmtpListener(cleanup)
    queue.fake()
    cleanup(() => queue.restore())
    const staff = await UserFactory.apply('staff').create()
    await client.post('/offers').loginAs(staff).withCsrfToken().form({
      email: 'jana@example.com',
      greeting: 'Dear Jana,',
      salutation: 'Kind regards',
      locale: 'en',
      subject: 'A new website',
      content: 'Thank you for the meeting.',
      intent: 'send',
    })
    const offer = await Offer.findByOrFail('email', 'jana@example.com')
    listener.refuse(1, 550)
    assert.equal(await deliverOutbox(DateTime.now()), 0)
    await offer.refresh()
    assert.equal(offer.deliveryState, 'failed')
    const [stored] = await OutboxMail.query().where('offer_id', offer.id)
    assert.equal(stored.state, 'failed')

    await client.post(`/outbox/${stored.id}/retry`).loginAs(staff).withCsrfToken().redirects(0)
    await offer.refresh()
    assert.equal(offer.deliveryState, 'queued')
    assert.equal(await deliverOutbox(DateTime.now().plus({ minutes: 1 })), 1)
    await offer.refresh()
    assert.equal(offer.deliveryState, 'delivered')
    assert.lengthOf(listener.received, 1)
  })
})
