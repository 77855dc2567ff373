import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import ConversationMessage from '#models/conversation_message'
import Message from '#models/message'
import OfferEvent from '#models/offer_event'
import StoredFile from '#models/stored_file'
import filesConfig from '#config/files'
import { UserFactory } from '#database/factories/user_factory'
import { projectCast, recordBroadcasts } from '../projects/cast.js'
import { pdfBytes, pngBytes, storedKeys } from '../files/files_helpers.js'
import { sweepUnattachedFiles } from '#actions/files/sweep_files'
import { deleteOffer } from '#actions/offers/delete_offer'
import { answeredConversation, receiver, send, sentOffer } from '#tests/helpers/mail_in'

/*
| Files e-mailed with a reply, sent "from a mail client" over SMTP to the receiver the test
| starts: into a visitor's conversation under the conversation limits, onto an offer's timeline
| for staff, or into the project chat when the offer's recipient is a member there. What may
| not be stored (a program, the mail's own signature, a file over the limit) is left out and
| the text still arrives.
*/

/* A Windows program, whatever its name and declared type say. */
const programBytes = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 1)])

function withSmallerConversationFiles(cleanup: (fn: () => void) => void, bytes: number) {
  const before = filesConfig.conversationMaxFileBytes
  filesConfig.conversationMaxFileBytes = bytes
  cleanup(() => {
    filesConfig.conversationMaxFileBytes = before
  })
}

