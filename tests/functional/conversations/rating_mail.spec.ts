import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import router from '@adonisjs/core/services/router'
import type { ApiClient } from '@japa/api-client'
import Conversation from '#models/conversation'
import ConversationRatingMail from '#mails/conversation_rating_mail'
import { UserFactory } from '#database/factories/user_factory'
import { RATING_PURPOSE } from '#actions/conversations/rating'
import { startChat } from './helpers.js'

async function newestThread() {
  return Conversation.query().orderBy('id', 'desc').firstOrFail()
}

async function setStatus(client: ApiClient, id: number, status: 'open' | 'closed') {
  const staff = await UserFactory.apply('staff').create()
  await client.patch(`/inbox/${id}`).loginAs(staff).withCsrfToken().form({ status })
}

/* The queued rating e-mails' plain text, and the link each score leads to (path and query). */
function ratingMails(mails: ReturnType<typeof mail.fake>['mails']) {
  return mails
    .queued((queued) => queued instanceof ConversationRatingMail)
    .map((queued) => {
      const { message } = queued.message.toJSON()
      const text = String(message.text)
      const links = [...text.matchAll(/https?:\/\/[^/\s]+(\/rating\/\S+)/g)].map((m) => m[1])
      return { to: message.to, subject: message.subject, text, html: String(message.html), links }
    })
}

