/**
 * The ceiling: a bare `node:http` server answering every request with the very bytes the app
 * sent (status, headers, body as captured, gzip included), in its own process. Whatever the
 * app spends beyond this is the cost of producing the answer.
 *
 *   node bench/http/replay_server.ts <capture.json>   prints "PORT <n>"
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Capture } from './served_app.ts'

const capture = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Capture
const body = Buffer.from(capture.body, 'base64')
/* Framing is the server's own business; the rest is replayed as the app wrote it. */
const framing = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date'])
const headers = capture.headers.filter(([name]) => !framing.has(name.toLowerCase()))
headers.push(['Content-Length', String(body.length)])

const server = createServer((_request, response) => {
  response.writeHead(capture.status, headers.flat())
  response.end(body)
})
server.keepAliveTimeout = 60_000
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`PORT ${(server.address() as AddressInfo).port}\n`)
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
