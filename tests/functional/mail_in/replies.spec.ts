import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Message from '#models/message'
import ProjectMember from '#models/project_member'
import Conversation from '#models/conversation'
import ConversationMessage from '#models/conversation_message'
import { UserFactory } from '#database/factories/user_factory'
import { sendDueReplyMails } from '#actions/conversations/reply_mails'
import { replyToConversation } from '#actions/conversations/reply'
import { removeMember } from '#actions/projects/remove_member'
import { unreadCounts } from '#actions/unread/unread'
import OfferEvent from '#models/offer_event'
import OfferMail from '#mails/offer_mail'
import { OfferFactory } from '#database/factories/offer_factory'
import { recordBroadcasts } from '../projects/cast.js'
import { digestCast, lastMailTo, quote, receiver, send } from '#tests/helpers/mail_in'

/*
| Replies by e-mail, end to end: the app stores a real e-mail in its outbox (the digest, an
| inbox reply), the test answers it "from a mail client" with nodemailer over SMTP to the
| receiver this test starts (app/infrastructure/inbound_smtp.ts), and the answer must land in its
| thread exactly once, as its author, without the quote; machine mail, a second copy and a
| sender who lost access must not.
*/
async function chatMessages(projectId: number) {
  return Message.query().where('project_id', projectId).where('kind', 'message').orderBy('id')
}

