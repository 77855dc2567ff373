import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { Broadcaster } from '#realtime/broadcaster'
import Conversation from '#models/conversation'
import { UserFactory } from '#database/factories/user_factory'
import { COOKIE, startChat } from './helpers.js'

type Sent = { channel: string; event: string; payload: any }

function recordBroadcasts(cleanup: (fn: () => void) => void) {
  const sent: Sent[] = []
  const broadcaster = new Broadcaster({
    publish(channels, event, data) {
      for (const channel of channels) sent.push({ channel, event, payload: JSON.parse(data) })
    },
  })
  app.container.swap(Broadcaster, () => broadcaster)
  cleanup(() => app.container.restore(Broadcaster))
  return sent
}

async function newestThread() {
  return Conversation.query().orderBy('id', 'desc').firstOrFail()
}

test.group('Rating a closed conversation', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('the visitor is offered a rating once staff close it, rates in one click, and may change it', async ({
    client,
    assert,
    cleanup,
  }) => {
    const sent = recordBroadcasts(cleanup)
    const staff = await UserFactory.apply('staff').create()
    const { token, response: started } = await startChat(client)
    // The panel's first answer already says there is nothing rated or asked yet.
    assert.deepInclude(started.body().conversation, {
      ratingOffered: false,
      rating: null,
      ratingComment: null,
    })
    const thread = await newestThread()
    const rate = (body: Record<string, unknown>, locale = 'en') =>
      client
        .post('/chat/rating')
        .withCookie(COOKIE, token)
        .withCsrfToken()
        .header('accept-language', locale)
        .accept('json')
        .json(body)

    // Open: nothing to rate.
    const panel = await client.get('/chat/conversation').withCookie(COOKIE, token).accept('json')
    assert.isFalse(panel.body().data.conversation.ratingOffered)
    const early = await rate({ rating: 5 })
    early.assertStatus(409)
    assert.equal(early.body().errors[0].field, 'rating')
    assert.equal(early.body().errors[0].message, 'This conversation is not asking for a rating.')

    sent.length = 0
    await client
      .patch(`/inbox/${thread.id}`)
      .loginAs(staff)
      .withCsrfToken()
      .form({ status: 'closed' })
    await thread.refresh()
    assert.isNotNull(thread.closedAt)
    // The open panel hears it on its own channel: the prompt appears.
    const state = sent.find(
      (entry) =>
        entry.channel === `private-conversation.${thread.id}` &&
        entry.event === 'conversation.updated'
    )
    assert.deepInclude(state!.payload, { status: 'closed', ratingOffered: true, rating: null })
    const closedPanel = await client
      .get('/chat/conversation')
      .withCookie(COOKIE, token)
      .accept('json')
    assert.isTrue(closedPanel.body().data.conversation.ratingOffered)

    // Bad scores: the field's message, in the visitor's language; nothing stored.
    for (const rating of [0, 6, 2.5, 'five']) {
      const bad = await rate({ rating })
      bad.assertStatus(422)
      assert.equal(bad.body().errors[0].field, 'rating')
      assert.equal(bad.body().errors[0].message, 'Choose from 1 to 5 stars.')
    }
    const german = await rate({ rating: 6 }, 'de')
    assert.equal(german.body().errors[0].message, 'Wählen Sie 1 bis 5 Sterne.')
    const long = await rate({ rating: 4, comment: 'x'.repeat(1001) })
    long.assertStatus(422)
    assert.equal(long.body().errors[0].field, 'comment')
    await thread.refresh()
    assert.isNull(thread.rating)

    // Without the CSRF token: refused.
    const forged = await client
      .post('/chat/rating')
      .withCookie(COOKIE, token)
      .accept('json')
      .json({ rating: 1 })
    forged.assertStatus(403)

    const first = await rate({ rating: 4 })
    first.assertStatus(200)
    assert.equal(first.body().data.rating, 4)
    // A second rating replaces the first, with its comment.
    const second = await rate({ rating: 5, comment: '  Quick and kind.  ' })
    second.assertStatus(200)
    await thread.refresh()
    assert.equal(thread.rating, 5)
    assert.equal(thread.ratingComment, 'Quick and kind.')
    assert.isNotNull(thread.ratedAt)

    // The team sees it in the conversation panel.
    const show = await client.get(`/inbox/${thread.id}`).loginAs(staff).withInertia()
    assert.deepInclude(show.inertiaProps.conversation.rating, {
      score: 5,
      comment: 'Quick and kind.',
    })
    assert.isTrue(show.inertiaProps.conversation.ratingEnabled)

    // Someone else's browser has no conversation to rate.
    const stranger = await client
      .post('/chat/rating')
      .withCsrfToken()
      .accept('json')
      .json({ rating: 1 })
    stranger.assertStatus(404)
    await thread.refresh()
    assert.equal(thread.rating, 5)

    // Reopened, it asks for nothing until staff close it again.
    await client
      .patch(`/inbox/${thread.id}`)
      .loginAs(staff)
      .withCsrfToken()
      .form({ status: 'open' })
    await thread.refresh()
    assert.isNull(thread.closedAt)
    ;(await rate({ rating: 1 })).assertStatus(409)
  })

  test('staff switch the rating off for one conversation; clients rate their own only', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const owner = await UserFactory.create()
    const other = await UserFactory.create()
    await client.post('/conversations').loginAs(owner).withCsrfToken().redirects(0)
    const thread = await newestThread()
    await client
      .patch(`/inbox/${thread.id}`)
      .loginAs(staff)
      .withCsrfToken()
      .form({ status: 'closed' })
    const url = `/conversations/${thread.id}/rating`

    const page = await client.get(`/conversations/${thread.id}`).loginAs(owner).withInertia()
    assert.isTrue(page.inertiaProps.conversation.ratingOffered)

    const guest = await client.post(url).withCsrfToken().json({ rating: 3 }).redirects(0)
    guest.assertStatus(302)
    guest.assertHeader('location', '/login')
    const notTheirs = await client
      .post(url)
      .loginAs(other)
      .withCsrfToken()
      .accept('json')
      .json({ rating: 3 })
    notTheirs.assertStatus(404)
    const forged = await client.post(url).loginAs(owner).accept('json').json({ rating: 3 })
    forged.assertStatus(403)
    const bad = await client
      .post(url)
      .loginAs(owner)
      .withCsrfToken()
      .header('accept-language', 'sk')
      .accept('json')
      .json({ rating: 0 })
    bad.assertStatus(422)
    assert.equal(bad.body().errors[0].message, 'Vyberte 1 až 5 hviezdičiek.')

    const rated = await client
      .post(url)
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
      .json({ rating: 2, comment: 'Slow answer.' })
    rated.assertStatus(200)
    await thread.refresh()
    assert.equal(thread.rating, 2)

    // Switched off: no prompt, and a rating is refused; the one given stays for the team.
    const off = await client
      .patch(`/inbox/${thread.id}`)
      .loginAs(staff)
      .withCsrfToken()
      .form({ ratingEnabled: false })
      .redirects(0)
    off.assertStatus(302)
    await thread.refresh()
    assert.isFalse(thread.ratingEnabled)
    const after = await client.get(`/conversations/${thread.id}`).loginAs(owner).withInertia()
    assert.isFalse(after.inertiaProps.conversation.ratingOffered)
    const refused = await client
      .post(url)
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
      .json({ rating: 5 })
    refused.assertStatus(409)
    await thread.refresh()
    assert.equal(thread.rating, 2)

    // Only staff switch it: a client has no way into the inbox.
    const clientSwitch = await client
      .patch(`/inbox/${thread.id}`)
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
      .form({ ratingEnabled: true })
    clientSwitch.assertStatus(404)
    await thread.refresh()
    assert.isFalse(thread.ratingEnabled)
  })
})
