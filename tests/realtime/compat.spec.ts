import { test } from '@japa/runner'
import Echo from 'laravel-echo'
import PusherJs from 'pusher-js'
import PusherServer from 'pusher'
import { APP, eventually, getJson, startNode } from './helpers.js'

// The Node build of pusher-js is CommonJS exporting the class itself, while its typings
// declare an ES default export: at run time the default import already is the class.
const Pusher = PusherJs as unknown as typeof PusherJs.default

type AuthCallback = (
  error: Error | null,
  data: { auth: string; channel_data?: string } | null
) => void

/**
 * Stands in for POST /broadcasting/auth: the official server SDK signs, as a
 * Laravel or Adonis back-end would.
 */
function authorizer(signer: PusherServer, userId: string, name = `User ${userId}`) {
  return {
    customHandler(
      { socketId, channelName }: { socketId: string; channelName: string },
      callback: AuthCallback
    ) {
      // Answer asynchronously, like the HTTP request it replaces.
      setImmediate(() => {
        if (channelName === 'private-forbidden') {
          return callback(null, { auth: `${APP.key}:${'0'.repeat(64)}` })
        }
        const member = { user_id: userId, user_info: { name } }
        const auth = channelName.startsWith('presence-')
          ? signer.authorizeChannel(socketId, channelName, member)
          : signer.authorizeChannel(socketId, channelName)
        callback(null, auth)
      })
    },
  }
}

function clientOptions(port: number) {
  return {
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'] as any,
    cluster: 'x',
    disableStats: true,
  }
}

function once<T = any>(bind: (handler: (value: T) => void) => void): Promise<T> {
  return new Promise((resolve) => bind(resolve))
}

test.group('Realtime compatibility | pusher-js', () => {
  test('private channel receives events triggered by the pusher SDK', async ({
    assert,
    cleanup,
  }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const server = new PusherServer({
      ...APP,
      host: '127.0.0.1',
      port: String(node.port),
      useTLS: false,
    })
    const client = new Pusher(APP.key, {
      ...clientOptions(node.port),
      channelAuthorization: authorizer(server, '1') as any,
    })
    cleanup(() => client.disconnect())

    const channel = client.subscribe('private-user.1')
    await once((done) => channel.bind('pusher:subscription_succeeded', done))
    const received = once((done) => channel.bind('notice', done))
    await server.trigger('private-user.1', 'notice', { text: 'Hi' })
    assert.deepEqual(await received, { text: 'Hi' })
  })

  test('presence: members, joining, whispers and leaving', async ({ assert, cleanup }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const server = new PusherServer({
      ...APP,
      host: '127.0.0.1',
      port: String(node.port),
      useTLS: false,
    })
    const alice = new Pusher(APP.key, {
      ...clientOptions(node.port),
      channelAuthorization: authorizer(server, 'a', 'Alice') as any,
    })
    const bob = new Pusher(APP.key, {
      ...clientOptions(node.port),
      channelAuthorization: authorizer(server, 'b', 'Bob') as any,
    })
    cleanup(() => alice.disconnect())
    cleanup(() => bob.disconnect())

    const aliceChannel = alice.subscribe('presence-project.1') as any
    await once((done) => aliceChannel.bind('pusher:subscription_succeeded', done))
    assert.equal(aliceChannel.members.count, 1)
    assert.deepEqual(aliceChannel.members.me, { id: 'a', info: { name: 'Alice' } })

    const joined = once((done) => aliceChannel.bind('pusher:member_added', done))
    const bobChannel = bob.subscribe('presence-project.1') as any
    await once((done) => bobChannel.bind('pusher:subscription_succeeded', done))
    assert.deepEqual(await joined, { id: 'b', info: { name: 'Bob' } })
    assert.equal(bobChannel.members.count, 2)

    const whisper = once<[any, any]>((done) =>
      aliceChannel.bind('client-typing', (data: any, meta: any) => done([data, meta]))
    )
    bobChannel.trigger('client-typing', { typing: true })
    const [data, meta] = await whisper
    assert.deepEqual(data, { typing: true })
    assert.equal(meta.user_id, 'b')

    const left = once((done) => aliceChannel.bind('pusher:member_removed', done))
    bob.disconnect()
    assert.deepEqual(await left, { id: 'b', info: { name: 'Bob' } })
    assert.equal(aliceChannel.members.count, 1)

    const users = await getJson(server, '/channels/presence-project.1/users')
    assert.deepEqual(users, { users: [{ id: 'a' }] })
  })

  test('a forged signature yields pusher:subscription_error and the connection stays', async ({
    assert,
    cleanup,
  }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const forger = new PusherServer({ ...APP, secret: 'guessed', host: '127.0.0.1' })
    const server = new PusherServer({
      ...APP,
      host: '127.0.0.1',
      port: String(node.port),
      useTLS: false,
    })
    const client = new Pusher(APP.key, {
      ...clientOptions(node.port),
      channelAuthorization: authorizer(forger, '1') as any,
    })
    cleanup(() => client.disconnect())
    const channel = client.subscribe('private-user.1')
    const error = await once<any>((done) => channel.bind('pusher:subscription_error', done))
    assert.equal(error.status, 401)
    assert.equal(client.connection.state, 'connected')

    const publicChannel = client.subscribe('announcements')
    await once((done) => publicChannel.bind('pusher:subscription_succeeded', done))
    const received = once((done) => publicChannel.bind('hello', done))
    await server.trigger('announcements', 'hello', 'world')
    assert.equal(await received, 'world')
  })
})

