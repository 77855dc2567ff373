import { connect } from 'node:net'
import { test } from '@japa/runner'
import { WebSocket } from 'ws'
import { RawClient, startNode } from './helpers.js'

test.group('Realtime protocol | connection', () => {
  test('announces the socket id and activity timeout on connect', async ({ assert, cleanup }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const client = new RawClient(node.wsUrl)
    const frame = await client.next(() => true)
    assert.equal(frame.event, 'pusher:connection_established')
    assert.match(frame.data.socket_id, /^\d+\.\d+$/)
    assert.equal(frame.data.activity_timeout, 120)
    client.close()
  })

  test('answers pusher:ping with pusher:pong', async ({ assert, cleanup }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const client = await RawClient.connect(node.wsUrl)
    client.send({ event: 'pusher:ping', data: {} })
    const pong = await client.next((f) => f.event === 'pusher:pong')
    assert.equal(pong.event, 'pusher:pong')
    client.close()
  })

  test('refuses an unknown app key with 4001', async ({ assert, cleanup }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const client = new RawClient(`ws://127.0.0.1:${node.port}/app/wrong-key?protocol=7`)
    const error = await client.next((f) => f.event === 'pusher:error')
    assert.equal(error.data.code, 4001)
    assert.containsSubset(await client.closed, { code: 4001 })
  })

  test('refuses malformed and very long app keys without harm', async ({ assert, cleanup }) => {
    const node = await startNode()
    cleanup(() => node.close())
    for (const key of ['%E0%A4%A', 'k'.repeat(500)]) {
      const client = new RawClient(`ws://127.0.0.1:${node.port}/app/${key}?protocol=7`)
      assert.containsSubset(await client.closed, { code: 4001 })
    }
    const client = await RawClient.connect(node.wsUrl)
    await client.flush()
    client.close()
  })

  test('refuses an unsupported protocol version with 4007', async ({ assert, cleanup }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const client = new RawClient(`ws://127.0.0.1:${node.port}/app/test-key?protocol=3`)
    assert.containsSubset(await client.closed, { code: 4007 })
  })

  test('refuses connections over the quota with 4004', async ({ assert, cleanup }) => {
    const node = await startNode({ maxConnections: 2 })
    cleanup(() => node.close())
    const first = await RawClient.connect(node.wsUrl)
    const second = await RawClient.connect(node.wsUrl)
    const third = new RawClient(node.wsUrl)
    const error = await third.next((f) => f.event === 'pusher:error')
    assert.equal(error.data.code, 4004)
    assert.containsSubset(await third.closed, { code: 4004 })

    first.close()
    await first.closed
    // A freed slot is usable again.
    const fourth = await RawClient.connect(node.wsUrl)
    assert.isString(fourth.socketId)
    second.close()
    fourth.close()
  })

  test('destroys upgrade requests for other paths', async ({ assert, cleanup }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const ws = new WebSocket(`ws://127.0.0.1:${node.port}/somewhere-else`)
    const outcome = await new Promise<string>((resolve) => {
      ws.on('open', () => resolve('open'))
      ws.on('error', () => resolve('error'))
    })
    assert.equal(outcome, 'error')
  })

  test('leaves other upgrade paths to other listeners when asked', async ({ assert, cleanup }) => {
    const node = await startNode()
    cleanup(() => node.close())
    // Re-attach the first server so it leaves paths it does not own alone.
    node.server.removeAllListeners('upgrade')
    node.realtime.attach(node.server, { destroyUnknownUpgrades: false })
    node.server.on('upgrade', (request, socket) => {
      if (request.url?.startsWith('/hmr')) {
        socket.end('HTTP/1.1 418 I am a teapot\r\nConnection: close\r\n\r\n')
      }
    })
    const status = await new Promise<string>((resolve) => {
      const socket = connect(node.port, '127.0.0.1', () => {
        socket.write(
          'GET /hmr HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
            'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n'
        )
      })
      socket.on('data', (chunk) => resolve(chunk.toString().split('\r\n')[0]))
      socket.on('error', () => resolve('error'))
    })
    assert.equal(status, 'HTTP/1.1 418 I am a teapot')
  })

  test('pings an idle socket and closes it with 4201 when no pong comes', async ({
    assert,
    cleanup,
  }) => {
    const node = await startNode({ activityTimeout: 0.3, pongTimeout: 0.3, sweepIntervalMs: 50 })
    cleanup(() => node.close())
    const client = await RawClient.connect(node.wsUrl)
    const ping = await client.next((f) => f.event === 'pusher:ping')
    assert.equal(ping.event, 'pusher:ping')
    const closed = await client.closed
    assert.equal(closed.code, 4201)
  })

  test('keeps a socket that answers the server ping', async ({ assert, cleanup }) => {
    const node = await startNode({ activityTimeout: 0.3, pongTimeout: 0.3, sweepIntervalMs: 50 })
    cleanup(() => node.close())
    const client = await RawClient.connect(node.wsUrl)
    for (let i = 0; i < 3; i++) {
      await client.next((f) => f.event === 'pusher:ping')
      client.send({ event: 'pusher:pong', data: {} })
    }
    assert.equal(client.ws.readyState, WebSocket.OPEN)
    client.close()
  })
})

test.group('Realtime protocol | bad input', () => {
  test('answers a frame that is not JSON with 4200 and keeps the socket', async ({
    assert,
    cleanup,
  }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const client = await RawClient.connect(node.wsUrl)
    client.send('this is not json{')
    const error = await client.next((f) => f.event === 'pusher:error')
    assert.equal(error.data.code, 4200)
    await client.flush()
    client.close()
  })

  test('answers frames without an event with 4200', async ({ assert, cleanup }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const client = await RawClient.connect(node.wsUrl)
    for (const frame of ['{"data":{}}', '[]', '42', 'null', '{"event":7}']) {
      client.send(frame)
      const error = await client.next((f) => f.event === 'pusher:error')
      assert.equal(error.data.code, 4200, frame)
    }
    client.ws.send(Buffer.from([0xff, 0x00, 0x12]), { binary: true })
    assert.containsSubset(await client.next((f) => f.event === 'pusher:error'), {
      data: { code: 4200 },
    })
    await client.flush()
    client.close()
  })

  test('answers an oversized frame with 4300 and keeps the socket', async ({ assert, cleanup }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const client = await RawClient.connect(node.wsUrl)
    await client.subscribed('private-big', undefined)
    client.send({ event: 'client-big', channel: 'private-big', data: 'x'.repeat(11 * 1024) })
    const error = await client.next((f) => f.event === 'pusher:error')
    assert.equal(error.data.code, 4300)
    await client.flush()
    client.close()
  })

  test('closes with 1009 on a frame far beyond the limit', async ({ assert, cleanup }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const client = await RawClient.connect(node.wsUrl)
    client.send('x'.repeat(200 * 1024))
    assert.containsSubset(await client.closed, { code: 1009 })
    // The server itself is unaffected.
    const other = await RawClient.connect(node.wsUrl)
    await other.flush()
    other.close()
  })

  test('refuses unknown events with an error', async ({ assert, cleanup }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const client = await RawClient.connect(node.wsUrl)
    client.send({ event: 'not-a-client-event', channel: 'x', data: {} })
    assert.containsSubset(await client.next((f) => f.event === 'pusher:error'), {
      data: { code: 4200 },
    })
    client.close()
  })
})
