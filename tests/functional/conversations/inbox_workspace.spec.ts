import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import { DateTime } from 'luxon'
import { Broadcaster } from '#realtime/broadcaster'
import Conversation from '#models/conversation'
import ConversationNote from '#models/conversation_note'
import SavedReply from '#models/saved_reply'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'
import { sendDueReplyMails } from '#actions/conversations/reply_mails'
import { visitorAlias } from '#shared/visitor_alias'
import { COOKIE, startChat } from './helpers.js'

type Sent = { channel: string; event: string; payload: any }

/* The real Broadcaster over a sink that keeps what would go to the sockets. */
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

/* A visitor's thread, the newest one (the tests start their own). */
async function newestThread() {
  return Conversation.query().orderBy('id', 'desc').firstOrFail()
}

test.group('Inbox workspace: triage, aliases, notes, saved replies', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('views mine / unassigned / all with unread counts, open or closed, longest wait first', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const colleague = await UserFactory.apply('staff').create()
    await startChat(client, 'First, waiting longest')
    const first = await newestThread()
    limiter.clear()
    await startChat(client, 'Second, mine')
    const second = await newestThread()
    limiter.clear()
    await startChat(client, 'Third, a colleague has it')
    const third = await newestThread()
    first.waitingSince = DateTime.now().minus({ hours: 3 })
    await first.save()
    second.waitingSince = DateTime.now().minus({ hours: 1 })
    second.assignedToId = staff.id
    await second.save()
    third.assignedToId = colleague.id
    third.waitingSince = null
    await third.save()

    const ids = (response: any) => response.inertiaProps.items.data.map((item: any) => item.id)
    const all = await client.get('/inbox').loginAs(staff).withInertia()
    const mine = ids(all).filter((id: number) => [first.id, second.id, third.id].includes(id))
    // Longest wait first; the one nobody waits on after the waiting ones.
    assert.deepEqual(mine, [first.id, second.id, third.id])
    assert.equal(all.inertiaProps.counts.mine, 1)
    assert.isAtLeast(all.inertiaProps.counts.all, 3)
    const row = all.inertiaProps.items.data.find((item: any) => item.id === second.id)
    assert.equal(row.preview, 'Second, mine')
    assert.equal(row.assignedTo.id, staff.id)
    assert.isString(row.waitingSince)

    const onlyMine = await client.get('/inbox').qs({ view: 'mine' }).loginAs(staff).withInertia()
    assert.deepEqual(ids(onlyMine), [second.id])
    const unassigned = await client
      .get('/inbox')
      .qs({ view: 'unassigned' })
      .loginAs(staff)
      .withInertia()
    assert.include(ids(unassigned), first.id)
    assert.notInclude(ids(unassigned), second.id)
    assert.notInclude(ids(unassigned), third.id)

    await client
      .patch(`/inbox/${first.id}`)
      .loginAs(staff)
      .withCsrfToken()
      .form({ status: 'closed' })
    await first.refresh()
    assert.isNull(first.waitingSince)
    const closed = await client.get('/inbox').qs({ status: 'closed' }).loginAs(staff).withInertia()
    assert.include(ids(closed), first.id)
    const open = await client.get('/inbox').loginAs(staff).withInertia()
    assert.notInclude(ids(open), first.id)

    // The show page keeps the same list beside the conversation.
    const show = await client
      .get(`/inbox/${second.id}`)
      .qs({ view: 'mine' })
      .loginAs(staff)
      .withInertia()
    assert.deepEqual(ids(show), [second.id])
    assert.equal(show.inertiaProps.filters.view, 'mine')
  })

  test('a visitor message starts the wait, a reply ends it; a note leaves it', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    await startChat(client, 'Anyone there?')
    const thread = await newestThread()
    assert.isNotNull(thread.waitingSince)
    await client
      .post(`/inbox/${thread.id}/notes`)
      .loginAs(staff)
      .withCsrfToken()
      .accept('json')
      .json({ text: 'Looks like a good lead' })
    await thread.refresh()
    assert.isNotNull(thread.waitingSince)
    assert.isTrue(thread.unread)
    await client
      .post(`/inbox/${thread.id}/messages`)
      .loginAs(staff)
      .withCsrfToken()
      .accept('json')
      .json({ text: 'Yes, here.' })
    await thread.refresh()
    assert.isNull(thread.waitingSince)
  })

  test('anonymous visitors get a stable alias and colour per conversation, for the team only', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const first = await client.post('/chat/messages').withCsrfToken().accept('json').json({
      text: 'No name given',
    })
    const token = first.cookie(COOKIE)?.value as string
    const thread = await newestThread()
    const aliases = new Set(
      Array.from({ length: 12 }, (_, index) => JSON.stringify(visitorAlias(index + 1)))
    )
    // Twelve threads in a row get twelve different aliases.
    assert.equal(aliases.size, 12)

    const page = await client.get(`/inbox/${thread.id}`).loginAs(staff).withInertia()
    assert.isNull(page.inertiaProps.conversation.name)
    assert.deepEqual(page.inertiaProps.conversation.alias, visitorAlias(thread.id))
    const again = await client.get(`/inbox/${thread.id}`).loginAs(staff).withInertia()
    assert.deepEqual(again.inertiaProps.conversation.alias, page.inertiaProps.conversation.alias)

    const panel = await client.get('/chat/conversation').withCookie(COOKIE, token).accept('json')
    panel.assertStatus(200)
    assert.notProperty(panel.body().data.conversation, 'alias')
  })

  test('the person pane: other conversations by the same address, and the account projects', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const person = await UserFactory.merge({ fullName: 'Petra Client' }).create()
    const project = await projectWith(person)
    await client.post('/conversations').loginAs(person).withCsrfToken().redirects(0)
    const earlier = await newestThread()
    await client.post('/conversations').loginAs(person).withCsrfToken().redirects(0)
    const current = await newestThread()
    const page = await client.get(`/inbox/${current.id}`).loginAs(staff).withInertia()
    assert.equal(page.inertiaProps.conversation.client.name, 'Petra Client')
    assert.deepEqual(
      page.inertiaProps.earlier.map((thread: any) => thread.id),
      [earlier.id]
    )
    assert.deepEqual(
      page.inertiaProps.projects.map((entry: any) => entry.name),
      [project.name]
    )
  })

  test('an internal note: staff only, never on the visitor channel, page, catch-up or e-mail', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { mails } = mail.fake()
    cleanup(() => mail.restore())
    const sent = recordBroadcasts(cleanup)
    const { token } = await startChat(client, 'Can you call me?')
    const thread = await newestThread()
    const staff = await UserFactory.apply('staff').create()
    const someClient = await UserFactory.create()
    const url = `/inbox/${thread.id}/notes`
    const secret = 'Internal: budget is probably small'

    // Who may not: a guest (log in), a client (404), the visitor's cookie alone (log in).
    const guest = await client.post(url).withCsrfToken().json({ text: secret }).redirects(0)
    guest.assertStatus(302)
    guest.assertHeader('location', '/login')
    const refused = await client
      .post(url)
      .loginAs(someClient)
      .withCsrfToken()
      .accept('json')
      .json({ text: secret })
    refused.assertStatus(404)
    const visitor = await client
      .post(url)
      .withCookie(COOKIE, token)
      .withCsrfToken()
      .json({ text: secret })
      .redirects(0)
    visitor.assertStatus(302)
    const forged = await client.post(url).loginAs(staff).accept('json').json({ text: secret })
    forged.assertStatus(403)
    assert.equal(
      await ConversationNote.query()
        .where('conversation_id', thread.id)
        .count('* as n')
        .first()
        .then((row) => Number(row?.$extras.n)),
      0
    )

    const empty = await client
      .post(url)
      .loginAs(staff)
      .withCsrfToken()
      .accept('json')
      .json({ text: '   ' })
    empty.assertStatus(422)

    sent.length = 0
    const note = await client
      .post(url)
      .loginAs(staff)
      .withCsrfToken()
      .accept('json')
      .json({ text: secret, clientKey: '2f1c9a52-4a55-4f7e-9e3b-6f4f3d8b8a10' })
    note.assertStatus(201)
    assert.equal(note.body().data.text, secret)
    const retried = await client
      .post(url)
      .loginAs(staff)
      .withCsrfToken()
      .accept('json')
      .json({ text: secret, clientKey: '2f1c9a52-4a55-4f7e-9e3b-6f4f3d8b8a10' })
    retried.assertStatus(200)
    assert.equal(retried.body().data.id, note.body().data.id)

    // The socket: the staff channel only.
    const noteEvents = sent.filter((entry) => JSON.stringify(entry.payload).includes(secret))
    assert.isAbove(noteEvents.length, 0)
    for (const entry of noteEvents) {
      assert.equal(entry.channel, 'presence-staff')
      assert.equal(entry.event, 'inbox.note')
    }
    assert.isFalse(sent.some((entry) => entry.channel === `private-conversation.${thread.id}`))

    // The team sees it with the conversation.
    const page = await client.get(`/inbox/${thread.id}`).loginAs(staff).withInertia()
    assert.deepEqual(
      page.inertiaProps.notes.map((entry: any) => entry.text),
      [secret]
    )

    // The visitor's panel, its catch-up and the staff catch-up of messages: no note.
    const panel = await client.get('/chat/conversation').withCookie(COOKIE, token).accept('json')
    assert.notInclude(JSON.stringify(panel.body()), secret)
    const catchUp = await client
      .get('/chat/messages')
      .qs({ after: 0 })
      .withCookie(COOKIE, token)
      .accept('json')
    assert.notInclude(JSON.stringify(catchUp.body()), secret)

    // A reply after the note is e-mailed to the visitor who left: the note is not in it.
    await client
      .post(`/inbox/${thread.id}/messages`)
      .loginAs(staff)
      .withCsrfToken()
      .accept('json')
      .json({ text: 'We will call you tomorrow.' })
    assert.equal(await sendDueReplyMails(DateTime.now().plus({ minutes: 30 })), 1)
    mails.assertQueuedCount(1)
    const queued = mails.queued()[0]
    queued.message.assertTextIncludes('We will call you tomorrow.')
    assert.notInclude(JSON.stringify(queued.message.toJSON()), secret)
  })

  test('a client never sees a note on their own conversation page', async ({ client, assert }) => {
    const person = await UserFactory.create()
    const staff = await UserFactory.apply('staff').create()
    await client.post('/conversations').loginAs(person).withCsrfToken().redirects(0)
    const thread = await newestThread()
    await client
      .post(`/inbox/${thread.id}/notes`)
      .loginAs(staff)
      .withCsrfToken()
      .accept('json')
      .json({ text: 'Note about this client' })
    const page = await client.get(`/conversations/${thread.id}`).loginAs(person).withInertia()
    page.assertStatus(200)
    assert.notInclude(JSON.stringify(page.inertiaProps), 'Note about this client')
    const catchUp = await client
      .get(`/conversations/${thread.id}/messages`)
      .qs({ after: 0 })
      .loginAs(person)
      .accept('json')
    assert.notInclude(JSON.stringify(catchUp.body()), 'Note about this client')
  })

  test('saved replies: staff add, change and delete; everyone else is refused', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const person = await UserFactory.create()
    const existing = await SavedReply.create({
      title: 'Prices',
      body: 'Our prices start at 2,000 EUR.',
      locale: 'en',
      createdById: staff.id,
    })
    const routes: [string, string, Record<string, string>][] = [
      ['get', '/inbox/replies', {}],
      ['post', '/inbox/replies', { title: 'Hi', text: 'Hello', locale: 'en' }],
      ['put', `/inbox/replies/${existing.id}`, { title: 'Hi', text: 'Hello', locale: 'en' }],
      ['delete', `/inbox/replies/${existing.id}`, {}],
    ]
    for (const [method, url, body] of routes) {
      const guest = await (client as any)[method](url).withCsrfToken().form(body).redirects(0)
      guest.assertStatus(302)
      guest.assertHeader('location', '/login')
      const refused = await (client as any)
        [method](url)
        .loginAs(person)
        .withCsrfToken()
        .accept('json')
        .form(body)
        .redirects(0)
      refused.assertStatus(404)
      if (method !== 'get') {
        // Without the CSRF token: sent back as expired; nothing changes (checked below).
        const forged = await (client as any)[method](url).loginAs(staff).form(body).redirects(0)
        forged.assertStatus(302)
        assert.isDefined(forged.flashMessages()?.error)
      }
    }
    await existing.refresh()
    assert.equal(existing.title, 'Prices')
    assert.isNull(await SavedReply.findBy('title', 'Hi'))

    const page = await client.get('/inbox/replies').loginAs(staff).withInertia()
    page.assertInertiaComponent('inbox/replies')
    assert.include(
      page.inertiaProps.replies.map((reply: any) => reply.title),
      'Prices'
    )

    const bad = await client
      .post('/inbox/replies')
      .loginAs(staff)
      .withCsrfToken()
      .withInertia()
      .header('referer', '/inbox/replies')
      .form({ title: '', text: 'x'.repeat(6000), locale: 'xx' })
      .redirects(0)
    bad.assertStatus(302)
    assert.equal(
      await SavedReply.query()
        .where('body', 'x'.repeat(6000))
        .count('* as n')
        .first()
        .then((row) => Number(row?.$extras.n)),
      0
    )

    const created = await client
      .post('/inbox/replies')
      .loginAs(staff)
      .withCsrfToken()
      .form({ title: 'Ceny', text: 'Naše ceny začínajú na 2 000 EUR.', locale: 'sk' })
      .redirects(0)
    created.assertStatus(302)
    const reply = await SavedReply.findByOrFail('title', 'Ceny')
    assert.equal(reply.locale, 'sk')

    await client
      .put(`/inbox/replies/${reply.id}`)
      .loginAs(staff)
      .withCsrfToken()
      .form({ title: 'Cenník', text: 'Cenník posielame e-mailom.', locale: 'sk' })
    await reply.refresh()
    assert.equal(reply.title, 'Cenník')

    const missing = await client
      .delete('/inbox/replies/999999999')
      .loginAs(staff)
      .withCsrfToken()
      .accept('json')
    missing.assertStatus(404)
    await client.delete(`/inbox/replies/${reply.id}`).loginAs(staff).withCsrfToken()
    assert.isNull(await SavedReply.find(reply.id))

    // The conversation page offers them to the "/" menu.
    await startChat(client)
    const thread = await newestThread()
    const show = await client.get(`/inbox/${thread.id}`).loginAs(staff).withInertia()
    assert.include(
      show.inertiaProps.savedReplies.map((entry: any) => entry.title),
      'Prices'
    )
  })
})
