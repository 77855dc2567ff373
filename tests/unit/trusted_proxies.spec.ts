import { test } from '@japa/runner'
import { IncomingMessage } from 'node:http'
import { Socket } from 'node:net'
import { RequestFactory } from '@adonisjs/core/factories/http'
import { parseTrustedProxies, trustedProxies } from '#infrastructure/trusted_proxies'

/*
| The address the app sees for a request that arrives from `peer` carrying `forwardedFor`, with
| TRUSTED_PROXIES set to `setting`: the same Request class and proxy-addr walk the server uses.
*/
function clientAddress(setting: string | undefined, peer: string, forwardedFor?: string) {
  const socket = new Socket()
  Object.defineProperty(socket, 'remoteAddress', { value: peer })
  const req = new IncomingMessage(socket)
  if (forwardedFor) req.headers['x-forwarded-for'] = forwardedFor
  return new RequestFactory()
    .merge({ req, config: { trustProxy: trustedProxies(setting) } })
    .create()
    .ip()
}

test.group('Trusted proxies (TRUSTED_PROXIES)', () => {
  test('by default a forwarded address is ignored: the peer is the client', ({ assert }) => {
    assert.equal(clientAddress(undefined, '203.0.113.7', '198.51.100.1'), '203.0.113.7')
    assert.equal(clientAddress('', '127.0.0.1', '198.51.100.1'), '127.0.0.1')
  })

  test('behind a configured proxy the forwarded address is the client', ({ assert }) => {
    assert.equal(clientAddress('10.0.0.0/8', '10.1.2.3', '198.51.100.1'), '198.51.100.1')
    assert.equal(clientAddress('loopback', '127.0.0.1', '198.51.100.1'), '198.51.100.1')
    assert.equal(clientAddress('loopback', '::ffff:127.0.0.1', '198.51.100.1'), '198.51.100.1')
    assert.equal(clientAddress(' 10.0.1.5 , ::1 ', '::1', '2001:db8::9'), '2001:db8::9')
  })

  test('a request from outside the list cannot choose its address', ({ assert }) => {
    assert.equal(clientAddress('10.0.0.0/8', '203.0.113.7', '198.51.100.1'), '203.0.113.7')
  })

  test('addresses a client prepends itself are not believed', ({ assert }) => {
    // The visitor sends "1.2.3.4"; nginx appends the real peer: only the nearest untrusted hop counts.
    assert.equal(clientAddress('loopback', '127.0.0.1', '1.2.3.4, 198.51.100.1'), '198.51.100.1')
  })

  test('malformed entries are refused at start', ({ assert }) => {
    for (const bad of ['everyone', '10.0.0.0/33', '::1/129', '10.0.0.1/8/2', '10.0.0.0/x', '*']) {
      assert.throws(() => parseTrustedProxies(bad), /not an IP address/, bad)
    }
    assert.equal(parseTrustedProxies('loopback, 192.168.0.0/16,fc00::/7').count, 4)
  })
})
