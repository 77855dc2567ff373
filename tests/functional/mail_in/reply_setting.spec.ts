import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import nodemailer from 'nodemailer'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Message from '#models/message'
import ProjectMember from '#models/project_member'
import { sendUnreadDigests } from '#actions/unread/send_unread_digests'
import { startInboundSmtp } from '#infrastructure/inbound_smtp'
import { projectCast } from '../projects/cast.js'
import { post } from '../unread/helpers.js'

/*
| "Reply by e-mail" in Settings > Notifications: on by default; turned off, the digest carries
| no reply address and says answers are not read, and a reply through an address sent before
| is refused with a polite e-mail, never posted.
*/
async function lastDigest(address: string) {
  const row = await db
    .from('outbox_mails')
    .where('recipient', address)
    .where('kind', 'UnreadDigestMail')
    .orderBy('id', 'desc')
    .firstOrFail()
  const { message, views } = JSON.parse(row.message)
  const replyTo = Array.isArray(message.replyTo) ? message.replyTo[0] : message.replyTo
  return {
    replyTo: (typeof replyTo === 'string' ? replyTo : replyTo?.address) as string,
    // The line the e-mail's views show about answering it.
    text: String(views?.html?.data?.replies ?? ''),
  }
}

async function awayMember() {
  const cast = await projectCast()
  await ProjectMember.query()
    .where('project_id', cast.project.id)
    .update({ created_at: DateTime.now().minus({ days: 1 }).toSQL({ includeOffset: false }) })
  return cast
}

/* A message unread for 20 minutes at `now`, and the digest the scheduled job sends then. */
async function unreadAndDigest(
  cast: Awaited<ReturnType<typeof awayMember>>,
  text: string,
  now = DateTime.now()
) {
  await post(cast.project, cast.owner, text, { at: now.minus({ minutes: 20 }) })
  await sendUnreadDigests(now)
  return lastDigest(cast.member.email)
}

test.group('E-mail in: the reply by e-mail setting', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a guest cannot change it; a member turns it off and sees it off', async ({
    client,
    assert,
  }) => {
    const guest = await client
      .put('/settings/notifications')
      .withCsrfToken()
      .form({ emailReplies: 'on' })
      .redirects(0)
    assert.equal(guest.header('location'), '/login')

    const cast = await awayMember()
    const before = await client.get('/settings/notifications').loginAs(cast.member).withInertia()
    assert.isTrue(before.inertiaProps.emailReplies)
    await client
      .put('/settings/notifications')
      .loginAs(cast.member)
      .withCsrfToken()
      .form({ emailUnreadMessages: 'on' })
      .redirects(0)
    await cast.member.refresh()
    assert.isFalse(cast.member.emailReplies)
    assert.isTrue(cast.member.emailUnreadMessages)
    const after = await client.get('/settings/notifications').loginAs(cast.member).withInertia()
    assert.isFalse(after.inertiaProps.emailReplies)
  })

  test('off, the digest has no reply address and says so; an earlier address is refused', async ({
    assert,
    cleanup,
  }) => {
    const smtp = await startInboundSmtp({ port: 0, host: '127.0.0.1', perMinute: 1000 })
    cleanup(() => smtp.close())
    const cast = await awayMember()
    const first = await unreadAndDigest(cast, 'The oven arrives on Monday.')
    assert.match(first.replyTo, /^reply\+/)
    assert.include(
      first.text,
      "Reply to this e-mail and your answer is posted in the project's chat."
    )

    cast.member.emailReplies = false
    await cast.member.save()
    // A project is mailed at most once an hour: the next digest, two hours later.
    const second = await unreadAndDigest(
      cast,
      'And the fridge on Tuesday.',
      DateTime.now().plus({ hours: 2 })
    )
    assert.notMatch(second.replyTo ?? '', /^reply\+/)
    assert.include(second.text, 'Replies to this e-mail are not read: answer in the project.')

    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      ignoreTLS: true,
    })
    await transport.sendMail({
      from: cast.member.email,
      to: first.replyTo,
      subject: 'Re: digest',
      text: 'Monday works.',
    })
    const mine = await Message.query()
      .where('project_id', cast.project.id)
      .where('author_id', cast.member.id)
    assert.lengthOf(mine, 0)
    const logged = await db.from('inbound_mails').orderBy('id', 'desc').firstOrFail()
    assert.deepEqual([logged.status, logged.reason], ['refused', 'replies_off'])
    const refusal = await db
      .from('outbox_mails')
      .where('recipient', cast.member.email)
      .where('kind', 'InboundRefusedMail')
      .first()
    assert.isNotNull(refusal)
  })
})