test.group('Rating a closed conversation from the e-mail', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => mail.restore())

  test('closing asks the visitor once by e-mail, in their language, with a link per score', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    await startChat(client)
    const thread = await newestThread()
    thread.locale = 'sk'
    await thread.save()

    await setStatus(client, thread.id, 'closed')
    const [sent, ...more] = ratingMails(mails)
    assert.lengthOf(more, 0)
    assert.deepEqual(sent.to, [{ address: 'eva@example.com', name: 'Eva Visitor' }])
    assert.equal(sent.subject, 'Codeva: ako sme si poradili?')
    assert.include(sent.text, 'Náš tím uzavrel vašu konverzáciu s Codeva.')
    assert.include(sent.text, '4 – Veľmi dobré')
    assert.include(sent.html, '5 – Výborné')
    assert.lengthOf(sent.links, 5)
    assert.match(sent.links[3], new RegExp(`^/rating/${thread.id}\\?.*score=4`))

    // Opened again and closed again: not asked a second time.
    await setStatus(client, thread.id, 'open')
    await setStatus(client, thread.id, 'closed')
    assert.lengthOf(ratingMails(mails), 1)
  })

  test('one click on a score opens the page with it chosen; the page records it and a comment', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    await startChat(client)
    const thread = await newestThread()
    await setStatus(client, thread.id, 'closed')
    const [{ links }] = ratingMails(mails)

    // A guest (the e-mail's reader, in another browser): no account, no chat cookie.
    const page = await client.get(links[3]).withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('conversations/rate')
    assert.equal(page.inertiaProps.chosen, 4)
    assert.deepEqual(page.inertiaProps.conversation, {
      ratingOffered: true,
      rating: null,
      ratingComment: null,
    })
    const sendUrl = page.inertiaProps.sendUrl as string
    assert.match(sendUrl, new RegExp(`^/rating/${thread.id}\\?signature=`))

    // Without the CSRF token: refused, nothing stored.
    const forged = await client.post(sendUrl).accept('json').json({ rating: 4 })
    forged.assertStatus(403)
    const bad = await client
      .post(sendUrl)
      .withCsrfToken()
      .header('accept-language', 'de')
      .accept('json')
      .json({ rating: 9 })
    bad.assertStatus(422)
    assert.equal(bad.body().errors[0].field, 'rating')
    assert.equal(bad.body().errors[0].message, 'Wählen Sie 1 bis 5 Sterne.')
    await thread.refresh()
    assert.isNull(thread.rating)

    const rated = await client.post(sendUrl).withCsrfToken().accept('json').json({ rating: 4 })
    rated.assertStatus(200)
    assert.equal(rated.body().data.rating, 4)
    const commented = await client
      .post(sendUrl)
      .withCsrfToken()
      .accept('json')
      .json({ rating: 4, comment: 'Answered within minutes.' })
    commented.assertStatus(200)
    await thread.refresh()
    assert.equal(thread.rating, 4)
    assert.equal(thread.ratingComment, 'Answered within minutes.')

    // Opening the link again shows what was given, chosen again but already recorded.
    const again = await client.get(links[3]).withInertia()
    assert.deepInclude(again.inertiaProps.conversation, { rating: 4 })

    // Reopened by the team: the page says it is no longer asking, and a rating is refused.
    await setStatus(client, thread.id, 'open')
    const reopened = await client.get(links[0]).withInertia()
    assert.isFalse(reopened.inertiaProps.conversation.ratingOffered)
    const late = await client.post(sendUrl).withCsrfToken().accept('json').json({ rating: 1 })
    late.assertStatus(409)
    assert.equal(late.body().errors[0].message, 'This conversation is not asking for a rating.')
    await thread.refresh()
    assert.equal(thread.rating, 4)
  })

  test('a link that is not the e-mail’s (no signature, another conversation, expired) finds nothing', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    await startChat(client)
    const thread = await newestThread()
    await setStatus(client, thread.id, 'closed')
    const [{ links }] = ratingMails(mails)
    const other = await Conversation.create({
      kind: 'chat',
      status: 'closed',
      locale: 'en',
      visitorEmail: 'other@example.com',
      startedOn: thread.startedOn,
      lastActivityAt: thread.lastActivityAt,
    })
    const query = links[4].slice(links[4].indexOf('?'))

    ;(await client.get(`/rating/${thread.id}`).withInertia()).assertStatus(404)
    ;(await client.get(`/rating/${other.id}${query}`).withInertia()).assertStatus(404)
    const stolen = await client
      .post(`/rating/${other.id}${query}`)
      .withCsrfToken()
      .accept('json')
      .json({ rating: 1 })
    stolen.assertStatus(404)

    const expired = router.urlBuilder.signedUrlFor(
      'conversation_rating.store',
      { id: thread.id },
      { expiresIn: '1ms', purpose: RATING_PURPOSE }
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    const tooLate = await client.post(expired).withCsrfToken().accept('json').json({ rating: 1 })
    tooLate.assertStatus(404)
    await thread.refresh()
    await other.refresh()
    assert.isNull(thread.rating)
    assert.isNull(other.rating)
  })

  test('not asked by e-mail: without an address, switched off, already rated, or a client’s own', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const staff = await UserFactory.apply('staff').create()

    // No address given in the panel.
    const anonymous = await client
      .post('/chat/messages')
      .withCsrfToken()
      .accept('json')
      .json({ text: 'Just a question', page: '/' })
    anonymous.assertStatus(201)
    await setStatus(client, (await newestThread()).id, 'closed')

    // Switched off by staff for this thread.
    await startChat(client)
    const switchedOff = await newestThread()
    switchedOff.ratingEnabled = false
    await switchedOff.save()
    await setStatus(client, switchedOff.id, 'closed')

    // Rated before (a thread closed and rated before the e-mail existed), closed again.
    await startChat(client)
    const rated = await newestThread()
    rated.rating = 5
    await rated.save()
    await setStatus(client, rated.id, 'closed')
    assert.lengthOf(ratingMails(mails), 0)

    // A client's conversation: asked at the account's address.
    const owner = await UserFactory.merge({ email: 'client@example.com' }).create()
    await client.post('/conversations').loginAs(owner).withCsrfToken().redirects(0)
    const own = await newestThread()
    await client.patch(`/inbox/${own.id}`).loginAs(staff).withCsrfToken().form({ status: 'closed' })
    const mailed = ratingMails(mails)
    assert.lengthOf(mailed, 1)
    assert.deepInclude(mailed[0].to, { address: 'client@example.com', name: owner.fullName })
  })
})
