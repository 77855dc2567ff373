import { test } from '@japa/runner'
import { connect, type Socket } from 'node:net'
import env from '#start/env'
import { serverTimeouts } from '#infrastructure/http_server'

/*
| A client that sends its request headers a byte at a time (slowloris) must not keep its socket:
| the server answers 408 and closes it once the header timeout (HTTP_HEADERS_TIMEOUT_MS, 10 s)
| has passed, while an ordinary request on the same server is still answered. The suite keeps
| the default: a shorter limit also cuts requests that merely wait while the process is busy
| (their headers sit unread in the socket), as Vite's first compile of a page keeps it.
*/
const port = env.get('PORT', 3333)
const host = env.get('HOST', 'localhost')
const START = 'GET /login HTTP/1.1\r\nHost: localhost\r\n'
// A valid header line, repeated: the headers stay well-formed and never end.
const LINE = 'X-Dribble: 1\r\n'

type Dribbler = { socket: Socket; answer: string; closed: Promise<void>; stop(): void }

function dribble(): Dribbler {
  const socket = connect(port, host)
  const state: Dribbler = { socket, answer: '', closed: Promise.resolve(), stop: () => {} }
  let sent = 0
  // One byte every 100 ms.
  const timer = setInterval(() => {
    const text = sent < START.length ? START : LINE
    const at = sent < START.length ? sent : (sent - START.length) % LINE.length
    sent++
    if (socket.writable) socket.write(text[at])
  }, 100)
  state.stop = () => {
    clearInterval(timer)
    socket.destroy()
  }
  socket.on('data', (chunk) => (state.answer += chunk.toString('latin1')))
  socket.on('error', () => {})
  state.closed = new Promise((resolve) => socket.on('close', () => resolve()))
  socket.on('close', () => clearInterval(timer))
  return state
}

/* Resolves with whether `promise` settled within `ms` (a bound on the wait, not a timing claim). */
async function within(promise: Promise<unknown>, ms: number) {
  let timer: NodeJS.Timeout | undefined
  const expired = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)))
  const result = await Promise.race([promise.then(() => true as const), expired])
  clearTimeout(timer)
  return result
}

test.group('Slow clients', () => {
  test('sockets dribbling their headers are answered 408 and closed; others are served', async ({
    assert,
    cleanup,
  }) => {
    const dribblers = Array.from({ length: 5 }, dribble)
    cleanup(() => dribblers.forEach((dribbler) => dribbler.stop()))

    const page = await fetch(`http://${host}:${port}/login`, {
      signal: AbortSignal.timeout(20_000),
    })
    assert.equal(page.status, 200)

    // Far beyond the configured 10 s and far below Node's default minute (checked each 30 s).
    const allClosed = await within(
      Promise.all(dribblers.map((dribbler) => dribbler.closed)),
      serverTimeouts().headersTimeout + 15_000
    )
    assert.isTrue(allClosed, 'every dribbling socket was closed by the server')
    for (const dribbler of dribblers) {
      assert.match(dribbler.answer, /^HTTP\/1\.1 408 /)
    }
  }).timeout(60_000)
})
