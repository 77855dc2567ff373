import { test } from '@japa/runner'
import { createHmac } from 'node:crypto'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'
import realtimeConfig from '#config/realtime'
import emitter from '@adonisjs/core/services/emitter'

const socketId = '1234.5678'
const expectedAuth = (channel: string, channelData: string) =>
  `${realtimeConfig.key}:${createHmac('sha256', realtimeConfig.secret).update(`${socketId}:${channel}:${channelData}`).digest('hex')}`

test.group('POST /broadcasting/auth', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a guest gets 401 with a JSON message', async ({ client, assert }) => {
    const response = await client
      .post('/broadcasting/auth')
      .withCsrfToken()
      .form({ socket_id: socketId, channel_name: 'private-user.1' })
    response.assertStatus(401)
    assert.isString(response.body().message)
  })

  test('a user may join their own private channel, bound to them', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const channel = `private-user.${user.id}`
    const response = await client
      .post('/broadcasting/auth')
      .loginAs(user)
      .withCsrfToken()
      .form({ socket_id: socketId, channel_name: channel })
    response.assertStatus(200)
    const { auth, channel_data: channelData } = response.body()
    assert.equal(auth, expectedAuth(channel, channelData))
    assert.equal(JSON.parse(channelData).user_id, String(user.id))
  })

  test('an authorisation keeps the flash messages meant for the page that follows', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await client
      .post('/broadcasting/auth')
      .loginAs(user)
      .withCsrfToken()
      .withFlashMessages({ success: 'Project deleted.' })
      .form({ socket_id: socketId, channel_name: `private-user.${user.id}` })
    response.assertStatus(200)
    assert.equal(response.flashMessages().success, 'Project deleted.')
  })

  test("a user is refused another user's channel with 403", async ({ client, assert }) => {
    const [user, other] = [await UserFactory.create(), await UserFactory.create()]
    const response = await client
      .post('/broadcasting/auth')
      .loginAs(user)
      .withCsrfToken()
      .form({ socket_id: socketId, channel_name: `private-user.${other.id}` })
    response.assertStatus(403)
    assert.equal(response.body().message, 'You do not have access to this channel.')
  })

  test('channels without a rule and malformed requests are refused', async ({ client }) => {
    const user = await UserFactory.create()
    const unknown = await client
      .post('/broadcasting/auth')
      .loginAs(user)
      .withCsrfToken()
      .form({ socket_id: socketId, channel_name: 'private-secrets' })
    unknown.assertStatus(403)
    const malformed = await client
      .post('/broadcasting/auth')
      .loginAs(user)
      .withCsrfToken()
      .form({ socket_id: 'not a socket', channel_name: `private-user.${user.id}` })
    malformed.assertStatus(400)
  })

  test('the CSRF token is required', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .post('/broadcasting/auth')
      .loginAs(user)
      .accept('json')
      .form({ socket_id: socketId, channel_name: `private-user.${user.id}` })
    response.assertStatus(403)
    assert.deepEqual(response.body(), {
      message: 'This page has expired. Please reload it and try again.',
    })
  })
  test('refused for a stale token right after an account was deleted: the session is not written, so the next page keeps its message', async ({
    client,
    assert,
  }) => {
    // The deleted account's page still holds the old session's token when pusher-js asks again
    // with the new session's cookie: a write would store the session without its flash messages.
    const committed: unknown[] = []
    const listener = (event: unknown) => committed.push(event)
    emitter.on('session:committed', listener)
    try {
      const response = await client
        .post('/broadcasting/auth')
        .header('X-CSRF-TOKEN', 'the-token-of-the-page-before')
        .withFlashMessages({ success: 'Your account has been deleted.' })
        .accept('json')
        .form({ socket_id: socketId, channel_name: 'private-user.1' })
      response.assertStatus(403)
      assert.isUndefined(response.header('set-cookie'))
    } finally {
      emitter.off('session:committed', listener)
    }
    assert.lengthOf(committed, 0)
  })
  test('refused with the cookie of a session that no longer exists: the answer sets no cookie', async ({
    client,
    assert,
  }) => {
    // pusher-js asked before the deletion's redirect arrived, with the deleted session's cookie:
    // the refusal must not send that session's cookie back over the new one.
    const response = await client
      .post('/broadcasting/auth')
      .cookie('session', 'a-session-the-store-no-longer-has')
      .header('X-CSRF-TOKEN', 'the-token-of-the-page-before')
      .accept('json')
      .form({ socket_id: socketId, channel_name: 'private-user.1' })
    response.assertStatus(403)
    assert.isUndefined(response.header('set-cookie'))
  })
})
