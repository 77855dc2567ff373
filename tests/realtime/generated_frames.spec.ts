import { test } from '@japa/runner'
import fc from 'fast-check'
import { RawClient, startNode } from './helpers.js'

/*
| Whatever a client sends over the socket (text that is not JSON, JSON of any shape, known
| events with wrong data, huge channel names, binary), the server answers with protocol errors
| or closes that one socket, never fails inside, and keeps serving everyone else.
*/
const channelName = fc.oneof(
  fc.constantFrom('public-room', 'private-user.1', 'presence-project.1', 'private-', '#bad', ''),
  fc.string({ maxLength: 200 })
)

const eventName = fc.oneof(
  fc.constantFrom(
    'pusher:subscribe',
    'pusher:unsubscribe',
    'pusher:ping',
    'pusher:pong',
    'pusher:signin',
    'client-typing',
    'client-',
    'pusher_internal:member_added'
  ),
  fc.string({ maxLength: 30 })
)

const data = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record(
    {
      channel: channelName,
      auth: fc.oneof(fc.string({ maxLength: 80 }), fc.constant('test-key:deadbeef')),
      channel_data: fc.oneof(fc.string({ maxLength: 80 }), fc.jsonValue().map(JSON.stringify)),
      user_data: fc.string({ maxLength: 80 }),
    },
    { requiredKeys: [] }
  )
)

const frame = fc.oneof(
  {
    arbitrary: fc.record({ event: eventName, channel: channelName, data }, { requiredKeys: [] }),
    weight: 4,
  },
  {
    arbitrary: fc
      .record({ event: eventName, data: fc.jsonValue().map((value) => JSON.stringify(value)) })
      .map((value) => JSON.stringify(value)),
    weight: 2,
  },
  { arbitrary: fc.string({ maxLength: 300 }), weight: 1 },
  { arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)), weight: 1 },
  { arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)), weight: 1 }
)

test.group('Real-time server: generated frames', () => {
  test('never fails inside and keeps serving other clients', async ({ assert, cleanup }) => {
    const internalErrors: unknown[] = []
    const node = await startNode({ onError: (error) => internalErrors.push(error) })
    cleanup(() => node.close())

    const bystander = await RawClient.connect(node.wsUrl)
    bystander.subscribe('public-room')
    await bystander.next((f) => f.event === 'pusher_internal:subscription_succeeded')

    await fc.assert(
      fc.asyncProperty(fc.array(frame, { minLength: 1, maxLength: 15 }), async (frames) => {
        const fuzzer = await RawClient.connect(node.wsUrl)
        for (const sent of frames) {
          if (fuzzer.ws.readyState !== fuzzer.ws.OPEN) break
          if (Buffer.isBuffer(sent)) fuzzer.ws.send(sent, { binary: true })
          else fuzzer.send(sent)
        }
        // Either the socket still answers a ping, or the server closed it with a protocol code.
        const outcome = await Promise.race([
          fuzzer.flush().then(() => 'alive' as const),
          fuzzer.closed.then(({ code }) => code),
        ])
        if (outcome !== 'alive') assert.oneOf(Math.floor(outcome / 100), [10, 40, 41, 42, 43])
        fuzzer.close()

        // Everyone else is still served: the bystander hears an event published now.
        node.realtime.publish('public-room', 'still-here', { ok: true })
        await bystander.next((f) => f.event === 'still-here')
      }),
      { numRuns: 150 }
    )

    assert.deepEqual(internalErrors, [])
    const late = await RawClient.connect(node.wsUrl)
    await late.flush()
    late.close()
    bystander.close()
  })
})
