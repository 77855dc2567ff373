import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import type { ApiClient } from '@japa/api-client'
import Conversation from '#models/conversation'
import StoredFile from '#models/stored_file'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import filesConfig from '#config/files'
import { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import ConversationRepliesMail from '#mails/conversation_replies_mail'
import { sendDueReplyMails } from '#actions/conversations/reply_mails'
import { sweepUnattachedFiles } from '#actions/files/sweep_files'
import { COOKIE, startChat } from './helpers.js'
import { pdfBytes, pngBytes, storedKeys } from '../files/files_helpers.js'

/* The panel's requests: multipart with the CSRF token and the conversation's cookie. */
function visitorUpload(client: ApiClient, token: string | null, name: string, bytes: Buffer) {
  const request = client
    .post('/chat/files')
    .withCsrfToken()
    .accept('json')
    .file('file', bytes, { filename: name })
  return token ? request.withCookie(COOKIE, token) : request
}

/* A signed-in client's own conversation page: uploads and messages with their session. */
function clientUpload(client: ApiClient, user: User, conversationId: number, name: string) {
  return client
    .post(`/conversations/${conversationId}/files`)
    .loginAs(user)
    .withCsrfToken()
    .accept('json')
    .file('file', pdfBytes(), { filename: name })
}

async function clientConversation(client: ApiClient) {
  const owner = await UserFactory.create()
  const started = await client.post('/conversations').loginAs(owner).withCsrfToken().redirects(0)
  const id = Number(String(started.header('location')).split('/').at(-1))
  return { owner, conversation: await Conversation.findOrFail(id) }
}

async function visitorSendsPdf(client: ApiClient) {
  const { token } = await startChat(client)
  const upload = await visitorUpload(client, token, 'brief.pdf', pdfBytes())
  upload.assertStatus(201)
  const posted = await client
    .post('/chat/messages')
    .withCookie(COOKIE, token)
    .withCsrfToken()
    .accept('json')
    .json({ attachmentIds: [upload.body().data.id] })
  return { token, upload, posted }
}

test.group('Conversations: files', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  const defaults = { ...filesConfig }
  group.each.teardown(() => {
    filesConfig.conversationMaxFileBytes = defaults.conversationMaxFileBytes
    filesConfig.conversationQuotaBytes = defaults.conversationQuotaBytes
  })

  test('a visitor uploads a PDF and posts it without words', async ({ client, assert }) => {
    const { token, upload, posted } = await visitorSendsPdf(client)
    assert.equal(upload.body().data.type, 'application/pdf')
    assert.match(upload.body().data.url, /^\/chat\/files\/[A-Za-z0-9_-]{22}$/)
    posted.assertStatus(201)
    assert.equal(posted.body().data.text, '')
    assert.deepEqual(
      posted.body().data.attachments.map((file: { name: string }) => file.name),
      ['brief.pdf']
    )

    const read = await client.get('/chat/conversation').withCookie(COOKIE, token).accept('json')
    const last = read.body().data.messages.at(-1)
    assert.equal(last.attachments[0].id, upload.body().data.id)
    const fetched = await client.get(last.attachments[0].url).withCookie(COOKIE, token)
    fetched.assertStatus(200)
    assert.equal(fetched.header('content-type'), 'application/pdf')
  })

  test('who reads a conversation file: its visitor, its client and staff; anyone else 404', async ({
    client,
    assert,
  }) => {
    const { token, upload } = await visitorSendsPdf(client)
    const url = upload.body().data.url as string
    const staff = await UserFactory.apply('staff').create()
    const owner = await UserFactory.create()
    const outsider = await UserFactory.create()
    const conversation = await Conversation.query().firstOrFail()
    conversation.userId = owner.id
    await conversation.save()
    const other = await startChat(client, 'Someone else entirely')

    const status = async (request: ReturnType<ApiClient['get']>) => (await request).status()
    assert.equal(await status(client.get(url).withCookie(COOKIE, token)), 200)
    assert.equal(await status(client.get(url).loginAs(staff)), 200)
    assert.equal(await status(client.get(url).loginAs(owner)), 200)
    assert.equal(await status(client.get(url).withCookie(COOKIE, other.token)), 404)
    assert.equal(await status(client.get(url)), 404)
    assert.equal(await status(client.get(url).loginAs(outsider)), 404)
    // Nor through the project files' route.
    const id = upload.body().data.id
    assert.equal(await status(client.get(`/files/${id}`).loginAs(staff).redirects(0)), 404)
  })

  test('another visitor can neither upload into nor send someone else’s file', async ({
    client,
    assert,
  }) => {
    const { upload } = await visitorSendsPdf(client)
    ;(await visitorUpload(client, null, 'x.pdf', pdfBytes())).assertStatus(404)
    const other = await startChat(client, 'Hi')
    const stolen = await client
      .post('/chat/messages')
      .withCookie(COOKIE, other.token)
      .withCsrfToken()
      .accept('json')
      .json({ attachmentIds: [upload.body().data.id] })
    stolen.assertStatus(422)
    assert.equal(stolen.body().errors[0].field, 'attachmentIds')
  })

  test('staff reply with an image, which the visitor sees with a thumbnail', async ({
    client,
    assert,
  }) => {
    const { token } = await startChat(client)
    const conversation = await Conversation.query().firstOrFail()
    const staff = await UserFactory.apply('staff').create()
    const outsider = await UserFactory.create()
    const png = await pngBytes()
    const refused = await client
      .post(`/inbox/${conversation.id}/files`)
      .loginAs(outsider)
      .withCsrfToken()
      .accept('json')
      .file('file', png, { filename: 'shot.png' })
    refused.assertStatus(404)

    const upload = await client
      .post(`/inbox/${conversation.id}/files`)
      .loginAs(staff)
      .withCsrfToken()
      .accept('json')
      .file('file', png, { filename: 'shot.png' })
    upload.assertStatus(201)
    // Not sent yet: the visitor does not see the team's draft.
    const draftUrl = upload.body().data.url
    assert.equal((await client.get(draftUrl).withCookie(COOKIE, token)).status(), 404)

    const reply = await client
      .post(`/inbox/${conversation.id}/messages`)
      .loginAs(staff)
      .withCsrfToken()
      .accept('json')
      .json({ text: 'Like this?', attachmentIds: [upload.body().data.id] })
    reply.assertStatus(201)
    const attachment = reply.body().data.attachments[0]
    assert.equal(attachment.type, 'image/png')
    assert.isString(attachment.thumbnailUrl)

    const read = await client.get('/chat/conversation').withCookie(COOKIE, token).accept('json')
    const seen = read.body().data.messages.at(-1).attachments[0]
    assert.equal(seen.id, attachment.id)
    const thumbnail = await client.get(seen.thumbnailUrl).withCookie(COOKIE, token)
    thumbnail.assertStatus(200)
    assert.equal(thumbnail.header('content-type'), 'image/webp')
  })

  test('the conversation limits are refused in the visitor’s language (413 for a file too large), nothing stored', async ({
    client,
    assert,
  }) => {
    const { token } = await startChat(client)
    filesConfig.conversationMaxFileBytes = 1024 * 1024
    const before = await storedKeys()
    const big = await visitorUpload(
      client,
      token,
      'big.bin',
      Buffer.alloc(1024 * 1024 + 1, 0x61)
    ).header('Accept-Language', 'sk')
    big.assertStatus(413)
    assert.deepEqual(big.body().errors, [
      { field: 'file', rule: 'tooLarge', message: 'Súbor je príliš veľký: najviac 1 MB.' },
    ])

    const png = await pngBytes()
    filesConfig.conversationQuotaBytes = png.length + 10
    ;(await visitorUpload(client, token, 'a.png', png)).assertStatus(201)
    const full = await visitorUpload(client, token, 'b.png', png).header('Accept-Language', 'de')
    full.assertStatus(422)
    assert.equal(
      full.body().errors[0].message,
      'In diesem Gespräch ist kein Platz mehr für Dateien: 0 MB verfügbar.'
    )
    assert.lengthOf(await StoredFile.query().whereNotNull('conversation_id'), 1)
    assert.lengthOf(await storedKeys(), before.length + 2)
  })

  test('the daily sweep keeps sent conversation files and removes unsent ones', async ({
    client,
    assert,
  }) => {
    const { token, upload } = await visitorSendsPdf(client)
    const unsent = await visitorUpload(client, token, 'draft.pdf', pdfBytes())
    unsent.assertStatus(201)
    assert.equal(await sweepUnattachedFiles(DateTime.now().plus({ hours: 25 })), 1)
    const left = await StoredFile.query().whereNotNull('conversation_id')
    assert.deepEqual(
      left.map((file) => file.publicId),
      [upload.body().data.id]
    )
  })

  test('a client attaches a file on their conversation page; it reads as theirs and the team’s only', async ({
    client,
    assert,
  }) => {
    const { owner, conversation } = await clientConversation(client)
    const staff = await UserFactory.apply('staff').create()
    const otherClient = await UserFactory.create()
    const visitor = await startChat(client, 'A visitor elsewhere')

    const upload = await clientUpload(client, owner, conversation.id, 'brief.pdf')
    upload.assertStatus(201)
    const file = upload.body().data
    assert.match(file.url, /^\/chat\/files\/[A-Za-z0-9_-]{22}$/)
    const status = async (request: ReturnType<ApiClient['get']>) => (await request).status()
    // A draft is its uploader's: not even the conversation's other readers see it yet.
    assert.equal(await status(client.get(file.url).loginAs(owner)), 200)
    assert.equal(await status(client.get(file.url).loginAs(otherClient)), 404)

    const posted = await client
      .post(`/conversations/${conversation.id}/messages`)
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
      .json({
        text: 'The brief',
        attachmentIds: [file.id],
        clientKey: 'f4b5c6d7-1234-4abc-8def-0123456789ab',
      })
    posted.assertStatus(201)
    assert.deepEqual(
      posted.body().data.attachments.map((attachment: { id: string }) => attachment.id),
      [file.id]
    )
    // The same client key again: the same message, not a second one.
    const again = await client
      .post(`/conversations/${conversation.id}/messages`)
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
      .json({
        text: 'The brief',
        attachmentIds: [file.id],
        clientKey: 'f4b5c6d7-1234-4abc-8def-0123456789ab',
      })
    assert.equal(again.body().data.id, posted.body().data.id)

    assert.equal(await status(client.get(file.url).loginAs(owner)), 200)
    assert.equal(await status(client.get(file.url).loginAs(staff)), 200)
    assert.equal(await status(client.get(file.url).loginAs(otherClient)), 404)
    assert.equal(await status(client.get(file.url).withCookie(COOKIE, visitor.token)), 404)
    assert.equal(await status(client.get(file.url)), 404)
    assert.equal(await status(client.get(`/files/${file.id}`).loginAs(owner).redirects(0)), 404)

    // The team sees it in the inbox thread.
    const thread = await client
      .get(`/inbox/${conversation.id}/messages`)
      .loginAs(staff)
      .accept('json')
    assert.equal(thread.body().data.at(-1).attachments[0].id, file.id)
  })

  test('nobody else uploads into a client’s conversation, nor sends its files', async ({
    client,
    assert,
  }) => {
    const { owner, conversation } = await clientConversation(client)
    const staff = await UserFactory.apply('staff').create()
    const otherClient = await UserFactory.create()
    const before = await storedKeys()
    ;(await clientUpload(client, otherClient, conversation.id, 'x.pdf')).assertStatus(404)
    // The team answers through the inbox, not the client's page.
    ;(await clientUpload(client, staff, conversation.id, 'x.pdf')).assertStatus(404)
    const guest = await client
      .post(`/conversations/${conversation.id}/files`)
      .withCsrfToken()
      .file('file', pdfBytes(), { filename: 'x.pdf' })
      .redirects(0)
    guest.assertStatus(302)
    guest.assertHeader('location', '/login')
    const forged = await client
      .post(`/conversations/${conversation.id}/files`)
      .loginAs(owner)
      .accept('json')
      .file('file', pdfBytes(), { filename: 'x.pdf' })
    assert.notEqual(forged.status(), 201, 'no upload without the CSRF token')
    assert.deepEqual(await storedKeys(), before)

    // Another client's draft cannot ride on this conversation's message.
    const mine = await clientConversation(client)
    const foreign = await clientUpload(client, mine.owner, mine.conversation.id, 'y.pdf')
    const stolen = await client
      .post(`/conversations/${conversation.id}/messages`)
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
      .json({ attachmentIds: [foreign.body().data.id] })
    stolen.assertStatus(422)
    assert.equal(stolen.body().errors[0].field, 'attachmentIds')
  })

  test('the reply e-mail names the team’s files with a link to the conversation, never attaches them', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    await startChat(client)
    const conversation = await Conversation.query().firstOrFail()
    const staff = await UserFactory.apply('staff').create()
    const upload = await client
      .post(`/inbox/${conversation.id}/files`)
      .loginAs(staff)
      .withCsrfToken()
      .accept('json')
      .file('file', pdfBytes(), { filename: 'quote-2026.pdf' })
    upload.assertStatus(201)
    await client
      .post(`/inbox/${conversation.id}/messages`)
      .loginAs(staff)
      .withCsrfToken()
      .accept('json')
      .json({ text: 'Our quote', attachmentIds: [upload.body().data.id] })

    assert.equal(await sendDueReplyMails(DateTime.now().plus({ minutes: 10 })), 1)
    mails.assertQueued(ConversationRepliesMail, ({ message }) => {
      message.assertTextIncludes(
        /Our quote\n {2}Attached file:\n {2}- quote-2026\.pdf: http\S+\/chat\/resume\//
      )
      message.assertHtmlIncludes('quote-2026.pdf</a>')
      assert.notInclude(message.toJSON().message.html ?? '', `/chat/files/${upload.body().data.id}`)
      assert.isEmpty(message.nodeMailerMessage.attachments ?? [])
      return true
    })
    mail.restore()
  })

  test('a contact message’s thread takes no files: its answer is an e-mail', async ({ client }) => {
    await client.post('/contact').withCsrfToken().form({
      name: 'Jana Nováková',
      email: 'jana@example.com',
      message: 'We need a booking app for our salon.',
      consent: 'on',
    })
    const thread = await Conversation.query().where('kind', 'contact').firstOrFail()
    const staff = await UserFactory.apply('staff').create()
    const upload = await client
      .post(`/inbox/${thread.id}/files`)
      .loginAs(staff)
      .withCsrfToken()
      .accept('json')
      .file('file', pdfBytes(), { filename: 'x.pdf' })
    upload.assertStatus(404)
  })
})
