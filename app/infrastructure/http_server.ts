import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import env from '#start/env'

/*
| Node closes a socket whose request headers have not all arrived within `headersTimeout` (408),
| and one whose whole request has not within `requestTimeout`, but only checks every
| `connectionsCheckingInterval` (30 s by default, with a 60 s header timeout): a client that
| dribbles its headers a byte at a time held its socket for a minute or more, and a thousand of
| them held a thousand. Headers arrive in one packet from any real client; a body may take long
| on a slow line, so the request's own limit stays generous (nginx buffers bodies anyway).
| docs/operations.md, "Timeouts", sets these beside nginx's.
*/
export function serverTimeouts() {
  const headersTimeout = env.get('HTTP_HEADERS_TIMEOUT_MS', 10_000)
  return {
    headersTimeout,
    requestTimeout: Math.max(env.get('HTTP_REQUEST_TIMEOUT_MS', 300_000), headersTimeout),
    connectionsCheckingInterval: Math.min(1_000, headersTimeout),
  }
}

export function createHttpServer(handler: (req: IncomingMessage, res: ServerResponse) => unknown) {
  return createServer(serverTimeouts(), handler)
}
