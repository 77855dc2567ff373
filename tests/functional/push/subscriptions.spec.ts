import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import PushSubscription from '#models/push_subscription'
import type User from '#models/user'
import webPushConfig from '#config/web_push'
import { endpointFingerprint } from '#actions/push/subscriptions'
import { UserFactory } from '#database/factories/user_factory'

/*
| Who may turn push on or off for which browser (issue 25): only the signed-in user, only their
| own subscriptions, with the CSRF token; an endpoint outside the browsers' push services is
| refused with a translated message, never stored, so the server never posts elsewhere.
*/
const FCM = 'https://fcm.googleapis.com/fcm/send/'
let next = 0

function subscriptionJson(endpoint = `${FCM}device-${++next}`) {
  return {
    endpoint,
    keys: {
      p256dh: Buffer.alloc(65, next % 250).toString('base64url'),
      auth: Buffer.alloc(16, 7).toString('base64url'),
    },
  }
}

async function stored(user: User, endpoint = `${FCM}stored-${++next}`) {
  return PushSubscription.create({
    userId: user.id,
    endpoint,
    publicKey: Buffer.alloc(65, 4).toString('base64url'),
    authSecret: Buffer.alloc(16, 5).toString('base64url'),
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1',
  })
}

test.group('Web push: subscriptions', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a signed-in user turns push on and off for this browser', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const body = subscriptionJson()
    const on = await client
      .post('/push/subscriptions')
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
      .json(body)
    on.assertStatus(200)
    assert.equal(on.body().data.fingerprint, endpointFingerprint(body.endpoint))
    assert.notProperty(on.body().data, 'endpoint')
    const row = await PushSubscription.findByOrFail('endpoint', body.endpoint)
    assert.equal(row.userId, user.id)
    assert.equal(row.publicKey, body.keys.p256dh)

    // The same browser again (keys refreshed) is still one device.
    await client.post('/push/subscriptions').loginAs(user).withCsrfToken().json(body)
    assert.lengthOf(await PushSubscription.query().where('user_id', user.id), 1)

    const off = await client
      .delete('/push/subscriptions')
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
      .json({ endpoint: body.endpoint })
    off.assertStatus(204)
    assert.isNull(await PushSubscription.findBy('endpoint', body.endpoint))
  })

  test('guests and requests without the CSRF token change nothing', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const mine = await stored(user)

    const guest = await client
      .post('/push/subscriptions')
      .withCsrfToken()
      .accept('json')
      .json(subscriptionJson())
    assert.equal(guest.status(), 401)
    const guestOff = await client
      .delete('/push/subscriptions')
      .withCsrfToken()
      .accept('json')
      .json({ endpoint: mine.endpoint })
    assert.equal(guestOff.status(), 401)
    const guestRemove = await client
      .delete(`/push/subscriptions/${mine.id}`)
      .withCsrfToken()
      .accept('json')
    assert.equal(guestRemove.status(), 401)

    const forged = await client
      .post('/push/subscriptions')
      .loginAs(user)
      .accept('json')
      .json(subscriptionJson())
    assert.equal(forged.status(), 403)
    const forgedRemove = await client
      .delete(`/push/subscriptions/${mine.id}`)
      .loginAs(user)
      .accept('json')
    assert.equal(forgedRemove.status(), 403)

    assert.deepEqual(
      (await PushSubscription.query().where('user_id', user.id)).map((row) => row.id),
      [mine.id]
    )
  })

  test('nobody can remove or turn off another user device', async ({ client, assert }) => {
    const [owner, intruder] = await UserFactory.createMany(2)
    const theirs = await stored(owner)

    const byId = await client
      .delete(`/push/subscriptions/${theirs.id}`)
      .loginAs(intruder)
      .withCsrfToken()
      .accept('json')
    byId.assertStatus(404)
    const byEndpoint = await client
      .delete('/push/subscriptions')
      .loginAs(intruder)
      .withCsrfToken()
      .accept('json')
      .json({ endpoint: theirs.endpoint })
    byEndpoint.assertStatus(204)
    const huge = await client
      .delete('/push/subscriptions/99999999999')
      .loginAs(intruder)
      .withCsrfToken()
      .accept('json')
    huge.assertStatus(404)

    const still = await PushSubscription.findOrFail(theirs.id)
    assert.equal(still.userId, owner.id)
  })

  test('the owner removes another of their devices from settings', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const phone = await stored(user)
    const response = await client
      .delete(`/push/subscriptions/${phone.id}`)
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/settings/notifications')
    response.assertFlashMessage('success', 'The device will no longer get notifications.')
    assert.isNull(await PushSubscription.find(phone.id))
  })

  test('an endpoint outside the push services or malformed keys are refused, translated', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge({ locale: 'sk' }).create()
    for (const endpoint of [
      'http://127.0.0.1:6379/',
      'https://169.254.169.254/latest/meta-data',
      'https://fcm.googleapis.com.evil.example/send/x',
      'https://fcm.googleapis.com:8443/send/x',
      'javascript:alert(1)',
    ]) {
      const response = await client
        .post('/push/subscriptions')
        .loginAs(user)
        .withCsrfToken()
        .header('X-Locale', 'sk')
        .accept('json')
        .json(subscriptionJson(endpoint))
      response.assertStatus(422)
      const [error] = response.body().errors
      assert.equal(error.field, 'endpoint')
      assert.equal(error.message, 'Toto nie je adresa služby upozornení prehliadača.')
    }
    const badKeys = await client
      .post('/push/subscriptions')
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
      .json({ endpoint: `${FCM}x`, keys: { p256dh: 'short', auth: '<script>' } })
    badKeys.assertStatus(422)
    assert.lengthOf(await PushSubscription.query().where('user_id', user.id), 0)
  })

  test('settings list the user devices by fingerprint, never an endpoint or a key', async ({
    client,
    assert,
  }) => {
    const [user, other] = await UserFactory.createMany(2)
    const phone = await stored(user)
    await stored(other)
    const page = await client.get('/settings/notifications').loginAs(user).withInertia()
    page.assertInertiaComponent('settings/notifications')
    const devices = page.inertiaProps.pushDevices as Record<string, unknown>[]
    assert.deepEqual(
      devices.map((device) => [device.id, device.os, device.kind]),
      [[phone.id, 'iOS', 'phone']]
    )
    assert.equal(devices[0].fingerprint, endpointFingerprint(phone.endpoint))
    const html = JSON.stringify(page.inertiaProps)
    assert.notInclude(html, phone.endpoint)
    assert.notInclude(html, phone.authSecret)
    assert.notInclude(html, webPushConfig.privateKey!)
    assert.equal(
      (page.inertiaProps.webPush as { publicKey: string }).publicKey,
      webPushConfig.publicKey
    )

    const guest = await client.get('/').withInertia()
    assert.isNull((guest.inertiaProps.webPush as { publicKey: null }).publicKey)
  })
})
