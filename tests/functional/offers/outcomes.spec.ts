import Offer from '#models/offer'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import { UserFactory } from '#database/factories/user_factory'
import { OfferFactory } from '#database/factories/offer_factory'

/*
| The staff's list leads with what came of each offer: the outcome on every row (Interested,
| Not now, answered another way, no answer yet; none for a draft), a filter by it beside the
| status and the search, and the acceptance rate with this month's accepted value in the
| statistics. Only staff see any of it.
*/
test.group('Offers: outcomes in the staff list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function mix() {
    const tag = `outcomes-${Date.now()}`
    await OfferFactory.merge({ subject: `${tag} draft` }).create()
    await OfferFactory.apply('sent')
      .merge({ subject: `${tag} waiting` })
      .create()
    await OfferFactory.apply('opened')
      .merge({ subject: `${tag} opened` })
      .create()
    await OfferFactory.apply('responded')
      .merge({ subject: `${tag} interested`, answerMessage: 'Call me, please.' })
      .create()
    // The factory's "responded" answers "Interested"; these two answered otherwise.
    const notNow = await OfferFactory.apply('responded')
      .merge({ subject: `${tag} not now` })
      .create()
    await notNow.merge({ answer: 'not_now' }).save()
    const byPhone = await OfferFactory.apply('responded')
      .merge({ subject: `${tag} by phone` })
      .create()
    await byPhone.merge({ answer: null }).save()
    return tag
  }

  const subjects = (response: any) =>
    (response.inertiaProps.offers.data as { subject: string }[])
      .map((offer) => offer.subject)
      .sort()

  test('each row carries its outcome; the filter picks by it', async ({ client, assert }) => {
    const staff = await UserFactory.apply('staff').create()
    const tag = await mix()

    const all = await client.get('/offers').qs({ q: tag }).loginAs(staff).withInertia()
    all.assertStatus(200)
    const outcomes = Object.fromEntries(
      (all.inertiaProps as any).offers.data.map((offer: any) => [offer.subject, offer.outcome])
    )
    assert.deepEqual(outcomes, {
      [`${tag} draft`]: null,
      [`${tag} waiting`]: 'waiting',
      [`${tag} opened`]: 'waiting',
      [`${tag} interested`]: 'interested',
      [`${tag} not now`]: 'not_now',
      [`${tag} by phone`]: 'elsewhere',
    })
    // No offer has a price yet (line items bring one): the amount is there, empty.
    assert.isNull((all.inertiaProps as any).offers.data[0].amount)

    const pick = async (outcome: string) =>
      subjects(await client.get('/offers').qs({ q: tag, outcome }).loginAs(staff).withInertia())
    assert.deepEqual(await pick('interested'), [`${tag} interested`])
    assert.deepEqual(await pick('not_now'), [`${tag} not now`])
    assert.deepEqual(await pick('elsewhere'), [`${tag} by phone`])
    assert.deepEqual(await pick('waiting'), [`${tag} opened`, `${tag} waiting`])
    // Something unknown filters nothing, as the other filters do.
    assert.lengthOf(await pick('maybe'), 6)

    // Outcome and status together: answered "Interested" and still only "opened" is nothing.
    const both = await client
      .get('/offers')
      .qs({ q: tag, outcome: 'interested', status: 'opened' })
      .loginAs(staff)
      .withInertia()
    assert.deepEqual(subjects(both), [])
    assert.equal((both.inertiaProps as any).filters.outcome, 'interested')
  })

  test('the acceptance rate counts "Interested" over the offers sent', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const tag = await mix()
    // Accepted last month: counted in the rate, not in this month's value.
    const earlier = await OfferFactory.apply('responded')
      .merge({ subject: `${tag} last month` })
      .create()
    await earlier.merge({ respondedAt: DateTime.now().startOf('month').minus({ days: 3 }) }).save()

    const response = await client.get('/offers').qs({ q: tag }).loginAs(staff).withInertia()
    const statistics = (response.inertiaProps as any).statistics
    assert.equal(statistics.sent, 6)
    assert.equal(statistics.accepted, 2)
    assert.equal(statistics.acceptanceRate, 2 / 6)
    assert.equal(statistics.responseRate, 4 / 6)
    // No amounts: no value rather than a 0 € that would claim something.
    assert.deepEqual(statistics.acceptedValue, [])

    // A price on one accepted this month: its amount is the month's value, per currency.
    const accepted = await Offer.query()
      .where('subject', 'like', `${tag}%`)
      .where('answer', 'interested')
      .whereNot('id', earlier.id)
      .firstOrFail()
    await accepted.merge({ priceMinor: 120_000, currency: 'EUR' }).save()
    await earlier.merge({ priceMinor: 99_900, currency: 'EUR' }).save()
    const priced = await client.get('/offers').qs({ q: tag }).loginAs(staff).withInertia()
    assert.deepEqual((priced.inertiaProps as any).statistics.acceptedValue, [
      { minor: 120_000, currency: 'EUR' },
    ])
  })

  test('a client and a guest never get the list', async ({ client }) => {
    const user = await UserFactory.create()
    // The staff area does not exist for a client (the offers' route matrix: 404).
    ;(await client.get('/offers').qs({ outcome: 'interested' }).loginAs(user)).assertStatus(404)
    const guest = await client.get('/offers').qs({ outcome: 'interested' }).redirects(0)
    guest.assertStatus(302)
    guest.assertHeader('location', '/login')
  })
})
