import { createHmac, randomBytes } from 'node:crypto'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import Message from '#models/message'
import ProjectMember from '#models/project_member'
import { sendUnreadDigests } from '#actions/unread/send_unread_digests'
import { publishSendingDomain, testDns } from '#tests/helpers/mail_dns'
import { composeMessage } from '#tests/helpers/inbound_messages'
import { projectCast } from '../projects/cast.js'
import { post } from '../unread/helpers.js'

/*
| The Mailgun webhook (POST /mail/inbound/mailgun/mime, as a route forward()s it): signed with
| the webhook key from the configuration (.env.test), fed into the same pipeline as SMTP, the
| same Message-ID posted once. Without a valid signature nothing is read or stored. It takes
| no CSRF token (Mailgun has no session) and is rate limited per address.
*/
const KEY = 'test-mailgun-signing-key'

function signed(fields: Record<string, string>, options: { key?: string; at?: number } = {}) {
  const timestamp = String(Math.floor((options.at ?? Date.now()) / 1000))
  const token = randomBytes(25).toString('hex')
  const signature = createHmac('sha256', options.key ?? KEY)
    .update(timestamp + token)
    .digest('hex')
  return { ...fields, timestamp, token, signature }
}

async function digestReply() {
  const key = publishSendingDomain('signed.test', { ip: '203.0.113.5' })
  const cast = await projectCast()
  cast.member.email = 'mila@signed.test'
  await cast.member.save()
  await ProjectMember.query()
    .where('project_id', cast.project.id)
    .update({ created_at: DateTime.now().minus({ days: 1 }).toSQL({ includeOffset: false }) })
  await post(cast.project, cast.owner, 'The oven arrives on Monday.', {
    at: DateTime.now().minus({ minutes: 20 }),
  })
  await sendUnreadDigests(DateTime.now())
  const row = await db
    .from('outbox_mails')
    .where('recipient', cast.member.email)
    .orderBy('id', 'desc')
    .firstOrFail()
  const { message } = JSON.parse(row.message)
  const replyTo = Array.isArray(message.replyTo) ? message.replyTo[0] : message.replyTo
  const to: string = typeof replyTo === 'string' ? replyTo : replyTo.address
  const signedMessage = await composeMessage(
    { from: cast.member.email, to, subject: 'Re: digest', text: 'Monday it is.' },
    { domainName: key.domain, keySelector: key.selector, privateKey: key.privateKey }
  )
  // Mailgun's own trace line on top: the server that handed the message to it.
  const received =
    'Received: from mail.signed.test (mail.signed.test [203.0.113.5])\r\n' +
    ' by mxa.mailgun.org with ESMTP id 1; Wed, 02 Dec 2026 06:00:00 +0000\r\n'
  const mime = received + signedMessage.toString('utf8')
  return { ...cast, to, mime }
}

async function memberMessages(projectId: number, authorId: number) {
  return Message.query().where('project_id', projectId).where('author_id', authorId)
}

test.group('E-mail in: the Mailgun webhook', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.setup(() => () => testDns.clear())

  test('a signed post is received like SMTP mail, without a CSRF token, and posted once', async ({
    client,
    assert,
  }) => {
    const cast = await digestReply()
    const fields = { 'recipient': cast.to, 'sender': cast.member.email, 'body-mime': cast.mime }
    const first = await client.post('/mail/inbound/mailgun/mime').fields(signed(fields))
    first.assertStatus(200)
    first.assertBody({ status: 'accepted' })
    // Mailgun retries a post it thinks failed; the same Message-ID is not posted again.
    const again = await client.post('/mail/inbound/mailgun/mime').fields(signed(fields))
    again.assertStatus(200)
    again.assertBody({ status: 'duplicate' })
    const messages = await memberMessages(cast.project.id, cast.member.id)
    assert.deepEqual(
      messages.map((message) => message.body),
      ['Monday it is.']
    )
    const logged = await db.from('inbound_mails').orderBy('id', 'desc').firstOrFail()
    assert.equal(logged.source, 'mailgun')
    assert.equal(logged.authentication, 'spf=pass dkim=pass dmarc=pass')
  })

  test('the urlencoded form Mailgun uses without attachments works too', async ({
    client,
    assert,
  }) => {
    const cast = await digestReply()
    const response = await client
      .post('/mail/inbound/mailgun')
      .form(signed({ 'recipient': cast.to, 'sender': cast.member.email, 'body-mime': cast.mime }))
    response.assertStatus(200)
    assert.lengthOf(await memberMessages(cast.project.id, cast.member.id), 1)
  })

  test('a wrong, missing or stale signature is refused and nothing is stored', async ({
    client,
    assert,
  }) => {
    const cast = await digestReply()
    const fields = { 'recipient': cast.to, 'sender': cast.member.email, 'body-mime': cast.mime }
    const attempts = [
      signed(fields, { key: 'not-the-key' }),
      fields,
      signed(fields, { at: Date.now() - 60 * 60 * 1000 }),
      { ...signed(fields), signature: 'zz' },
    ]
    for (const attempt of attempts) {
      const response = await client.post('/mail/inbound/mailgun/mime').fields(attempt)
      response.assertStatus(403)
    }
    assert.lengthOf(await db.from('inbound_mails'), 0)
    assert.lengthOf(await memberMessages(cast.project.id, cast.member.id), 0)
  })

  test('an unknown provider does not exist; a signed post without a message is not retried', async ({
    client,
  }) => {
    const unknown = await client.post('/mail/inbound/postbox').form(signed({}))
    unknown.assertStatus(404)
    const empty = await client.post('/mail/inbound/mailgun').form(signed({ recipient: 'x@y.z' }))
    empty.assertStatus(406)
  })

  test('one address posting too often is turned away before its body is read', async ({
    client,
    assert,
  }) => {
    let last = 0
    for (let attempt = 0; attempt < 121; attempt++) {
      last = (await client.post('/mail/inbound/mailgun').form({ token: 'x' })).status()
    }
    assert.equal(last, 429)
  })
})
