import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { createHmac } from 'node:crypto'
import Conversation from '#models/conversation'
import ConversationMessage from '#models/conversation_message'
import { UserFactory } from '#database/factories/user_factory'
import realtimeConfig from '#config/realtime'
import { COOKIE, startChat } from './helpers.js'

const socketId = '1234.5678'
const signed = (channel: string, channelData: string) =>
  `${realtimeConfig.key}:${createHmac('sha256', realtimeConfig.secret).update(`${socketId}:${channel}:${channelData}`).digest('hex')}`

test.group('Conversations: the visitor', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('a first message starts a conversation held by an HttpOnly cookie', async ({
    client,
    assert,
  }) => {
    const { response, token } = await startChat(client)
    response.assertStatus(201)
    assert.equal(response.body().data.text, 'Hello, how much does an app cost?')
    assert.equal(response.body().data.sender, 'visitor')
    assert.match(token, /^[A-Za-z0-9_-]{43}$/)
    assert.include(String(response.header('set-cookie')), 'HttpOnly')

    const conversation = await Conversation.query().firstOrFail()
    assert.equal(conversation.visitorName, 'Eva Visitor')
    assert.equal(conversation.startedOn, '/')
    assert.isTrue(conversation.unread)
    assert.notInclude(JSON.stringify(response.body()), token)
    assert.notEqual(conversation.tokenHash, token)
  })

  test('with its token the visitor reads and continues it; without it, 404', async ({
    client,
    assert,
  }) => {
    const { token } = await startChat(client)
    const read = await client.get('/chat/conversation').withCookie(COOKIE, token).accept('json')
    read.assertStatus(200)
    assert.lengthOf(read.body().data.messages, 1)

    const more = await client
      .post('/chat/messages')
      .withCookie(COOKIE, token)
      .withCsrfToken()
      .accept('json')
      .json({ text: 'And a website?' })
    more.assertStatus(201)
    assert.equal(
      await ConversationMessage.query()
        .count('* as n')
        .first()
        .then((r) => Number(r!.$extras.n)),
      2
    )
    assert.equal(
      await Conversation.query()
        .count('* as n')
        .first()
        .then((r) => Number(r!.$extras.n)),
      1
    )

    const after = await client
      .get('/chat/messages')
      .qs({ after: read.body().data.messages[0].id })
      .withCookie(COOKIE, token)
      .accept('json')
    assert.deepEqual(
      after.body().data.map((m: { text: string }) => m.text),
      ['And a website?']
    )

    const none = await client.get('/chat/conversation').accept('json')
    none.assertStatus(404)

    // The panel cannot read the HttpOnly cookie: the status says whether there is a conversation.
    const held = await client.get('/chat/status').withCookie(COOKIE, token).accept('json')
    assert.isTrue(held.body().data.hasConversation)
    const fresh = await client.get('/chat/status').accept('json')
    assert.containsSubset(fresh.body().data, {
      teamOnline: false,
      hasConversation: false,
      conversationId: null,
      unread: 0,
      preview: null,
      availability: { timeZone: 'Europe/Bratislava', days: [1, 2, 3, 4, 5], opens: '09:00' },
    })
  })

  test("another visitor's token, a forged one and a blocked one all answer 404", async ({
    client,
    assert,
  }) => {
    const first = await startChat(client, 'First visitor')
    const second = await startChat(client, 'Second visitor')
    const mine = await client
      .get('/chat/conversation')
      .withCookie(COOKIE, second.token)
      .accept('json')
    assert.deepEqual(
      mine.body().data.messages.map((m: { text: string }) => m.text),
      ['Second visitor']
    )
    const forged = await client
      .get('/chat/conversation')
      .withCookie(COOKIE, 'A'.repeat(43))
      .accept('json')
    forged.assertStatus(404)

    const conversation = await Conversation.query().orderBy('id', 'asc').firstOrFail()
    const staff = await UserFactory.apply('staff').create()
    const block = await client
      .post(`/inbox/${conversation.id}/block`)
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    block.assertStatus(302)
    const blocked = await client
      .get('/chat/conversation')
      .withCookie(COOKIE, first.token)
      .accept('json')
    blocked.assertStatus(404)
    const write = await client
      .post('/chat/messages')
      .withCookie(COOKIE, first.token)
      .withCsrfToken()
      .accept('json')
      .json({ text: 'Still there?' })
    // A blocked token is no conversation: the message would start a new one, not reach the old.
    assert.notEqual(write.body().data?.conversationId, conversation.id)
    const channel = `private-conversation.${conversation.id}`
    const auth = await client
      .post('/broadcasting/auth')
      .withCookie(COOKIE, first.token)
      .withCsrfToken()
      .form({ socket_id: socketId, channel_name: channel })
    assert.notEqual(auth.status(), 200)
  })

  test('channel authorization: the token holder and staff may join; nobody else', async ({
    client,
    assert,
  }) => {
    const { token } = await startChat(client)
    const conversation = await Conversation.query().firstOrFail()
    const channel = `private-conversation.${conversation.id}`
    const form = { socket_id: socketId, channel_name: channel }

    const visitor = await client
      .post('/broadcasting/auth')
      .withCookie(COOKIE, token)
      .withCsrfToken()
      .form(form)
    visitor.assertStatus(200)
    // Bound to this visitor, so blocking them ends it (revocation.ts).
    const { auth, channel_data: channelData } = visitor.body()
    assert.equal(auth, signed(channel, channelData))
    assert.equal(JSON.parse(channelData).user_id, `visitor-${conversation.id}`)

    const guest = await client.post('/broadcasting/auth').withCsrfToken().form(form)
    guest.assertStatus(401)

    const other = await startChat(client, 'Someone else')
    const stranger = await client
      .post('/broadcasting/auth')
      .withCookie(COOKIE, other.token)
      .withCsrfToken()
      .form(form)
    stranger.assertStatus(403)
    // A token never opens anything else: not a user channel, not the staff presence.
    const userChannel = await client
      .post('/broadcasting/auth')
      .withCookie(COOKIE, token)
      .withCsrfToken()
      .form({ socket_id: socketId, channel_name: 'private-user.1' })
    userChannel.assertStatus(403)

    const staff = await UserFactory.apply('staff').create()
    const team = await client.post('/broadcasting/auth').loginAs(staff).withCsrfToken().form(form)
    team.assertStatus(200)
    const presence = await client
      .post('/broadcasting/auth')
      .loginAs(staff)
      .withCsrfToken()
      .form({ socket_id: socketId, channel_name: 'presence-staff' })
    presence.assertStatus(200)

    const clientUser = await UserFactory.create()
    const refused = await client
      .post('/broadcasting/auth')
      .loginAs(clientUser)
      .withCsrfToken()
      .form(form)
    refused.assertStatus(403)
    const noPresence = await client
      .post('/broadcasting/auth')
      .loginAs(clientUser)
      .withCsrfToken()
      .form({ socket_id: socketId, channel_name: 'presence-staff' })
    noPresence.assertStatus(403)
    assert.isTrue(true)
  })

  test('bounds, the honeypot and CSRF', async ({ client, assert }) => {
    const empty = await client
      .post('/chat/messages')
      .withCsrfToken()
      .accept('json')
      .json({ text: '   ' })
    empty.assertStatus(422)
    const long = await client
      .post('/chat/messages')
      .withCsrfToken()
      .accept('json')
      .json({ text: 'x'.repeat(5001) })
    long.assertStatus(422)
    const max = await client
      .post('/chat/messages')
      .withCsrfToken()
      .accept('json')
      .json({ text: 'x'.repeat(5000) })
    max.assertStatus(201)

    const bot = await client
      .post('/chat/messages')
      .withCsrfToken()
      .accept('json')
      .json({ text: 'Buy now', website: 'http://spam.example' })
    bot.assertStatus(201)
    assert.equal(
      await ConversationMessage.query()
        .where('body', 'Buy now')
        .count('* as n')
        .first()
        .then((r) => Number(r!.$extras.n)),
      0
    )

    const noCsrf = await client.post('/chat/messages').accept('json').json({ text: 'Hello' })
    noCsrf.assertStatus(403)
  })

  test('rate limits: per conversation and per address', async ({ client, assert }) => {
    const { token } = await startChat(client)
    let status = 0
    for (let i = 0; i < 12; i++) {
      const response = await client
        .post('/chat/messages')
        .withCookie(COOKIE, token)
        .withCsrfToken()
        .accept('json')
        .json({ text: `Message ${i}` })
      status = response.status()
      if (status === 429) {
        assert.match(response.body().message, /too quickly/)
        break
      }
    }
    assert.equal(status, 429)
  })

  test('the signed link of a reply e-mail gives the browser its conversation again', async ({
    client,
    assert,
  }) => {
    await startChat(client)
    const conversation = await Conversation.query().firstOrFail()
    const { resumeUrl } = await import('#actions/conversations/reply_mails')
    const url = new URL(resumeUrl(conversation))
    const response = await client.get(url.pathname + url.search).redirects(0)
    response.assertStatus(302)
    assert.include(String(response.header('location')), 'chat=open')
    const token = response.cookie(COOKIE)?.value as string
    const read = await client.get('/chat/conversation').withCookie(COOKIE, token).accept('json')
    read.assertStatus(200)

    const tampered = await client
      .get(`/chat/resume/${conversation.id}?signature=nope`)
      .accept('json')
    tampered.assertStatus(404)
  })
})
