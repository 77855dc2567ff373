import { test } from '@japa/runner'
import { request as httpRequest } from 'node:http'
import env from '#start/env'

/*
| A body past the body parser's limit is refused with 413, and the refusal must reach a client
| still sending. The parser stops reading at the limit; unless the rest is read and dropped, the
| client's writes stall until the connection times out and fail with EPIPE or a reset, and a
| browser shows a connection error instead of the answer.
*/
function post(path: string, body: Buffer, contentType: string) {
  return new Promise<number>((resolve, reject) => {
    let status = 0
    let pending = 2
    const done = () => --pending === 0 && resolve(status)
    const req = httpRequest(
      {
        host: env.get('HOST', 'localhost'),
        port: env.get('PORT', 3334),
        method: 'POST',
        path,
        headers: {
          'content-type': contentType,
          'content-length': body.length,
          'accept': 'text/html',
        },
      },
      (res) => {
        status = res.statusCode ?? 0
        res.resume().on('end', done)
      }
    )
    req.on('error', reject)
    // Every byte must leave: the request is only whole once the server has taken them all.
    req.on('finish', done)
    req.end(body)
  })
}

test.group('A body past the limit', () => {
  for (const [label, type, make] of [
    ['a form', 'application/x-www-form-urlencoded', (n: number) => `message=${'a'.repeat(n)}`],
    ['a JSON body', 'application/json', (n: number) => JSON.stringify({ message: 'a'.repeat(n) })],
  ] as const) {
    test(`${label} of 8 MB is answered 413 while the client is still sending`, async ({
      assert,
    }) => {
      assert.equal(await post('/contact', Buffer.from(make(8 * 1024 * 1024)), type), 413)
    }).timeout(20_000)
  }
})
