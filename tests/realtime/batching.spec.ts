import { Socket } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { test } from '@japa/runner'
import * as wsModule from 'ws'
import { Broadcaster, type BroadcastSink } from '../../app/realtime/broadcaster.js'
import { textFrame } from '../../app/realtime/connection.js'
import { RawClient, startNode } from './helpers.js'
import type { Frame } from './helpers.js'

const event = (name: string) => (f: Frame) => f.event === name

/* A sink that records what reaches it: channel and event. */
function recordingSink() {
  const sent: string[] = []
  const sink: BroadcastSink = {
    publish(channels, name) {
      for (const channel of channels) sent.push(`${channel} ${name}`)
    },
  }
  return { sent, broadcaster: new Broadcaster(sink) }
}

test.group('Realtime | events sent together', () => {
  test('frames for one socket in one run leave in one write, in their order', async ({
    assert,
    cleanup,
  }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const client = await RawClient.connect(node.wsUrl)
    cleanup(() => client.close())
    await client.subscribed('news')
    await client.subscribed('private-user.1')
    await client.flush()

    // Every write to a socket in this process goes through _writeGeneric (write and writev).
    const proto = Socket.prototype as unknown as { _writeGeneric: (...args: unknown[]) => unknown }
    const original = proto._writeGeneric
    let writes = 0
    proto._writeGeneric = function (this: Socket, ...args: unknown[]) {
      writes++
      return original.apply(this, args)
    }
    try {
      node.realtime.publish('news', 'first', {})
      node.realtime.publish('private-user.1', 'second', {})
      node.realtime.publish('news', 'third', {})
      await client.next(event('third'))
    } finally {
      proto._writeGeneric = original
    }
    assert.equal(writes, 1)
    assert.deepEqual(
      client.frames.map((frame) => frame.event),
      ['first', 'second']
    )
  })

  test('a broadcast is framed once: every socket is written the same bytes, in one write', async ({
    assert,
    cleanup,
  }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const clients = await Promise.all([1, 2, 3].map(() => RawClient.connect(node.wsUrl)))
    cleanup(async () => {
      await Promise.all(clients.map((client) => client.close()))
    })
    for (const client of clients) await client.subscribed('news')
    for (const client of clients) await client.flush()

    const proto = Socket.prototype as unknown as { write: (...args: unknown[]) => unknown }
    const original = proto.write
    const chunks: unknown[] = []
    proto.write = function (this: Socket, ...args: unknown[]) {
      chunks.push(args[0])
      return original.apply(this, args)
    }
    let received: Frame[]
    try {
      node.realtime.publish('news', 'framed', { text: 'é'.repeat(200) })
      received = await Promise.all(clients.map((client) => client.next(event('framed'))))
    } finally {
      proto.write = original
    }
    // ws.send wrote a header of its own, then the payload, for each socket: six writes.
    assert.lengthOf(chunks, 3)
    assert.strictEqual(chunks[1], chunks[0])
    assert.strictEqual(chunks[2], chunks[0])
    for (const frame of received) assert.deepEqual(frame.data, { text: 'é'.repeat(200) })
  })

  test('a frame made once is the bytes ws makes for the same text, at every length', ({
    assert,
  }) => {
    for (const length of [0, 125, 126, 65535, 65536, 70000]) {
      const payload = length ? 'é' + 'x'.repeat(length - 2) : ''
      const made = (
        wsModule as unknown as {
          Sender: { frame: (data: Buffer, options: object) => Buffer[] }
        }
      ).Sender.frame(Buffer.from(payload), {
        fin: true,
        rsv1: false,
        opcode: 1,
        mask: false,
        readOnly: true,
      })
      assert.isTrue(textFrame(payload).equals(Buffer.concat(made)), `length ${length}`)
    }
  })

  test('broadcasts made in `together` wait for its work, then go in their order', async ({
    assert,
  }) => {
    const { sent, broadcaster } = recordingSink()
    const seenDuringWork: string[][] = []
    const result = await broadcaster.together(async () => {
      broadcaster.broadcast('news', 'first', {})
      await sleep(5)
      broadcaster.broadcast(['private-user.1', 'private-user.2'], 'second', {})
      seenDuringWork.push([...sent])
      return 'done'
    })
    assert.equal(result, 'done')
    assert.deepEqual(seenDuringWork, [[]])
    assert.deepEqual(sent, ['news first', 'private-user.1 second', 'private-user.2 second'])
  })

  test('other work is not held, and a failed work still sends what it made', async ({ assert }) => {
    const { sent, broadcaster } = recordingSink()
    let release = () => {}
    const blocked = new Promise<void>((resolve) => (release = resolve))
    const held = broadcaster.together(async () => {
      broadcaster.broadcast('news', 'held', {})
      await blocked
      throw new Error('the work failed')
    })
    // Another request, at the same time, outside the hold.
    await (async () => {
      await sleep(1)
      broadcaster.broadcast('news', 'other', {})
    })()
    assert.deepEqual(sent, ['news other'])
    release()
    await assert.rejects(() => held, 'the work failed')
    assert.deepEqual(sent, ['news other', 'news held'])
  })

  test('a `together` inside another sends with the outer one', async ({ assert }) => {
    const { sent, broadcaster } = recordingSink()
    await broadcaster.together(async () => {
      broadcaster.broadcast('news', 'outer', {})
      await broadcaster.together(async () => {
        broadcaster.broadcast('news', 'inner', {})
      })
      assert.deepEqual(sent, [])
    })
    assert.deepEqual(sent, ['news outer', 'news inner'])
  })
})
