import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Conversation from '#models/conversation'
import ConversationMessage from '#models/conversation_message'
import conversationsConfig from '#config/conversations'
import { COOKIE, startChat } from './helpers.js'

const BROWSER = conversationsConfig.browserCookieName
const CEILING = conversationsConfig.conversationsPerAddress

async function conversationCount() {
  const row = await Conversation.query().count('* as n').firstOrFail()
  return Number(row.$extras.n)
}

/*
| Limits that stop abuse, not people: many visitors behind one address (an office, a mobile
| network) each start a conversation; one browser or one conversation flooding is refused; the
| address only has a ceiling. Every refusal says what happened and in how many minutes to try
| again, in the visitor's language, and stores nothing.
*/
test.group('Conversations: limits', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('the ceiling is configured for a shared network', ({ assert }) => {
    assert.isAtLeast(CEILING, 30)
    assert.isAtMost(CEILING, 150)
  })

  test('thirty visitors behind one address each start a conversation', async ({
    client,
    assert,
  }) => {
    for (let visitor = 1; visitor <= 30; visitor++) {
      const { response } = await startChat(client, `Hello from desk ${visitor}`)
      assert.equal(response.status(), 201, `visitor ${visitor}: ${response.text()}`)
    }
    assert.equal(await conversationCount(), 30)
  })

  test('one conversation more than the address ceiling is refused in minutes, in the visitor language', async ({
    client,
    assert,
  }) => {
    for (let visitor = 1; visitor <= CEILING; visitor++) {
      const { response } = await startChat(client, `Hello from desk ${visitor}`)
      assert.equal(response.status(), 201, `visitor ${visitor}: ${response.text()}`)
    }

    const refused = await startChat(client, 'One more')
    refused.response.assertStatus(429)
    assert.equal(
      refused.response.body().message,
      'Too many conversations have been started from your network in a short time. Please try again in 60 minutes.'
    )
    assert.isAbove(Number(refused.response.header('retry-after')), 3500)

    // An address named by the visitor is not believed: no proxy is trusted by default.
    const german = await client
      .post('/chat/messages')
      .withCsrfToken()
      .accept('json')
      .header('Accept-Language', 'de-DE')
      .header('X-Forwarded-For', '198.51.100.7')
      .json({ text: 'Noch eine Frage' })
    german.assertStatus(429)
    assert.equal(
      german.body().message,
      'Aus Ihrem Netzwerk wurden in kurzer Zeit zu viele Gespräche begonnen. Bitte versuchen Sie es in 60 Minuten erneut.'
    )
    assert.equal(await conversationCount(), CEILING)
  })

  test('one browser starting conversation after conversation meets its own limit; the next browser does not', async ({
    client,
    assert,
  }) => {
    const first = await startChat(client)
    first.response.assertStatus(201)
    const browser = first.response.cookie(BROWSER)?.value as string
    assert.match(browser, /^[A-Za-z0-9_-]{22}$/)

    // The same browser without its conversation cookie (a script keeping only this one).
    let refused = null
    for (let attempt = 2; attempt <= 6; attempt++) {
      const response = await client
        .post('/chat/messages')
        .withCookie(BROWSER, browser)
        .withCsrfToken()
        .accept('json')
        .json({ text: `Attempt ${attempt}` })
      if (response.status() === 429) {
        refused = { attempt, response }
        break
      }
      response.assertStatus(201)
    }
    assert.equal(refused?.attempt, 6)
    assert.equal(
      refused?.response.body().message,
      'This browser has started too many conversations in a short time. Please try again in 60 minutes.'
    )
    assert.equal(await conversationCount(), 5)

    const colleague = await startChat(client, 'Hello from the next desk')
    colleague.response.assertStatus(201)
  })

  test('a flood within one conversation is refused in minutes and stores nothing', async ({
    client,
    assert,
  }) => {
    const { token } = await startChat(client)
    const send = (text: string, locale = 'en') =>
      client
        .post('/chat/messages')
        .qs({ lang: locale })
        .withCookie(COOKIE, token)
        .withCsrfToken()
        .accept('json')
        .json({ text })
    for (let i = 1; i <= 10; i++) (await send(`Message ${i}`)).assertStatus(201)

    const refused = await send('Message 11')
    refused.assertStatus(429)
    assert.equal(
      refused.body().message,
      'You are sending messages too quickly. Please try again in 1 minute.'
    )
    const slovak = await send('Správa 12', 'sk')
    assert.equal(
      slovak.body().message,
      'Posielate správy príliš rýchlo. Skúste to znova o 1 minútu.'
    )
    assert.equal(
      await ConversationMessage.query()
        .count('* as n')
        .firstOrFail()
        .then((r) => Number(r.$extras.n)),
      11
    )

    // Another visitor behind the same address writes on.
    const other = await startChat(client, 'A different question')
    other.response.assertStatus(201)
  })
})
