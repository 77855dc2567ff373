import { test } from '@japa/runner'
import PusherJs from 'pusher-js'
import PusherServer from 'pusher'
import { setTimeout as sleep } from 'node:timers/promises'
import { LocalAdapter } from '../../app/realtime/adapter.js'
import { RETRY_DELAYS_MS, resubscribing } from '../../shared/live_recovery.js'
import { APP, eventually, startNode, type TestNode } from './helpers.js'

// What every client of ours uses (the page's Echo, the tests' people, the chat bench).
const Pusher = resubscribing(PusherJs as unknown as typeof PusherJs.default)

type AuthCallback = (error: Error | null, data: { auth: string } | null) => void

/*
| A person whose socket stays up while subscribing fails: the authorisation answers
| `failuresFirst` times with an error (a node dying under the balancer), then signs.
*/
function person(node: TestNode, failuresFirst: number, forge = false) {
  const signer = new PusherServer({ ...APP, host: '127.0.0.1', port: String(node.port) })
  let asked = 0
  const client = new Pusher(APP.key, {
    wsHost: '127.0.0.1',
    wsPort: node.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    cluster: 'x',
    disableStats: true,
    channelAuthorization: {
      customHandler: (
        { socketId, channelName }: { socketId: string; channelName: string },
        callback: AuthCallback
      ) => {
        asked++
        setImmediate(() => {
          if (asked <= failuresFirst) return callback(new Error('auth answered 502'), null)
          if (forge) return callback(null, { auth: `${APP.key}:${'0'.repeat(64)}` })
          const member = { user_id: '7', user_info: { name: 'Eva' } }
          callback(
            null,
            channelName.startsWith('presence-')
              ? signer.authorizeChannel(socketId, channelName, member)
              : signer.authorizeChannel(socketId, channelName)
          )
        })
      },
    } as any,
  })
  return { client, signer, asked: () => asked }
}

/* Presence backed by a store that is down for the first `failures` joins (Redis restarting). */
class FlakyPresence extends LocalAdapter {
  constructor(private failures: number) {
    super()
  }

  async join() {
    if (this.failures-- > 0) throw new Error('presence store unreachable')
    return super.join()
  }
}

test.group('Realtime | failed subscriptions are retried', () => {
  test('an authorisation that failed twice is asked again, and the channel then hears events', async ({
    assert,
    cleanup,
  }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const { client, signer, asked } = person(node, 2)
    cleanup(() => client.disconnect())

    const errors: unknown[] = []
    const channel = client.subscribe('private-project.5')
    channel.bind('pusher:subscription_error', (error: unknown) => errors.push(error))
    const heard: unknown[] = []
    channel.bind('message.created', (message: unknown) => heard.push(message))

    await eventually(() => assert.isTrue(channel.subscribed), 10_000)
    assert.equal(errors.length, 2, 'two refusals were seen')
    assert.equal(asked(), 3, 'the third authorisation succeeded')
    await signer.trigger('private-project.5', 'message.created', { id: 1 })
    await eventually(() => assert.isTrue(heard.length === 1))
    assert.deepEqual(heard, [{ id: 1 }])
  })

  test('a presence channel the socket server could not join is joined again once presence is back', async ({
    assert,
    cleanup,
  }) => {
    const node = await startNode({ adapter: new FlakyPresence(1) })
    cleanup(() => node.close())
    const { client, signer } = person(node, 0)
    cleanup(() => client.disconnect())

    const refusals: { status?: number }[] = []
    const channel = client.subscribe('presence-project.5')
    channel.bind('pusher:subscription_error', (error: { status?: number }) => refusals.push(error))
    await eventually(() => assert.isTrue(channel.subscribed), 10_000)
    assert.deepEqual(
      refusals.map((refusal) => refusal.status),
      [503]
    )
    const heard: unknown[] = []
    channel.bind('message.created', (message: unknown) => heard.push(message))
    await signer.trigger('presence-project.5', 'message.created', { id: 2 })
    await eventually(() => assert.isTrue(heard.length === 1))
  })

  test('a refusal the server means (a forged signature) is not retried', async ({
    assert,
    cleanup,
  }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const { client, asked } = person(node, 0, true)
    cleanup(() => client.disconnect())

    const refusals: unknown[] = []
    const channel = client.subscribe('private-project.5')
    channel.bind('pusher:subscription_error', (error: unknown) => refusals.push(error))
    await eventually(() => assert.isTrue(refusals.length === 1))
    // Longer than the first two retry delays together.
    await sleep(RETRY_DELAYS_MS[0] + RETRY_DELAYS_MS[1] + 300)
    assert.equal(asked(), 1)
    assert.lengthOf(refusals, 1)
    assert.isFalse(channel.subscribed)
  })

  test('a channel left while its retry waits is not subscribed again', async ({
    assert,
    cleanup,
  }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const { client, asked } = person(node, 1)
    cleanup(() => client.disconnect())

    const channel = client.subscribe('private-project.5')
    await eventually(() => assert.isTrue(asked() === 1))
    client.unsubscribe('private-project.5')
    await sleep(RETRY_DELAYS_MS[0] + 300)
    assert.equal(asked(), 1)
    assert.isFalse(channel.subscribed)
    assert.isUndefined(client.channel('private-project.5'))
  })
})
