import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import nodemailer from 'nodemailer'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Message from '#models/message'
import ProjectMember from '#models/project_member'
import StoredFile from '#models/stored_file'
import { sendUnreadDigests } from '#actions/unread/send_unread_digests'
import { startInboundSmtp } from '#infrastructure/inbound_smtp'
import { publishSendingDomain, testDns } from '#tests/helpers/mail_dns'
import { projectCast } from '../projects/cast.js'
import { post } from '../unread/helpers.js'

/*
| Sender checks on real SMTP: nodemailer hands messages to the receiver this test starts, the
| DNS the checks read is the test's own (tests/helpers/mail_dns.ts: SPF, a DKIM key made here,
| DMARC p=reject). A signed reply from the member's domain is posted; the same From forged by a
| server the domain does not allow, unsigned, waits in quarantine until staff release it (then
| it is posted once, as the member) or discard it. Replies with files bring them along.
*/
type Receiver = Awaited<ReturnType<typeof startInboundSmtp>>

async function receiver(cleanup: (fn: () => Promise<void>) => void) {
  const started = await startInboundSmtp({ port: 0, host: '127.0.0.1', perMinute: 1000 })
  cleanup(() => started.close())
  return started
}

type DkimKey = { domainName: string; keySelector: string; privateKey: string }

function send(smtp: Receiver, message: nodemailer.SendMailOptions, dkim?: DkimKey) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: smtp.port,
    secure: false,
    ignoreTLS: true,
    dkim,
  })
  return transport.sendMail(message)
}

/* A project whose member writes from `domain`, and the digest e-mail they got. */
async function memberAt(domain: string) {
  const cast = await projectCast()
  cast.member.email = `mila@${domain}`
  await cast.member.save()
  await ProjectMember.query()
    .where('project_id', cast.project.id)
    .update({ created_at: DateTime.now().minus({ days: 1 }).toSQL({ includeOffset: false }) })
  const now = DateTime.now()
  await post(cast.project, cast.owner, 'The oven arrives on Monday.', {
    at: now.minus({ minutes: 20 }),
  })
  await sendUnreadDigests(now)
  const row = await db
    .from('outbox_mails')
    .where('recipient', cast.member.email)
    .orderBy('id', 'desc')
    .firstOrFail()
  const { message } = JSON.parse(row.message)
  const replyTo = Array.isArray(message.replyTo) ? message.replyTo[0] : message.replyTo
  return {
    ...cast,
    replyTo: (typeof replyTo === 'string' ? replyTo : replyTo.address) as string,
    messageId: row.message_id as string,
  }
}

async function chatTexts(projectId: number) {
  const rows = await Message.query()
    .where('project_id', projectId)
    .where('kind', 'message')
    .orderBy('id')
  return rows.map((message) => [message.authorId, message.body])
}

async function lastInbound() {
  return db.from('inbound_mails').orderBy('id', 'desc').firstOrFail()
}

test.group('E-mail in: SPF, DKIM and DMARC over SMTP', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => () => testDns.clear())

  test('a reply signed by its domain and sent from an allowed server is posted', async ({
    assert,
    cleanup,
  }) => {
    const smtp = await receiver(cleanup)
    const key = publishSendingDomain('signed.test', { ip: '127.0.0.1' })
    const cast = await memberAt('signed.test')
    await send(
      smtp,
      {
        from: `Mila <${cast.member.email}>`,
        to: cast.replyTo,
        subject: 'Re: digest',
        inReplyTo: cast.messageId,
        text: 'Monday works for me.',
      },
      { domainName: key.domain, keySelector: key.selector, privateKey: key.privateKey }
    )
    assert.deepEqual((await chatTexts(cast.project.id)).slice(1), [
      [cast.member.id, 'Monday works for me.'],
    ])
    const logged = await lastInbound()
    assert.equal(logged.status, 'accepted')
    assert.equal(logged.authentication, 'spf=pass dkim=pass dmarc=pass')
    assert.isNull(logged.raw)
  })

  test('a forged sender failing DMARC is quarantined, never posted, and kept for staff', async ({
    assert,
    cleanup,
  }) => {
    const smtp = await receiver(cleanup)
    // The domain allows only another server and this message carries no signature of it.
    publishSendingDomain('guarded.test', { ip: '192.0.2.10' })
    const cast = await memberAt('guarded.test')
    await send(smtp, {
      from: `Mila <${cast.member.email}>`,
      to: cast.replyTo,
      subject: 'Re: digest',
      text: 'Please send the invoice to my new account.',
    })
    assert.lengthOf(await chatTexts(cast.project.id), 1)
    const logged = await lastInbound()
    assert.equal(logged.status, 'quarantined')
    assert.equal(logged.reason, 'dmarc_fail')
    assert.equal(logged.authentication, 'spf=fail dkim=none dmarc=fail')
    assert.isNotNull(logged.raw)
    // No refusal goes to the claimed sender: they did not write it.
    const refusals = await db
      .from('outbox_mails')
      .where('recipient', cast.member.email)
      .where('kind', 'InboundRefusedMail')
    assert.lengthOf(refusals, 0)
  })

  test('a message signed by another domain than its From fails DMARC too', async ({
    assert,
    cleanup,
  }) => {
    const smtp = await receiver(cleanup)
    publishSendingDomain('guarded.test', { ip: '192.0.2.10' })
    const other = publishSendingDomain('elsewhere.test', { ip: '127.0.0.1' })
    const cast = await memberAt('guarded.test')
    await send(
      smtp,
      {
        from: `Mila <${cast.member.email}>`,
        sender: 'bot@elsewhere.test',
        envelope: { from: 'bot@elsewhere.test', to: [cast.replyTo] },
        to: cast.replyTo,
        subject: 'Re: digest',
        text: 'Signed, but not by Mila.',
      },
      { domainName: other.domain, keySelector: other.selector, privateKey: other.privateKey }
    )
    assert.lengthOf(await chatTexts(cast.project.id), 1)
    const logged = await lastInbound()
    assert.equal(logged.status, 'quarantined')
    assert.equal(logged.reason, 'dmarc_fail')
  })

  test('a reply with files brings them into the chat as the message attachments', async ({
    assert,
    cleanup,
  }) => {
    const smtp = await receiver(cleanup)
    const key = publishSendingDomain('signed.test', { ip: '127.0.0.1' })
    const cast = await memberAt('signed.test')
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64'
    )
    await send(
      smtp,
      {
        from: cast.member.email,
        to: cast.replyTo,
        subject: 'Re: digest',
        text: 'The floor plan, and a photo.',
        attachments: [
          { filename: 'plan.txt', content: 'Kitchen 4 x 3 m\n', contentType: 'text/plain' },
          // Whatever the e-mail claims, the bytes decide what the file is.
          { filename: 'photo.png', content: png, contentType: 'application/octet-stream' },
        ],
      },
      { domainName: key.domain, keySelector: key.selector, privateKey: key.privateKey }
    )
    const message = await Message.query()
      .where('project_id', cast.project.id)
      .where('author_id', cast.member.id)
      .firstOrFail()
    assert.equal(message.body, 'The floor plan, and a photo.')
    const files = await StoredFile.query().where('message_id', message.id).orderBy('name')
    assert.deepEqual(
      files.map((file) => [file.name, file.type, file.uploadedById, file.projectId]),
      [
        ['photo.png', 'image/png', cast.member.id, cast.project.id],
        ['plan.txt', 'application/octet-stream', cast.member.id, cast.project.id],
      ]
    )
  })
})