test.group('E-mail in: replies land in their thread', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a reply to the unread digest appears in the project chat once, as its author, live, without the quote', async ({
    assert,
    cleanup,
  }) => {
    const smtp = await receiver(cleanup)
    const cast = await digestCast()
    assert.equal(cast.digest.kind, 'UnreadDigestMail')
    assert.match(cast.digest.replyTo, /^reply\+[0-9a-z-]+@in\.codeva\.test$/)
    assert.match(cast.digest.messageId, /@in\.codeva\.test>$/)
    const broadcasts = recordBroadcasts()
    cleanup(async () => broadcasts.stop())
    const unreadBefore = await unreadCounts(cast.member.id, cast.project.id)

    await send(smtp, {
      from: `${cast.member.fullName} <${cast.member.email}>`,
      to: cast.digest.replyTo,
      subject: `Re: ${cast.digest.subject}`,
      inReplyTo: cast.digest.messageId,
      references: [cast.digest.messageId],
      text: `Monday works, I will be there.\n\nOn Tue, Dec 1, 2026 at 10:00 AM Codeva <${cast.digest.replyTo}> wrote:\n${quote('Olga Owner: The oven arrives on Monday.')}`,
    })

    const messages = await chatMessages(cast.project.id)
    assert.deepEqual(
      messages.map((message) => [message.authorId, message.body]),
      [
        [cast.owner.id, 'The oven arrives on Monday.'],
        [cast.member.id, 'Monday works, I will be there.'],
      ]
    )
    const created = broadcasts.sent.filter((sent) => sent.event === 'message.created')
    assert.lengthOf(created, 1)
    assert.equal(created[0].channel, `presence-project.${cast.project.id}`)
    assert.equal(created[0].payload.author.id, cast.member.id)
    assert.equal(created[0].payload.text, 'Monday works, I will be there.')
    // Written by the member, so nothing of it is unread for them.
    const unreadAfter = await unreadCounts(cast.member.id, cast.project.id)
    assert.isAtMost(unreadAfter.unread, unreadBefore.unread)
  })

  for (const [language, text] of [
    ['Slovak', 'Dňa ut 1. 12. 2026 o 10:00 Codeva <{address}> napísal(a):'],
    ['Czech', 'Dne út 1. 12. 2026 v 10:00 odesílatel Codeva <{address}> napsal:'],
    ['German', 'Am Di., 1. Dez. 2026 um 10:00 Uhr schrieb Codeva <{address}>:'],
    ['English', 'On Tue, Dec 1, 2026 at 10:00 AM Codeva <{address}> wrote:'],
  ] as const) {
    test(`${language} quoting is cut off`, async ({ assert, cleanup }) => {
      const smtp = await receiver(cleanup)
      const cast = await digestCast()
      await send(smtp, {
        from: cast.member.email,
        to: cast.digest.replyTo,
        subject: 'Re: digest',
        text: `Súhlasím – passt, díky.\n\n${text.replace('{address}', cast.digest.replyTo)}\n${quote('Olga Owner: The oven arrives on Monday.')}\n`,
      })
      const messages = await chatMessages(cast.project.id)
      assert.equal(messages.at(-1)!.body, 'Súhlasím – passt, díky.')
      assert.equal(messages.at(-1)!.authorId, cast.member.id)
    })
  }

  test('an HTML-only reply is posted as text without the quoted original', async ({
    assert,
    cleanup,
  }) => {
    const smtp = await receiver(cleanup)
    const cast = await digestCast()
    await send(smtp, {
      from: cast.member.email,
      to: cast.digest.replyTo,
      subject: 'Re: digest',
      html: '<div dir="ltr">Monday <b>works</b>.</div><div class="gmail_quote"><blockquote class="gmail_quote">Olga Owner: The oven arrives on Monday.</blockquote></div>',
    })
    const messages = await chatMessages(cast.project.id)
    assert.equal(messages.at(-1)!.body, 'Monday works.')
  })

  test('an auto-reply is not posted, and the same Message-ID twice posts once', async ({
    assert,
    cleanup,
  }) => {
    const smtp = await receiver(cleanup)
    const cast = await digestCast()
    await send(smtp, {
      from: cast.member.email,
      to: cast.digest.replyTo,
      subject: 'Out of office',
      headers: { 'Auto-Submitted': 'auto-replied' },
      text: 'I am away until Monday.',
    })
    await send(smtp, {
      from: cast.member.email,
      to: cast.digest.replyTo,
      subject: 'Abwesend',
      headers: { 'X-Autoreply': 'yes', 'Precedence': 'auto_reply' },
      text: 'Ich bin bis Montag nicht im Büro.',
    })
    assert.lengthOf(await chatMessages(cast.project.id), 1)

    const once = {
      from: cast.member.email,
      to: cast.digest.replyTo,
      subject: 'Re: digest',
      messageId: '<same-reply-1@mail.example.com>',
      text: 'Posted once.',
    }
    await send(smtp, once)
    await send(smtp, once)
    const messages = await chatMessages(cast.project.id)
    assert.deepEqual(
      messages.map((message) => message.body),
      ['The oven arrives on Monday.', 'Posted once.']
    )
    const log = await db.from('inbound_mails').orderBy('id')
    assert.deepEqual(
      log.map((row) => [row.status, row.reason]),
      [
        ['ignored', 'auto_submitted'],
        ['ignored', 'auto_reply'],
        ['accepted', 'posted'],
      ]
    )
  })

  test("a removed member's reply is refused with a polite e-mail and not posted", async ({
    assert,
    cleanup,
  }) => {
    const smtp = await receiver(cleanup)
    const cast = await digestCast()
    const membership = await ProjectMember.query()
      .where('project_id', cast.project.id)
      .where('user_id', cast.member.id)
      .firstOrFail()
    await removeMember(cast.owner, cast.project.id, membership.id)
    await send(smtp, {
      from: cast.member.email,
      to: cast.digest.replyTo,
      subject: 'Re: digest',
      text: 'Still here?',
    })
    assert.lengthOf(await chatMessages(cast.project.id), 1)
    const refusal = await lastMailTo(cast.member.email)
    assert.equal(refusal.kind, 'InboundRefusedMail')
    assert.equal(refusal.subject, 'Not delivered: Re: digest')

    // Someone else answering to the member's address is held for staff, not posted.
    await send(smtp, {
      from: cast.colleague.email,
      to: cast.digest.replyTo,
      subject: 'Re: digest',
      text: 'Forwarded to me.',
    })
    assert.lengthOf(await chatMessages(cast.project.id), 1)
    const log = await db.from('inbound_mails').orderBy('id')
    assert.deepEqual(
      log.map((row) => [row.status, row.reason]),
      [
        ['refused', 'no_access'],
        ['quarantined', 'not_recipient'],
      ]
    )
  })

  test('a deactivated account cannot post by e-mail', async ({ assert, cleanup }) => {
    const smtp = await receiver(cleanup)
    const cast = await digestCast()
    cast.member.deactivatedAt = DateTime.now()
    await cast.member.save()
    await send(smtp, {
      from: cast.member.email,
      to: cast.digest.replyTo,
      subject: 'Re: digest',
      text: 'Let me in.',
    })
    assert.lengthOf(await chatMessages(cast.project.id), 1)
    assert.equal((await lastMailTo(cast.member.email)).kind, 'InboundRefusedMail')
  })

  test('a forged reply address is refused', async ({ assert, cleanup }) => {
    const smtp = await receiver(cleanup)
    const cast = await digestCast()
    const forged = cast.digest.replyTo.replace(/-([a-z2-7]{16})@/, '-aaaaaaaaaaaaaaaa@')
    await send(smtp, {
      from: cast.member.email,
      to: forged,
      subject: 'Re: digest',
      text: 'Guessing.',
    })
    assert.lengthOf(await chatMessages(cast.project.id), 1)
  })

  test("a reply to the inbox e-mail reopens the closed conversation and puts it back in the waiting queue; a stranger's is held", async ({
    assert,
    cleanup,
  }) => {
    const smtp = await receiver(cleanup)
    const staff = await UserFactory.apply('staff').create()
    const conversation = await Conversation.create({
      kind: 'contact',
      visitorName: 'Eva Visitor',
      visitorEmail: 'eva@example.com',
      locale: 'sk',
      status: 'open',
      unread: true,
      lastActivityAt: DateTime.now(),
      waitingSince: DateTime.now(),
    })
    await ConversationMessage.create({
      conversationId: conversation.id,
      sender: 'visitor',
      body: 'How much is an app?',
    })
    await replyToConversation(conversation, staff, 'About six weeks of work.', null)
    await sendDueReplyMails(DateTime.now().plus({ minutes: 1 }))
    await conversation.merge({ status: 'closed' }).save()
    const reply = await lastMailTo('eva@example.com')
    assert.equal(reply.kind, 'ContactReplyMail')
    assert.match(reply.replyTo, /^reply\+c/)

    // Someone else answering the same e-mail is not the visitor: held for staff, nothing posted.
    await send(smtp, {
      from: 'stranger@example.net',
      to: reply.replyTo,
      subject: `Re: ${reply.subject}`,
      text: 'I am not Eva.',
    })
    const held = await db.from('inbound_mails').orderBy('id', 'desc').firstOrFail()
    assert.deepEqual([held.status, held.reason], ['quarantined', 'not_recipient'])
    await conversation.refresh()
    assert.equal(conversation.status, 'closed')
    assert.isNull(conversation.waitingSince)

    await send(smtp, {
      from: 'Eva Visitor <eva@example.com>',
      to: reply.replyTo,
      subject: `Re: ${reply.subject}`,
      text: 'Great, let us start.\n\nDňa 1. 12. 2026 o 10:00 Codeva napísal(a):\n> About six weeks of work.',
    })
    await conversation.refresh()
    assert.equal(conversation.status, 'open')
    assert.isTrue(conversation.unread)
    assert.isNotNull(conversation.waitingSince)
    const messages = await ConversationMessage.query()
      .where('conversation_id', conversation.id)
      .orderBy('id')
    assert.deepEqual(
      messages.map((message) => [message.sender, message.body]),
      [
        ['visitor', 'How much is an app?'],
        ['staff', 'About six weeks of work.'],
        ['visitor', 'Great, let us start.'],
      ]
    )
  })

  test('a reply matched by In-Reply-To alone lands in its thread', async ({ assert, cleanup }) => {
    const smtp = await receiver(cleanup)
    const cast = await digestCast()
    await send(smtp, {
      from: cast.member.email,
      to: 'hello@codeva.example',
      subject: 'Re: digest',
      inReplyTo: cast.digest.messageId,
      text: 'Answered the old address.',
    })
    const messages = await chatMessages(cast.project.id)
    assert.equal(messages.at(-1)!.body, 'Answered the old address.')
    assert.equal(messages.at(-1)!.authorId, cast.member.id)
  })

  test('a new e-mail from an unknown sender to the company address opens a new inbox conversation', async ({
    assert,
    cleanup,
  }) => {
    const smtp = await receiver(cleanup)
    const before = await Conversation.query().count('* as total')
    await send(smtp, {
      from: 'Peter Novak <peter@example.org>',
      to: 'hello@codeva.example',
      subject: 'An app for our bakery',
      text: 'Hello, could you build an app for us?\n\n-- \nPeter Novak\nBakery Ltd.',
    })
    const after = await Conversation.query().count('* as total')
    assert.equal(Number(after[0].$extras.total), Number(before[0].$extras.total) + 1)
    const conversation = await Conversation.query().orderBy('id', 'desc').firstOrFail()
    assert.equal(conversation.kind, 'contact')
    assert.equal(conversation.visitorEmail, 'peter@example.org')
    assert.equal(conversation.visitorName, 'Peter Novak')
    assert.equal(conversation.status, 'open')
    assert.isNotNull(conversation.waitingSince)
    const [first] = await ConversationMessage.query().where('conversation_id', conversation.id)
    assert.equal(first.body, 'An app for our bakery\n\nHello, could you build an app for us?')
  })

  test('mail for other domains is refused at RCPT: the receiver is no relay', async ({
    assert,
    cleanup,
  }) => {
    const smtp = await receiver(cleanup)
    await assert.rejects(
      () =>
        send(smtp, { from: 'a@example.org', to: 'someone@elsewhere.example', text: 'Relay me' }),
      /550|No such recipient/
    )
  })

  test('a message over the size limit and a sender over the rate limit are turned away', async ({
    assert,
    cleanup,
  }) => {
    const smtp = await receiver(cleanup, { maxBytes: 4000, perMinute: 2 })
    const mail = (text: string, id: string) => ({
      from: 'peter@example.org',
      to: 'hello@codeva.example',
      subject: 'Hello',
      messageId: `<${id}@example.org>`,
      text,
    })
    await assert.rejects(() => send(smtp, mail('x'.repeat(10_000), 'big')), /552|too large/i)
    await send(smtp, mail('A small one.', 'small'))
    await assert.rejects(() => send(smtp, mail('One too many.', 'third')), /450|Too many/)
    const log = await db.from('inbound_mails').orderBy('id')
    assert.deepEqual(
      log.map((row) => row.message_id),
      ['<small@example.org>']
    )
  })

  test("a reply to an offer lands on the offer's timeline; a bounce marks its e-mail failed", async ({
    assert,
    cleanup,
  }) => {
    const smtp = await receiver(cleanup)
    const offer = await OfferFactory.apply('queued').merge({ email: 'client@example.org' }).create()
    await new OfferMail(offer).queue(undefined, { offerId: offer.id })
    const sent = await lastMailTo('client@example.org')
    assert.match(sent.replyTo, /^reply\+o/)

    await send(smtp, {
      from: 'client@example.org',
      to: sent.replyTo,
      subject: `Re: ${sent.subject}`,
      text: 'Can we start in March?\n\nAm 1. Dez. 2026 um 10:00 schrieb Codeva <x@in.codeva.test>:\n> Offer',
    })
    const replied = await OfferEvent.query()
      .where('offer_id', offer.id)
      .where('type', 'emailed_reply')
      .firstOrFail()
    assert.equal(replied.detail, 'Can we start in March?')

    const boundary = 'dsn-boundary-1'
    const dsn = [
      'From: Mail Delivery System <MAILER-DAEMON@mx.example.org>',
      'To: hello@codeva.example',
      'Subject: Undelivered Mail Returned to Sender',
      'Message-ID: <dsn-1@mx.example.org>',
      'Auto-Submitted: auto-replied',
      'MIME-Version: 1.0',
      `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/plain',
      '',
      'Your message could not be delivered.',
      `--${boundary}`,
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.example.org',
      '',
      'Final-Recipient: rfc822; client@example.org',
      'Action: failed',
      'Status: 5.1.1',
      'Diagnostic-Code: smtp; 550 5.1.1 User unknown',
      `--${boundary}`,
      'Content-Type: text/rfc822-headers',
      '',
      `Message-ID: ${sent.messageId}`,
      'To: client@example.org',
      `--${boundary}--`,
      '',
    ].join('\r\n')
    await send(smtp, {
      envelope: { from: '', to: ['hello@codeva.example'] },
      raw: dsn,
    })
    const outbox = await db.from('outbox_mails').where('message_id', sent.messageId).firstOrFail()
    assert.equal(outbox.state, 'failed')
    assert.include(outbox.last_error, 'User unknown')
    await offer.refresh()
    assert.equal(offer.deliveryState, 'failed')
    // A bounce is never posted anywhere.
    const log = await db.from('inbound_mails').where('message_id', '<dsn-1@mx.example.org>').first()
    assert.equal(log.status, 'bounce')
  })
})
