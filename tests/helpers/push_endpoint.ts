import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import https from 'node:https'
import type { IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as ece from 'http_ece'

/*
| A push service on loopback for tests: it accepts what the app sends to a subscription's
| endpoint (RFC 8030), keeps each request, and answers with the status a test chooses per path
| (201 by default, 410 for a subscription "gone"). `browser()` makes the keys a browser would
| hold for one subscription, so a test can decrypt what it received (RFC 8291, aes128gcm).
*/
/*
| Push services speak HTTPS only (web-push always uses it): the endpoint has a certificate made
| for 127.0.0.1 by openssl, trusted by this process's default HTTPS agent while it runs.
*/
function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'push-endpoint-'))
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' }
    )
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export type PushRequest = { path: string; headers: IncomingHttpHeaders; body: Buffer }

export async function startPushEndpoint() {
  const received: PushRequest[] = []
  const statuses = new Map<string, number>()
  const { key, cert } = selfSignedCertificate()
  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const path = request.url ?? '/'
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) })
      response.statusCode = statuses.get(path) ?? 201
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  const trusted = https.globalAgent.options.ca
  https.globalAgent.options.ca = cert
  let next = 0

  return {
    origin,
    received,
    /* What a browser keeps for one subscription, and what it hands the app (toJSON()). */
    browser() {
      const path = `/push/${++next}-${randomBytes(6).toString('hex')}`
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = randomBytes(16).toString('base64url')
      return {
        path,
        ecdh,
        auth,
        subscription: {
          endpoint: `${origin}${path}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
        },
      }
    },
    answer(path: string, status: number) {
      statuses.set(path, status)
    },
    to(path: string) {
      return received.filter((request) => request.path === path)
    },
    close: () => {
      https.globalAgent.options.ca = trusted
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type PushEndpoint = Awaited<ReturnType<typeof startPushEndpoint>>

/* The payload as the browser's push service would hand it to the service worker. */
export function decryptPush(request: PushRequest, keys: { ecdh: ECDH; auth: string }) {
  const plain = ece.decrypt(request.body, {
    version: 'aes128gcm',
    privateKey: keys.ecdh,
    authSecret: keys.auth,
  })
  return JSON.parse(plain.toString('utf8')) as unknown
}

/*
| RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`. Returns the JWT's claims once its
| ES256 signature verifies with `k`, and `k` itself, or throws.
*/
export function verifyVapid(header: string | undefined) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '')
  if (!match) throw new Error(`Not a VAPID Authorization header: ${header}`)
  const [, token, key] = match
  const [head, claims, signature] = token.split('.')
  const point = Buffer.from(key, 'base64url')
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  })
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url')
  )
  if (!valid) throw new Error('The VAPID signature does not verify')
  const jose = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string }
  return {
    alg: jose.alg,
    key,
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
      aud: string
      exp: number
      sub: string
    },
  }
}