test.group('Realtime compatibility | laravel-echo', () => {
  console.log('ECHO')
  test('Echo private and presence channels, whispers and events', async ({ assert, cleanup }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const server = new PusherServer({
      ...APP,
      host: '127.0.0.1',
      port: String(node.port),
      useTLS: false,
    })
    const echo = (userId: string, name: string) =>
      new Echo<'pusher'>({
        broadcaster: 'pusher',
        key: APP.key,
        Pusher,
        withoutInterceptors: true,
        ...clientOptions(node.port),
        channelAuthorization: authorizer(server, userId, name),
      } as any)
    const alice = echo('1', 'Alice')
    const bob = echo('2', 'Bob')
    cleanup(() => alice.disconnect())
    cleanup(() => bob.disconnect())

    const notice = once((done) => alice.private('user.1').listen('.notice.sent', done))
    const here = once<any[]>((done) => alice.join('project.7').here(done))
    assert.deepEqual(await here, [{ name: 'Alice' }])

    const joining = once((done) => alice.join('project.7').joining(done))
    const whisper = once((done) => alice.join('project.7').listenForWhisper('typing', done))
    const bobHere = once<any[]>((done) => bob.join('project.7').here(done))
    assert.sameDeepMembers(await bobHere, [{ name: 'Alice' }, { name: 'Bob' }])
    assert.deepEqual(await joining, { name: 'Bob' })

    bob.join('project.7').whisper('typing', { name: 'Bob' })
    assert.deepEqual(await whisper, { name: 'Bob' })

    const created = once((done) => bob.join('project.7').listen('.message.created', done))
    await server.trigger(
      'presence-project.7',
      'message.created',
      { id: 1 },
      {
        socket_id: alice.socketId(),
      }
    )
    assert.deepEqual(await created, { id: 1 })

    await eventually(() => assert.isDefined(alice.socketId()))
    await server.trigger('private-user.1', 'notice.sent', { text: 'Welcome' })
    assert.deepEqual(await notice, { text: 'Welcome' })

    const leaving = once((done) => alice.join('project.7').leaving(done))
    bob.leave('project.7')
    assert.deepEqual(await leaving, { name: 'Bob' })

    const refused = once<any>((done) => alice.private('forbidden').error(done))
    assert.containsSubset(await refused, { status: 401 })
  })
})
