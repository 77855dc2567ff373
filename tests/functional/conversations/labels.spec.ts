import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { Broadcaster } from '#realtime/broadcaster'
import Conversation from '#models/conversation'
import ConversationLabel from '#models/conversation_label'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD } from '#tests/helpers/credentials'
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

async function labelsOf(conversation: Conversation) {
  await conversation.load('labels')
  return conversation.labels.map((label) => label.name).sort()
}

const count = (query: any) =>
  query
    .count('* as n')
    .first()
    .then((row: any) => Number(row?.$extras.n))

test.group('Inbox labels', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('every label route: guests log in, clients and visitors get 404, forged requests change nothing', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const person = await UserFactory.create()
    const { token } = await startChat(client)
    const thread = await newestThread()
    const label = await ConversationLabel.create({ name: 'Pricing', colour: 'blue' })
    const routes: [string, string, Record<string, unknown>][] = [
      ['get', '/inbox/labels', {}],
      ['post', '/inbox/labels', { name: 'Bug', colour: 'red' }],
      ['put', `/inbox/labels/${label.id}`, { name: 'Prices', colour: 'green' }],
      ['delete', `/inbox/labels/${label.id}`, {}],
      ['put', `/inbox/${thread.id}/labels`, { labelIds: [label.id] }],
    ]
    for (const [method, url, body] of routes) {
      const guest = await (client as any)[method](url).withCsrfToken().json(body).redirects(0)
      guest.assertStatus(302)
      guest.assertHeader('location', '/login')
      const refused = await (client as any)
        [method](url)
        .loginAs(person)
        .withCsrfToken()
        .accept('json')
        .json(body)
        .redirects(0)
      refused.assertStatus(404)
      // The visitor's cookie is no account: sent to log in like a guest.
      const visitor = await (client as any)
        [method](url)
        .withCookie(COOKIE, token)
        .withCsrfToken()
        .json(body)
        .redirects(0)
      visitor.assertStatus(302)
      visitor.assertHeader('location', '/login')
      if (method !== 'get') {
        const forged = await (client as any)
          [method](url)
          .loginAs(staff)
          .accept('json')
          .json(body)
          .redirects(0)
        forged.assertStatus(403)
      }
    }
    await label.refresh()
    assert.equal(label.name, 'Pricing')
    assert.isNull(await ConversationLabel.findBy('name', 'Bug'))
    assert.deepEqual(await labelsOf(thread), [])
  })

  test('staff add, rename, recolour and delete labels; bad input is a message beside the field', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const page = await client.get('/inbox/labels').loginAs(staff).withInertia()
    page.assertInertiaComponent('inbox/labels')
    assert.deepEqual(page.inertiaProps.labels, [])

    const created = await client
      .post('/inbox/labels')
      .loginAs(staff)
      .withCsrfToken()
      .form({ name: 'Pricing', colour: 'blue' })
      .redirects(0)
    created.assertStatus(302)
    created.assertHeader('location', '/inbox/labels')
    const label = await ConversationLabel.findByOrFail('name', 'Pricing')
    assert.equal(label.colour, 'blue')

    const bad: [Record<string, unknown>, string, string][] = [
      [{ name: 'Bug', colour: 'magenta' }, 'colour', 'Choose a colour from the list.'],
      [{ name: '   ', colour: 'red' }, 'name', 'This field is required.'],
      [{ name: 'x'.repeat(41), colour: 'red' }, 'name', 'Must not exceed 40 characters.'],
      [{ name: 'PRICING', colour: 'red' }, 'name', 'A label with this name already exists.'],
      [{ name: 'Bug' }, 'colour', 'Choose a colour from the list.'],
    ]
    for (const [body, field, message] of bad) {
      const refused = await client
        .post('/inbox/labels')
        .loginAs(staff)
        .withCsrfToken()
        .accept('json')
        .json(body)
      refused.assertStatus(422)
      const errors = refused.body().errors as { field: string; message: string }[]
      assert.deepInclude(
        errors.map((error) => ({ field: error.field, message: error.message })),
        { field, message },
        JSON.stringify(body)
      )
    }
    // The page shows it beside the field, in the person's language.
    const slovak = await client
      .post('/inbox/labels')
      .loginAs(staff)
      .withCsrfToken()
      .header('accept-language', 'sk')
      .accept('json')
      .json({ name: 'Chyba', colour: 'magenta' })
    assert.equal(slovak.body().errors[0].message, 'Vyberte farbu zo zoznamu.')
    assert.equal(await count(ConversationLabel.query()), 1)

    await client
      .put(`/inbox/labels/${label.id}`)
      .loginAs(staff)
      .withCsrfToken()
      .form({ name: 'Prices', colour: 'green' })
    await label.refresh()
    assert.equal(label.name, 'Prices')
    assert.equal(label.colour, 'green')
    // Its own name again (in another case) is no clash with itself.
    const same = await client
      .put(`/inbox/labels/${label.id}`)
      .loginAs(staff)
      .withCsrfToken()
      .accept('json')
      .json({ name: 'PRICES', colour: 'green' })
      .redirects(0)
    same.assertStatus(302)

    const missing = await client
      .delete('/inbox/labels/999999999')
      .loginAs(staff)
      .withCsrfToken()
      .accept('json')
    missing.assertStatus(404)

    // Deleting it takes it off the conversations.
    await startChat(client)
    const thread = await newestThread()
    await client
      .put(`/inbox/${thread.id}/labels`)
      .loginAs(staff)
      .withCsrfToken()
      .json({ labelIds: [label.id] })
    assert.deepEqual(await labelsOf(thread), ['PRICES'])
    await client.delete(`/inbox/labels/${label.id}`).loginAs(staff).withCsrfToken()
    assert.isNull(await ConversationLabel.find(label.id))
    assert.deepEqual(await labelsOf(thread), [])
  })

  test('labels on a conversation: set from the panel, shown in the list, filtered, live for the team', async ({
    client,
    assert,
    cleanup,
  }) => {
    const sent = recordBroadcasts(cleanup)
    const staff = await UserFactory.apply('staff').create()
    const pricing = await ConversationLabel.create({ name: 'Pricing', colour: 'blue' })
    const bug = await ConversationLabel.create({ name: 'Bug', colour: 'red' })
    await startChat(client, 'How much is an app?')
    const priced = await newestThread()
    limiter.clear()
    await startChat(client, 'The login page is broken')
    const broken = await newestThread()

    sent.length = 0
    const set = await client
      .put(`/inbox/${priced.id}/labels`)
      .loginAs(staff)
      .withCsrfToken()
      .header('referer', `/inbox/${priced.id}`)
      .json({ labelIds: [pricing.id, bug.id, pricing.id] })
      .redirects(0)
    set.assertStatus(302)
    set.assertHeader('location', `/inbox/${priced.id}`)
    assert.deepEqual(await labelsOf(priced), ['Bug', 'Pricing'])
    await client
      .put(`/inbox/${priced.id}/labels`)
      .loginAs(staff)
      .withCsrfToken()
      .json({ labelIds: [pricing.id] })
    assert.deepEqual(await labelsOf(priced), ['Pricing'])
    await client
      .put(`/inbox/${broken.id}/labels`)
      .loginAs(staff)
      .withCsrfToken()
      .json({ labelIds: [bug.id] })

    // Live: the staff channel hears the row with its labels, the visitor's channel nothing.
    const updates = sent.filter((entry) => entry.event === 'inbox.updated')
    assert.isAbove(updates.length, 0)
    assert.deepEqual(
      updates
        .find((entry) => entry.payload.item.id === priced.id)!
        .payload.item.labels.map((label: any) => label.name),
      ['Bug', 'Pricing']
    )
    assert.isFalse(sent.some((entry) => entry.channel.startsWith('private-conversation.')))

    // Unknown labels and too many: refused with the field's message, nothing changes.
    const unknown = await client
      .put(`/inbox/${priced.id}/labels`)
      .loginAs(staff)
      .withCsrfToken()
      .accept('json')
      .json({ labelIds: [999_999] })
    unknown.assertStatus(422)
    assert.equal(unknown.body().errors[0].message, 'Choose labels from the list.')
    assert.deepEqual(await labelsOf(priced), ['Pricing'])

    // The list shows each row's labels and narrows to one label, beside the other filters.
    const list = await client.get('/inbox').loginAs(staff).withInertia()
    const rows = list.inertiaProps.items.data as any[]
    assert.deepEqual(rows.find((row) => row.id === priced.id).labels, [
      { id: pricing.id, name: 'Pricing', colour: 'blue' },
    ])
    assert.deepEqual(
      list.inertiaProps.labels.map((label: any) => label.name),
      ['Bug', 'Pricing']
    )
    const filtered = await client
      .get('/inbox')
      .qs({ label: bug.id, sort: 'recent' })
      .loginAs(staff)
      .withInertia()
    assert.deepEqual(
      filtered.inertiaProps.items.data.map((row: any) => row.id),
      [broken.id]
    )
    assert.equal(filtered.inertiaProps.filters.label, bug.id)
    const withSearch = await client
      .get('/inbox')
      .qs({ label: bug.id, q: 'how much' })
      .loginAs(staff)
      .withInertia()
    assert.lengthOf(withSearch.inertiaProps.items.data, 0)
    const junk = await client.get('/inbox').qs({ label: 'abc' }).loginAs(staff).withInertia()
    assert.equal(junk.inertiaProps.filters.label, 0)
    assert.lengthOf(junk.inertiaProps.items.data, 2)

    // The conversation page has its labels and the team's list to choose from.
    const show = await client.get(`/inbox/${priced.id}`).loginAs(staff).withInertia()
    assert.deepEqual(
      show.inertiaProps.conversation.labels.map((label: any) => label.name),
      ['Pricing']
    )
    assert.lengthOf(show.inertiaProps.labels, 2)
  })

  test('a label stays with the person from visitor to client, and never reaches them', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const vip = await ConversationLabel.create({ name: 'Secret VIP', colour: 'purple' })
    const { token } = await startChat(client)
    const thread = await newestThread()
    await client
      .put(`/inbox/${thread.id}/labels`)
      .loginAs(staff)
      .withCsrfToken()
      .json({ labelIds: [vip.id] })

    // As a visitor: the panel's data has no label.
    const panel = await client.get('/chat/conversation').withCookie(COOKIE, token).accept('json')
    panel.assertStatus(200)
    assert.notInclude(JSON.stringify(panel.body()), 'Secret VIP')
    assert.notProperty(panel.body().data.conversation, 'labels')

    // Signing in carries the conversation over; the label is still on it.
    const user = await UserFactory.merge({ fullName: 'Eva Client' }).create()
    await client
      .post('/login')
      .withCookie(COOKIE, token)
      .withCsrfToken()
      .form({ email: user.email, password: PASSWORD })
      .redirects(0)
    await thread.refresh()
    assert.equal(thread.userId, user.id)
    assert.deepEqual(await labelsOf(thread), ['Secret VIP'])
    const row = await client.get('/inbox').qs({ label: vip.id }).loginAs(staff).withInertia()
    assert.deepEqual(
      row.inertiaProps.items.data.map((item: any) => [item.id, item.client?.id]),
      [[thread.id, user.id]]
    )

    // As the client: their page's data has no label either.
    const page = await client.get(`/conversations/${thread.id}`).loginAs(user).withInertia()
    page.assertInertiaComponent('conversations/show')
    assert.notInclude(JSON.stringify(page.inertiaProps), 'Secret VIP')
    assert.notProperty(page.inertiaProps.conversation, 'labels')
    const dashboard = await client.get('/dashboard').loginAs(user).withInertia()
    assert.notInclude(JSON.stringify(dashboard.inertiaProps), 'Secret VIP')
  })
})