test.group('E-mail in: attachments', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("a visitor's e-mailed files arrive with the text as their message; a program, a signature and a file over the limit are left out", async ({
    assert,
    cleanup,
    client,
  }) => {
    const smtp = await receiver(cleanup)
    const { staff, conversation, mail } = await answeredConversation()
    withSmallerConversationFiles(cleanup, 60_000)
    const broadcasts = recordBroadcasts()
    cleanup(async () => broadcasts.stop())

    await send(smtp, {
      from: 'Eva Visitor <eva@example.com>',
      to: mail.replyTo,
      subject: `Re: ${mail.subject}`,
      text: 'Here is the plan and a photo.\n\nOn Tue, Dec 1, 2026 at 10:00 Codeva wrote:\n> Send us the floor plan, please.',
      attachments: [
        { filename: 'plan.pdf', content: pdfBytes(), contentType: 'application/pdf' },
        // Whatever the e-mail claims, the bytes decide what a file is.
        {
          filename: 'shop.png',
          content: await pngBytes(),
          contentType: 'application/octet-stream',
        },
        { filename: 'invoice.pdf', content: programBytes(), contentType: 'application/pdf' },
        {
          filename: 'smime.p7s',
          content: Buffer.alloc(300, 7),
          contentType: 'application/pkcs7-signature',
        },
        { filename: 'huge.pdf', content: Buffer.concat([pdfBytes(), Buffer.alloc(70_000, 32)]) },
      ],
    })

    const messages = await ConversationMessage.query()
      .where('conversation_id', conversation.id)
      .preload('attachments')
      .orderBy('id')
    const reply = messages.at(-1)!
    assert.deepEqual(
      [reply.sender, reply.body, reply.byEmail],
      ['visitor', 'Here is the plan and a photo.', true]
    )
    assert.deepEqual(
      reply.attachments
        .sort((a, b) => a.id - b.id)
        .map((file) => [file.name, file.type, file.uploadedById, !!file.thumbnailKey]),
      [
        ['plan.pdf', 'application/pdf', null, false],
        ['shop.png', 'image/png', null, true],
      ]
    )
    // Nothing else was stored for the conversation (no draft left behind either).
    const stored = await StoredFile.query().where('conversation_id', conversation.id)
    assert.lengthOf(stored, 2)
    await conversation.refresh()
    assert.equal(conversation.status, 'open')

    // Live, once, with its files.
    const live = broadcasts.sent.filter(
      (sent) =>
        sent.event === 'message.created' &&
        sent.channel === `private-conversation.${conversation.id}`
    )
    assert.lengthOf(live, 1)
    assert.deepEqual(
      live[0].payload.attachments.map((file: { name: string }) => file.name),
      ['plan.pdf', 'shop.png']
    )

    // The team opens the PDF from the inbox.
    const pdf = reply.attachments.find((file) => file.name === 'plan.pdf')!
    const opened = await client.get(`/chat/files/${pdf.publicId}`).loginAs(staff)
    opened.assertStatus(200)
    assert.equal(opened.header('content-type'), 'application/pdf')
  })

  test("an offer's e-mailed files sit on its timeline entry for staff only; a program is left out", async ({
    assert,
    cleanup,
    client,
  }) => {
    const smtp = await receiver(cleanup)
    const staff = await UserFactory.apply('staff').create()
    const someone = await UserFactory.create()
    const { offer, mail } = await sentOffer('client@example.org')

    await send(smtp, {
      from: 'client@example.org',
      to: mail.replyTo,
      subject: `Re: ${mail.subject}`,
      text: 'Our signed order and the logo.\n\nAm 1. Dez. 2026 um 10:00 schrieb Codeva:\n> Offer',
      attachments: [
        { filename: 'order.pdf', content: pdfBytes() },
        { filename: 'logo.png', content: await pngBytes() },
        { filename: 'setup.exe', content: programBytes() },
      ],
    })

    const event = await OfferEvent.query()
      .where('offer_id', offer.id)
      .where('type', 'emailed_reply')
      .firstOrFail()
    assert.equal(event.detail, 'Our signed order and the logo.')

    const page = await client.get(`/offers/${offer.id}`).loginAs(staff).withInertia()
    page.assertStatus(200)
    const shown = (page.inertiaProps as any).events.find(
      (row: { type: string }) => row.type === 'emailed_reply'
    )
    assert.deepEqual(
      shown.files.map((file: { name: string; type: string }) => [file.name, file.type]),
      [
        ['order.pdf', 'application/pdf'],
        ['logo.png', 'image/png'],
      ]
    )
    const [pdf, png] = shown.files
    assert.match(pdf.url, /^\/offers\/files\/[\w-]{22}$/)
    assert.isNull(pdf.thumbnailUrl)

    const opened = await client.get(pdf.url).loginAs(staff)
    opened.assertStatus(200)
    assert.equal(opened.header('content-type'), 'application/pdf')
    assert.include(opened.header('cache-control'), 'no-store')
    const thumbnail = await client.get(png.thumbnailUrl).loginAs(staff)
    thumbnail.assertStatus(200)
    assert.equal(thumbnail.header('content-type'), 'image/webp')

    // Anyone else: as if the file did not exist; a guest goes to log in.
    ;(await client.get(pdf.url).loginAs(someone)).assertStatus(404)
    ;(await client.get(png.thumbnailUrl).loginAs(someone)).assertStatus(404)
    const guest = await client.get(pdf.url).redirects(0)
    assert.equal(guest.header('location'), '/login')
    // Not a project's file either.
    ;(await client.get(`/files/${pdf.id}`).loginAs(staff)).assertStatus(404)
  })

  test("the sweep of unsent uploads leaves an offer's files; deleting the offer removes them, bytes too", async ({
    assert,
    cleanup,
  }) => {
    const smtp = await receiver(cleanup)
    const staff = await UserFactory.apply('staff').create()
    const { offer, mail } = await sentOffer('client@example.org')
    await send(smtp, {
      from: 'client@example.org',
      to: mail.replyTo,
      subject: `Re: ${mail.subject}`,
      text: 'The logo.',
      attachments: [{ filename: 'logo.png', content: await pngBytes() }],
    })
    const [file] = await StoredFile.query().whereNotNull('offer_event_id')
    assert.equal(file.name, 'logo.png')
    await sweepUnattachedFiles(DateTime.now().plus({ days: 3 }))
    await file.refresh()
    assert.includeMembers(await storedKeys(), [file.storageKey, file.thumbnailKey!])

    await deleteOffer(staff, offer.id)
    assert.isNull(await StoredFile.find(file.id))
    const left = await storedKeys()
    assert.notInclude(left, file.storageKey)
    assert.notInclude(left, file.thumbnailKey!)
  })

  test('a reply of nothing but a program posts nothing', async ({ assert, cleanup }) => {
    const smtp = await receiver(cleanup)
    const { offer, mail } = await sentOffer('client@example.org')
    await send(smtp, {
      from: 'client@example.org',
      to: mail.replyTo,
      subject: `Re: ${mail.subject}`,
      text: '',
      attachments: [{ filename: 'tool.exe', content: programBytes() }],
    })
    const events = await OfferEvent.query()
      .where('offer_id', offer.id)
      .where('type', 'emailed_reply')
    assert.lengthOf(events, 0)
    const log = await db.from('inbound_mails').orderBy('id', 'desc').firstOrFail()
    assert.deepEqual([log.status, log.reason], ['ignored', 'empty'])
  })
})

