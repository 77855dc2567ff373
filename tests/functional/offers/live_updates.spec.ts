import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import { Broadcaster } from '#realtime/broadcaster'
import { UserFactory } from '#database/factories/user_factory'
import { OfferFactory } from '#database/factories/offer_factory'

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

test.group('Offers: what staff hear live', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an open reaches every staff member, and nobody else', async ({
    client,
    assert,
    cleanup,
  }) => {
    const sent = recordBroadcasts(cleanup)
    const [anna, ben] = await UserFactory.apply('staff').createMany(2)
    const customer = await UserFactory.create()
    const offer = await OfferFactory.apply('sent').create()

    // A mail client's fetch: one without an agent is a machine's (mail_fetch_signatures.ts).
    await client.get(`/track/${offer.trackingToken}.gif`).header('User-Agent', 'Thunderbird/128.0')
    const updates = sent.filter((entry) => entry.event === 'offer.updated')
    assert.sameMembers(
      updates.map((entry) => entry.channel),
      [`private-user.${anna.id}`, `private-user.${ben.id}`]
    )
    assert.notInclude(
      sent.map((entry) => entry.channel),
      `private-user.${customer.id}`
    )
    assert.equal(updates[0].payload.offer.id, offer.id)
    assert.equal(updates[0].payload.offer.status, 'opened')
    assert.notProperty(updates[0].payload.offer, 'trackingToken')

    // An unknown token announces nothing.
    sent.length = 0
    await client.get(`/track/${'Z'.repeat(43)}.gif`)
    assert.lengthOf(sent, 0)
  })

  test('an answer: the pages reload, and a toast in each staff member’s language', async ({
    client,
    assert,
    cleanup,
  }) => {
    const sent = recordBroadcasts(cleanup)
    const anna = await UserFactory.apply('staff').merge({ locale: 'de' }).create()
    const ben = await UserFactory.apply('staff').merge({ locale: 'sk' }).create()
    const offer = await OfferFactory.apply('opened')
      .merge({ email: 'eva@example.com', subject: 'Web' })
      .create()

    await client
      .post(`/offer/${offer.viewToken}/answer`)
      .withCsrfToken()
      .form({ answer: 'not_now' })

    const notices = Object.fromEntries(
      sent
        .filter((entry) => entry.event === 'notice')
        .map((entry) => [entry.channel, entry.payload.message])
    )
    assert.deepEqual(notices, {
      [`private-user.${anna.id}`]:
        'eva@example.com hat auf Ihr Angebot „Web“ geantwortet: Jetzt nicht',
      [`private-user.${ben.id}`]: 'eva@example.com odpovedal(a) na vašu ponuku „Web“: Teraz nie',
    })
    const responded = sent.filter((entry) => entry.event === 'offer.responded')
    assert.lengthOf(responded, 2)
    assert.equal(responded[0].payload.offer.answer, 'not_now')
  })
})
