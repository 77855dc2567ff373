import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import type Offer from '#models/offer'
import OfferEvent from '#models/offer_event'
import { UserFactory } from '#database/factories/user_factory'
import { OfferFactory } from '#database/factories/offer_factory'

/*
| Opens that mean something (DESIGN.md "Offers"): the first fetch of the tracking image by a
| person is the open, later ones are views, and the machines that fetch every image of every
| message (mail-privacy proxies, link scanners, gateways right after delivery) are shown as
| "fetched by a mail proxy" and never open an offer or raise the open rate.
*/
const THUNDERBIRD = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Thunderbird/128.0'
const GMAIL_PROXY =
  'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)'
// Apple Mail Privacy Protection: a bare agent, from Apple's network.
const APPLE_PRIVACY = 'Mozilla/5.0'

const fetchImage = (client: any, offer: Offer, userAgent: string) =>
  client.get(`/track/${offer.trackingToken}.gif`).header('User-Agent', userAgent)

test.group('Offers: opens, views and mail proxies', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the first fetch by a person opens the offer', async ({ client, assert }) => {
    const offer = await OfferFactory.apply('sent').create()
    const response = await fetchImage(client, offer, THUNDERBIRD)
    assert.equal(response.header('content-type'), 'image/gif')
    await offer.refresh()
    assert.equal(offer.status, 'opened')
    assert.isNotNull(offer.openedAt)
    assert.equal(offer.viewsCount, 0)
    assert.equal(offer.proxyFetchesCount, 0)
  })

  test('a second fetch is a view: counted, and the open stays when it was', async ({
    client,
    assert,
  }) => {
    const offer = await OfferFactory.apply('sent').create()
    await fetchImage(client, offer, THUNDERBIRD)
    await offer.refresh()
    const openedAt = offer.openedAt!.toISO()
    // The open an hour ago: a view now must not move it.
    offer.openedAt = offer.openedAt!.minus({ hours: 1 })
    await offer.save()
    const firstOpen = offer.openedAt!.toISO()
    assert.notEqual(firstOpen, openedAt)

    await fetchImage(client, offer, THUNDERBIRD)
    await fetchImage(client, offer, THUNDERBIRD)
    await offer.refresh()
    assert.equal(offer.status, 'opened')
    assert.equal(offer.openedAt!.toISO(), firstOpen)
    assert.equal(offer.viewsCount, 2)
    assert.isNotNull(offer.lastViewedAt)
    const types = await OfferEvent.query().where('offer_id', offer.id).select('type')
    assert.deepEqual(
      types.map((event) => event.type),
      ['opened']
    )
  })

  test("Gmail's image proxy is a mail proxy: the offer stays not opened", async ({
    client,
    assert,
  }) => {
    const offer = await OfferFactory.apply('sent').create()
    await fetchImage(client, offer, GMAIL_PROXY)
    await fetchImage(client, offer, GMAIL_PROXY)
    await offer.refresh()
    assert.equal(offer.status, 'sent')
    assert.isNull(offer.openedAt)
    assert.equal(offer.viewsCount, 0)
    assert.equal(offer.proxyFetchesCount, 2)
    assert.isNotNull(offer.lastProxyFetchAt)
    const events = await OfferEvent.query().where('offer_id', offer.id)
    assert.deepEqual(
      events.map((event) => [event.type, event.detail]),
      [['proxy_fetched', 'gmail']]
    )
  })

  test('Apple Mail Privacy Protection (a bare agent) is a mail proxy', async ({
    client,
    assert,
  }) => {
    const offer = await OfferFactory.apply('sent').create()
    await fetchImage(client, offer, APPLE_PRIVACY)
    await offer.refresh()
    assert.equal(offer.status, 'sent')
    assert.isNull(offer.openedAt)
    assert.equal(offer.proxyFetchesCount, 1)
    const events = await OfferEvent.query().where('offer_id', offer.id)
    assert.deepEqual(
      events.map((event) => [event.type, event.detail]),
      [['proxy_fetched', 'apple']]
    )
  })

  test('scanners, a missing agent and a fetch seconds after delivery open nothing', async ({
    client,
    assert,
  }) => {
    const offer = await OfferFactory.apply('sent').create()
    for (const agent of [
      'YahooMailProxy; https://help.yahoo.com/kb/yahoo-mail-proxy-SLN28749.html',
      'Mozilla/4.0 (compatible; ms-office; MSOffice 16)',
      'Barracuda Sentinel (EE)',
      'python-requests/2.32',
      '',
    ]) {
      await fetchImage(client, offer, agent)
    }
    const justDelivered = await OfferFactory.apply('sent').create()
    justDelivered.deliveredAt = DateTime.now()
    await justDelivered.save()
    await fetchImage(client, justDelivered, THUNDERBIRD)

    await offer.refresh()
    await justDelivered.refresh()
    assert.equal(offer.status, 'sent')
    assert.equal(offer.proxyFetchesCount, 5)
    assert.equal(justDelivered.status, 'sent')
    assert.equal(justDelivered.proxyFetchesCount, 1)
    const kinds = await OfferEvent.query()
      .whereIn('offer_id', [offer.id, justDelivered.id])
      .orderBy('id')
    assert.deepEqual(
      kinds.map((event) => event.detail),
      ['yahoo', 'scanner', 'early']
    )
  })

  test('a person opening after a proxy fetched it still opens it', async ({ client, assert }) => {
    const offer = await OfferFactory.apply('sent').create()
    await fetchImage(client, offer, GMAIL_PROXY)
    await fetchImage(client, offer, THUNDERBIRD)
    await offer.refresh()
    assert.equal(offer.status, 'opened')
    assert.equal(offer.proxyFetchesCount, 1)
    assert.equal(offer.viewsCount, 0)
  })

  test('an unknown token still gets the image and changes nothing', async ({ client, assert }) => {
    const offer = await OfferFactory.apply('sent').create()
    const response = await client
      .get(`/track/${'B'.repeat(43)}.gif`)
      .header('User-Agent', THUNDERBIRD)
    assert.equal(response.status(), 200)
    assert.equal(response.header('content-type'), 'image/gif')
    await offer.refresh()
    assert.equal(offer.status, 'sent')
    assert.equal(offer.proxyFetchesCount + offer.viewsCount, 0)
    assert.lengthOf(await OfferEvent.query().where('offer_id', offer.id), 0)
  })

  test('the open rate counts people, not mail proxies', async ({ client, assert }) => {
    const staff = await UserFactory.apply('staff').create()
    const [byPerson, byGmail, byApple, unread] = await OfferFactory.apply('sent').createMany(4)
    await fetchImage(client, byPerson, THUNDERBIRD)
    await fetchImage(client, byGmail, GMAIL_PROXY)
    await fetchImage(client, byApple, APPLE_PRIVACY)
    assert.isDefined(unread)

    const response = await client.get('/offers').loginAs(staff).withInertia()
    response.assertStatus(200)
    const { statistics } = response.inertiaProps as any
    assert.equal(statistics.sent, 4)
    assert.equal(statistics.opened, 1)
    assert.equal(statistics.openRate, 0.25)
  })

  test("the offer's page shows the open, the views and the mail proxy", async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const offer = await OfferFactory.apply('sent').create()
    await fetchImage(client, offer, APPLE_PRIVACY)
    await fetchImage(client, offer, THUNDERBIRD)
    for (let view = 0; view < 3; view++) await fetchImage(client, offer, THUNDERBIRD)

    const response = await client.get(`/offers/${offer.id}`).loginAs(staff).withInertia()
    response.assertStatus(200)
    const props = response.inertiaProps as any
    assert.equal(props.offer.status, 'opened')
    assert.isString(props.offer.openedAt)
    assert.equal(props.offer.viewsCount, 3)
    assert.isString(props.offer.lastViewedAt)
    assert.equal(props.offer.proxyFetchesCount, 1)
    assert.isString(props.offer.lastProxyFetchAt)
    assert.deepEqual(
      props.events.map((event: any) => [event.type, event.detail]),
      [
        ['proxy_fetched', 'apple'],
        ['opened', null],
      ]
    )
  })
})
