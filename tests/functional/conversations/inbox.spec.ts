import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import { DateTime } from 'luxon'
import Conversation from '#models/conversation'
import ConversationMessage from '#models/conversation_message'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import ConversationRepliesMail from '#mails/conversation_replies_mail'
import ContactReplyMail from '#mails/contact_reply_mail'
import { sendDueReplyMails } from '#actions/conversations/reply_mails'
import { deleteExpiredConversations } from '#actions/conversations/delete_expired_conversations'
import { COOKIE, startChat } from './helpers.js'

test.group('Conversations: the inbox', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('every inbox route: guests log in, clients get 404, staff get in', async ({ client }) => {
    await startChat(client)
    const conversation = await Conversation.query().firstOrFail()
    const staff = await UserFactory.apply('staff').create()
    const member = await UserFactory.create()
    const routes: [string, string][] = [
      ['get', '/inbox'],
      ['get', `/inbox/${conversation.id}`],
      ['get', `/inbox/${conversation.id}/messages`],
      ['post', `/inbox/${conversation.id}/messages`],
      ['post', `/inbox/${conversation.id}/read`],
      ['patch', `/inbox/${conversation.id}`],
      ['post', `/inbox/${conversation.id}/block`],
      ['delete', `/inbox/${conversation.id}/block`],
    ]
    for (const [method, url] of routes) {
      const guest = await (client as any)[method](url).withCsrfToken().redirects(0)
      guest.assertStatus(302)
      guest.assertHeader('location', '/login')
      const refused = await (client as any)
        [method](url)
        .loginAs(member)
        .withCsrfToken()
        .accept('json')
        .redirects(0)
      refused.assertStatus(404)
    }
    const index = await client.get('/inbox').loginAs(staff).withInertia()
    index.assertStatus(200)
    index.assertInertiaComponent('inbox/index')
    const show = await client.get(`/inbox/${conversation.id}`).loginAs(staff).withInertia()
    show.assertInertiaComponent('inbox/show')
    const missing = await client.get('/inbox/999999').loginAs(staff).accept('json')
    missing.assertStatus(404)
  })

  test('staff reply live, assign, close and reopen; the list filters and searches', async ({
    client,
    assert,
  }) => {
    await startChat(client, 'Do you build shops?')
    const conversation = await Conversation.query().firstOrFail()
    const staff = await UserFactory.apply('staff').merge({ fullName: 'Tomáš Team' }).create()

    const reply = await client
      .post(`/inbox/${conversation.id}/messages`)
      .loginAs(staff)
      .withCsrfToken()
      .accept('json')
      .json({ text: 'Yes, we do.' })
    reply.assertStatus(201)
    assert.equal(reply.body().data.author.name, 'Tomáš Team')
    await conversation.refresh()
    assert.equal(conversation.assignedToId, staff.id)

    await client
      .patch(`/inbox/${conversation.id}`)
      .loginAs(staff)
      .withCsrfToken()
      .form({ status: 'closed' })
    await conversation.refresh()
    assert.equal(conversation.status, 'closed')

    const search = await client
      .get('/inbox')
      .qs({ q: 'shops', status: 'closed' })
      .loginAs(staff)
      .withInertia()
    assert.lengthOf(search.inertiaProps.items.data, 1)
    const none = await client
      .get('/inbox')
      .qs({ q: 'nothing-like-this', status: 'closed' })
      .loginAs(staff)
      .withInertia()
    assert.lengthOf(none.inertiaProps.items.data, 0)
    // Open threads are the default list.
    const open = await client.get('/inbox').loginAs(staff).withInertia()
    assert.lengthOf(open.inertiaProps.items.data, 0)
  })

  test('carry-over on login: the conversation joins the account and the cookie goes', async ({
    client,
    assert,
  }) => {
    const { token } = await startChat(client)
    const user = await UserFactory.merge({ fullName: 'Eva Client' }).create()
    const login = await client
      .post('/login')
      .withCookie(COOKIE, token)
      .withCsrfToken()
      .form({ email: user.email, password: PASSWORD })
      .redirects(0)
    login.assertStatus(302)
    const conversation = await Conversation.query().firstOrFail()
    assert.equal(conversation.userId, user.id)
    assert.include(String(login.header('set-cookie')), `${COOKIE}=;`)

    const dashboard = await client.get('/dashboard').loginAs(user).withInertia()
    assert.lengthOf(dashboard.inertiaProps.conversations, 1)
    const page = await client.get(`/conversations/${conversation.id}`).loginAs(user).withInertia()
    page.assertInertiaComponent('conversations/show')
    const post = await client
      .post(`/conversations/${conversation.id}/messages`)
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
      .json({ text: 'Continuing as a client' })
    post.assertStatus(201)

    const other = await UserFactory.create()
    const refused = await client
      .get(`/conversations/${conversation.id}`)
      .loginAs(other)
      .accept('json')
    refused.assertStatus(404)
  })

  test('carry-over on registration: the new account gets it, a known address nothing', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const { token } = await startChat(client)
    await client.post('/register').withCookie(COOKIE, token).withCsrfToken().form({
      fullName: 'Nova Visitor',
      email: 'nova@example.com',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      passwordConfirmation: PASSWORD,
      acceptTerms: 'on',
    })
    const conversation = await Conversation.query().preload('user').firstOrFail()
    assert.equal(conversation.user?.email, 'nova@example.com')

    const second = await startChat(client, 'Another visitor')
    const existing = await UserFactory.create()
    await client.post('/register').withCookie(COOKIE, second.token).withCsrfToken().form({
      fullName: 'Someone',
      email: existing.email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      passwordConfirmation: PASSWORD,
      acceptTerms: 'on',
    })
    const untouched = await Conversation.query().whereNot('id', conversation.id).firstOrFail()
    assert.isNull(untouched.userId)
    mail.restore()
  })

  test('replies to a visitor who left are e-mailed once, batched, unseen ones only', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { token } = await startChat(client)
    const conversation = await Conversation.query().firstOrFail()
    conversation.locale = 'sk'
    await conversation.save()
    const staff = await UserFactory.apply('staff').create()
    for (const text of ['First answer', 'Second answer']) {
      await client
        .post(`/inbox/${conversation.id}/messages`)
        .loginAs(staff)
        .withCsrfToken()
        .accept('json')
        .json({ text })
    }
    assert.equal(await sendDueReplyMails(DateTime.now()), 0)
    assert.equal(await sendDueReplyMails(DateTime.now().plus({ minutes: 10 })), 1)
    mails.assertQueuedCount(1)
    mails.assertQueued(ConversationRepliesMail, ({ message }) => {
      message.assertTo('eva@example.com')
      message.assertSubject('Codeva: # nové odpovede vo vašej konverzácii'.replace('#', '2'))
      message.assertTextIncludes('First answer')
      message.assertTextIncludes('Second answer')
      message.assertTextIncludes('/chat/resume/')
      return true
    })

    // A reply the visitor saw in the panel is not e-mailed.
    const seen = await client
      .post(`/inbox/${conversation.id}/messages`)
      .loginAs(staff)
      .withCsrfToken()
      .accept('json')
      .json({ text: 'Seen live' })
    await client
      .post('/chat/read')
      .withCookie(COOKIE, token)
      .withCsrfToken()
      .accept('json')
      .json({ lastId: seen.body().data.id })
    assert.equal(await sendDueReplyMails(DateTime.now().plus({ minutes: 20 })), 0)
    mails.assertQueuedCount(1)
    mail.restore()
  })

  test('a contact message is in the inbox, answered by e-mail and marked handled', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    await client.post('/contact').withCsrfToken().form({
      name: 'Jana Nováková',
      email: 'jana@example.com',
      message: 'We need a booking app for our salon.',
      consent: 'on',
    })
    const thread = await Conversation.query().where('kind', 'contact').firstOrFail()
    const staff = await UserFactory.apply('staff').create()
    const reply = await client
      .post(`/inbox/${thread.id}/messages`)
      .loginAs(staff)
      .withCsrfToken()
      .accept('json')
      .json({ text: 'Thank you, Jana. Let us talk on Monday.' })
    reply.assertStatus(201)
    assert.isTrue(reply.body().data.byEmail)
    mails.assertQueued(ContactReplyMail, ({ message }) => {
      message.assertTo('jana@example.com')
      return true
    })
    await client
      .patch(`/inbox/${thread.id}`)
      .loginAs(staff)
      .withCsrfToken()
      .form({ status: 'closed' })
    await thread.refresh()
    assert.equal(thread.status, 'closed')
    mail.restore()
  })

  test('retention: visitors who never signed up are deleted after the period', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const now = DateTime.fromISO('2027-06-01T12:00:00Z') as DateTime<true>
    const make = async (days: number, userId: number | null) => {
      const conversation = await Conversation.create({
        kind: 'chat',
        tokenHash: null,
        userId,
        locale: 'en',
        status: 'open',
        unread: false,
        lastActivityAt: now.minus({ days }),
      })
      await ConversationMessage.create({
        conversationId: conversation.id,
        sender: 'visitor',
        body: 'Hi',
      })
      return conversation
    }
    const old = await make(181, null)
    const recent = await make(179, null)
    const client = await make(400, user.id)
    assert.equal(await deleteExpiredConversations(now, 180), 1)
    assert.isNull(await Conversation.find(old.id))
    assert.isNotNull(await Conversation.find(recent.id))
    assert.isNotNull(await Conversation.find(client.id))
    assert.equal(
      Number(
        (await ConversationMessage.query()
          .where('conversation_id', old.id)
          .count('* as n')
          .first())!.$extras.n
      ),
      0
    )
  })
})