test.group('E-mail in: an offer of a project', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("the recipient's reply is also their message in the project chat, live once, with its files; the timeline still records it", async ({
    assert,
    cleanup,
  }) => {
    const smtp = await receiver(cleanup)
    const cast = await projectCast()
    const { offer, mail } = await sentOffer(cast.member.email, cast.project.id)
    const broadcasts = recordBroadcasts()
    cleanup(async () => broadcasts.stop())

    const reply = {
      from: `${cast.member.fullName} <${cast.member.email}>`,
      to: mail.replyTo,
      subject: `Re: ${mail.subject}`,
      messageId: `<offer-reply-${offer.id}@mail.example.org>`,
      text: 'We take it, the signed copy is attached.\n\nOn Tue, Dec 1, 2026 Codeva wrote:\n> Offer',
      attachments: [{ filename: 'signed.pdf', content: pdfBytes() }],
    }
    await send(smtp, reply)
    // The same e-mail delivered twice (a retrying server) posts once.
    await send(smtp, reply)

    const event = await OfferEvent.query()
      .where('offer_id', offer.id)
      .where('type', 'emailed_reply')
      .preload('files')
      .firstOrFail()
    assert.equal(event.detail, 'We take it, the signed copy is attached.')
    // The file went with the chat message, where the project keeps its files.
    assert.lengthOf(event.files, 0)

    const messages = await Message.query()
      .where('project_id', cast.project.id)
      .where('kind', 'message')
      .orderBy('id')
    assert.deepEqual(
      messages.map((message) => [message.authorId, message.body]),
      [[cast.member.id, 'We take it, the signed copy is attached.']]
    )
    const files = await StoredFile.query().where('message_id', messages[0].id)
    assert.deepEqual(
      files.map((file) => [file.name, file.type, file.projectId, file.uploadedById]),
      [['signed.pdf', 'application/pdf', cast.project.id, cast.member.id]]
    )
    const created = broadcasts.sent.filter((sent) => sent.event === 'message.created')
    assert.lengthOf(created, 1)
    assert.equal(created[0].channel, `presence-project.${cast.project.id}`)
    assert.equal(created[0].payload.author.id, cast.member.id)
    assert.deepEqual(
      created[0].payload.attachments.map((file: { name: string }) => file.name),
      ['signed.pdf']
    )
    // Staff's open offer pages hear of it too.
    assert.isAbove(broadcasts.sent.filter((sent) => sent.event === 'offer.updated').length, 0)
    const log = await db.from('inbound_mails').orderBy('id')
    assert.deepEqual(
      log.map((row) => row.status),
      ['accepted']
    )
    assert.lengthOf(
      await OfferEvent.query().where('offer_id', offer.id).where('type', 'emailed_reply'),
      1
    )
  })

  for (const [who, role] of [
    ['a viewer', 'viewer'],
    ['someone outside the project', 'outsider'],
  ] as const) {
    test(`the reply of ${who} stays on the timeline with its files, not in the chat`, async ({
      assert,
      cleanup,
    }) => {
      const smtp = await receiver(cleanup)
      const cast = await projectCast()
      const recipient = cast[role]
      const { offer, mail } = await sentOffer(recipient.email, cast.project.id)
      await send(smtp, {
        from: recipient.email,
        to: mail.replyTo,
        subject: `Re: ${mail.subject}`,
        text: 'See the attached brief.',
        attachments: [{ filename: 'brief.pdf', content: pdfBytes() }],
      })
      const event = await OfferEvent.query()
        .where('offer_id', offer.id)
        .where('type', 'emailed_reply')
        .preload('files')
        .firstOrFail()
      assert.equal(event.detail, 'See the attached brief.')
      assert.deepEqual(
        event.files.map((file) => [file.name, file.projectId, file.conversationId]),
        [['brief.pdf', null, null]]
      )
      const chat = await Message.query()
        .where('project_id', cast.project.id)
        .where('kind', 'message')
      assert.lengthOf(chat, 0)
    })
  }
})
