import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import PushSubscription from '#models/push_subscription'
import type User from '#models/user'
import webPushConfig from '#config/web_push'
import { pushToUser } from '#services/web_push'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'
import {
  decryptPush,
  startPushEndpoint,
  verifyVapid,
  type PushEndpoint,
} from '#tests/helpers/push_endpoint'

/*
| Web push as a push service sees it (issue 25): a local endpoint records what the app sends;
| the payload is decrypted with the keys the "browser" kept, the VAPID signature verified with
| the app's public key. Subscriptions are made through the app's own route, as the page does.
*/
let endpoint: PushEndpoint

async function subscribeAs(client: ApiClient, user: User) {
  const device = endpoint.browser()
  const response = await client
    .post('/push/subscriptions')
    .loginAs(user)
    .withCsrfToken()
    .accept('json')
    .header('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36')
    .json(device.subscription)
  response.assertStatus(200)
  return device
}

const payload = { title: 'New reply', body: 'Looks good to me', url: '/projects/7', tag: 'p-7' }

test.group('Web push: delivery', (group) => {
  group.setup(async () => {
    endpoint = await startPushEndpoint()
    webPushConfig.extraEndpointOrigins.push(endpoint.origin)
    return async () => {
      webPushConfig.extraEndpointOrigins.splice(
        webPushConfig.extraEndpointOrigins.indexOf(endpoint.origin),
        1
      )
      await endpoint.close()
    }
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the payload arrives encrypted for the device and signed with the app VAPID key', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const device = await subscribeAs(client, user)

    await pushToUser(user.id, payload)

    const [request] = endpoint.to(device.path)
    assert.exists(request, 'the push service received nothing')
    assert.equal(request.headers['content-encoding'], 'aes128gcm')
    assert.equal(request.headers.ttl, String(webPushConfig.ttl))
    assert.match(String(request.headers.topic), /^[\w-]{1,32}$/)
    assert.notInclude(request.body.toString('latin1'), 'Looks good', 'the body is not plain text')
    assert.deepEqual(decryptPush(request, device), payload)

    const vapid = verifyVapid(request.headers.authorization)
    assert.equal(vapid.alg, 'ES256')
    assert.equal(vapid.key, webPushConfig.publicKey)
    assert.equal(vapid.claims.aud, endpoint.origin)
    assert.equal(vapid.claims.sub, webPushConfig.subject)
    assert.isAbove(vapid.claims.exp, Date.now() / 1000)

    const stored = await PushSubscription.findByOrFail('endpoint', device.subscription.endpoint)
    assert.isNotNull(stored.lastSuccessAt)
  })

  test('every device of the user gets it; another user subscribed elsewhere never does', async ({
    client,
    assert,
  }) => {
    const [user, other] = await UserFactory.createMany(2)
    const phone = await subscribeAs(client, user)
    const laptop = await subscribeAs(client, user)
    const others = await subscribeAs(client, other)

    await pushToUser(user.id, payload)

    assert.deepEqual(decryptPush(endpoint.to(phone.path)[0], phone), payload)
    assert.deepEqual(decryptPush(endpoint.to(laptop.path)[0], laptop), payload)
    assert.lengthOf(endpoint.to(others.path), 0)
  })

  test('a subscription the push service calls gone (410, 404) is removed; a 500 keeps it', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const gone = await subscribeAs(client, user)
    const missing = await subscribeAs(client, user)
    const failing = await subscribeAs(client, user)
    endpoint.answer(gone.path, 410)
    endpoint.answer(missing.path, 404)
    endpoint.answer(failing.path, 500)

    await pushToUser(user.id, payload)

    const left = await PushSubscription.query().where('user_id', user.id)
    assert.deepEqual(
      left.map((row) => row.endpoint),
      [failing.subscription.endpoint]
    )
    assert.isNull(left[0].lastSuccessAt)
    assert.lengthOf(endpoint.to(failing.path), 1)
  })

  test('a new chat message reaches the other members who turned push on, not its author', async ({
    client,
    assert,
  }) => {
    const [author, reader, silent] = await UserFactory.createMany(3)
    reader.locale = 'de'
    await reader.save()
    const project = await projectWith(author, [
      [reader, 'member'],
      [silent, 'member'],
    ])
    const authorDevice = await subscribeAs(client, author)
    const readerDevice = await subscribeAs(client, reader)

    const response = await client
      .post(`/projects/${project.id}/messages`)
      .loginAs(author)
      .withCsrfToken()
      .accept('json')
      .json({ text: 'The build is ready for testing' })
    response.assertStatus(201)

    assert.lengthOf(endpoint.to(authorDevice.path), 0)
    const [request] = endpoint.to(readerDevice.path)
    // Through the notifications service: the bell's sentence in the reader's language, the
    // notification's own link (it marks it read and opens the message), one tag per project.
    const { url, ...words } = decryptPush(request, readerDevice) as Record<string, string>
    assert.deepEqual(words, {
      title: `Neue Nachricht in ${project.name}`,
      body: 'The build is ready for testing',
      tag: `project.message:project:${project.id}`,
    })
    assert.match(url, /^\/notifications\/\d+$/)
  })
})
