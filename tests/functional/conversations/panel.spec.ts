import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { DateTime } from 'luxon'
import Conversation from '#models/conversation'
import { UserFactory } from '#database/factories/user_factory'
import { replyToConversation } from '#actions/conversations/reply'
import { COOKIE, startChat } from './helpers.js'

/*
| The chat panel's own answers (issue 21): the team it shows, the hours every page words, the
| replies a closed panel counts for the launcher, the e-mail card's endpoint, and a signed-in
| client talking to the team through the same panel.
*/
test.group('Conversations: the panel', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('the status names the team by first name and initials, never their e-mail', async ({
    client,
    assert,
  }) => {
    await UserFactory.apply('staff')
      .merge({ fullName: 'Tomáš Team', emailVerifiedAt: DateTime.now() })
      .create()
    const clara = await UserFactory.merge({ fullName: 'Clara Client' }).create()
    // A deactivated colleague no longer answers.
    await UserFactory.apply('staff')
      .merge({
        fullName: 'Dana Departed',
        emailVerifiedAt: DateTime.now(),
        deactivatedAt: DateTime.now(),
      })
      .create()
    const status = await client.get('/chat/status').accept('json')
    status.assertStatus(200)
    const { team, availability } = status.body().data
    assert.deepEqual(team, [{ name: 'Tomáš', initials: 'TT' }])
    assert.notInclude(JSON.stringify(status.body()), '@')
    assert.notInclude(JSON.stringify(team), clara.fullName)
    assert.deepEqual(availability, {
      timeZone: 'Europe/Bratislava',
      days: [1, 2, 3, 4, 5],
      opens: '09:00',
      closes: '17:00',
    })
  })

  test('the landing page, the contact section and the terms state the same hours', async ({
    client,
    assert,
  }) => {
    for (const path of ['/', '/terms']) {
      const html = (await client.get(path).header('Accept-Language', 'en')).text()
      assert.match(html, /Monday to Friday, 9:00\sAM–5:00\sPM/, path)
      assert.notMatch(html, /24\/7|around the clock|one business day/i, path)
    }
    const slovak = (await client.get('/').header('Accept-Language', 'sk')).text()
    assert.include(slovak, 'Odpovedáme do niekoľkých hodín, pondelok až piatok, 9:00–17:00.')
    assert.notMatch(slovak, /nonstop/i)
  })

  test('replies the panel has not shown are counted for the launcher, until it reads them', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const { token } = await startChat(client)
    const conversation = await Conversation.query().firstOrFail()
    await replyToConversation(conversation, staff, 'We can build it in six weeks.', null)
    const reply = await replyToConversation(conversation, staff, 'Shall we call?', null)

    const status = await client.get('/chat/status').withCookie(COOKIE, token).accept('json')
    assert.containsSubset(status.body().data, {
      hasConversation: true,
      conversationId: conversation.id,
      unread: 2,
      preview: 'Shall we call?',
    })

    await client
      .post('/chat/read')
      .withCookie(COOKIE, token)
      .withCsrfToken()
      .accept('json')
      .json({ lastId: reply.message.id })
    const after = await client.get('/chat/status').withCookie(COOKIE, token).accept('json')
    assert.containsSubset(after.body().data, { unread: 0, preview: null })

    // Someone else's browser sees nothing of it.
    const other = await client.get('/chat/status').accept('json')
    assert.containsSubset(other.body().data, { hasConversation: false, conversationId: null })
  })

  test('the e-mail card saves the address; a wrong one gets a translated message', async ({
    client,
    assert,
  }) => {
    const { token } = await client
      .post('/chat/messages')
      .withCsrfToken()
      .accept('json')
      .json({ text: 'Hello', page: '/' })
      .then((response) => ({ token: response.cookie(COOKIE)?.value as string }))

    const wrong = await client
      .patch('/chat/conversation')
      .withCookie(COOKIE, token)
      .withCsrfToken()
      .header('Accept-Language', 'sk')
      .cookie('locale', 'sk')
      .accept('json')
      .json({ email: 'not an address' })
    wrong.assertStatus(422)
    assert.equal(wrong.body().errors[0].message, 'Zadajte platnú e-mailovú adresu.')

    const saved = await client
      .patch('/chat/conversation')
      .withCookie(COOKIE, token)
      .withCsrfToken()
      .accept('json')
      .json({ email: 'eva@example.com' })
    saved.assertStatus(200)
    assert.equal(saved.body().data.email, 'eva@example.com')
    assert.equal((await Conversation.query().firstOrFail()).visitorEmail, 'eva@example.com')

    // Without the conversation's cookie: nothing to save into.
    const stranger = await client
      .patch('/chat/conversation')
      .withCsrfToken()
      .accept('json')
      .json({ email: 'mallory@example.com' })
    stranger.assertStatus(404)
  })

  test('a signed-in client writes to the team from the panel, into their account', async ({
    client,
    assert,
  }) => {
    const clara = await UserFactory.merge({ fullName: 'Clara Client' }).create()
    const first = await client
      .post('/chat/messages')
      .loginAs(clara)
      .withCsrfToken()
      .accept('json')
      .json({ text: 'Hello from my account', page: '/' })
    first.assertStatus(201)
    assert.isUndefined(first.cookie(COOKIE), 'no visitor cookie for an account')
    const conversation = await Conversation.query().firstOrFail()
    assert.equal(conversation.userId, clara.id)
    assert.isNull(conversation.tokenHash)

    const again = await client
      .post('/chat/messages')
      .loginAs(clara)
      .withCsrfToken()
      .accept('json')
      .json({ text: 'And one more thing' })
    again.assertStatus(201)
    assert.equal(
      await Conversation.query()
        .count('* as total')
        .first()
        .then((row) => Number(row?.$extras.total)),
      1
    )

    const shown = await client.get('/chat/conversation').loginAs(clara).accept('json')
    assert.deepEqual(
      shown.body().data.messages.map((message: { text: string }) => message.text),
      ['Hello from my account', 'And one more thing']
    )
    assert.equal(shown.body().data.messages[0].author.name, 'Clara Client')

    // Another client, signed in, sees none of it: the panel is empty for them.
    const other = await UserFactory.create()
    const theirs = await client.get('/chat/conversation').loginAs(other).accept('json')
    theirs.assertStatus(404)
    const theirStatus = await client.get('/chat/status').loginAs(other).accept('json')
    assert.containsSubset(theirStatus.body().data, { hasConversation: false, unread: 0 })
  })
})
