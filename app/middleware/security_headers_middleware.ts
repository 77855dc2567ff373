import { randomFillSync } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import realtimeConfig from '#config/realtime'
import { BoundedCache } from '#infrastructure/bounded_cache'
import { storeOrigins } from '#config/files'

/*
| Security headers for every response: pages, Inertia JSON, error pages (an unknown URL never
| reaches the router middleware, where shield runs) and static files (the static middleware
| copies the headers already set). Shield keeps only the CSRF check.
*/

export const REFERRER_POLICY = 'same-origin'
const HSTS = `max-age=${180 * 24 * 60 * 60}`

/* A Host header is only echoed into the policy when it is a plain host[:port]. */
const SAFE_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

function socketSources(scheme: 'http' | 'https' | undefined, hostAndPort: string) {
  if (scheme === 'https') return [`wss://${hostAndPort}`]
  if (scheme === 'http') return [`ws://${hostAndPort}`]
  return [`ws://${hostAndPort}`, `wss://${hostAndPort}`]
}

/*
| The browser's Echo socket goes to PUSHER_HOST/PORT/SCHEME when configured, else to the page's
| own host and port. CSP 3 lets 'self' cover ws:/wss: of the page's origin, but older engines
| (Safari before 15.4) did not, so the page's own host is also named explicitly.
*/
function connectSources(host: string | null, viteSocket: string[]) {
  const sources = ["'self'"]
  if (host && SAFE_HOST.test(host)) sources.push(...socketSources(undefined, host))
  const { client } = realtimeConfig
  if (client.host && SAFE_HOST.test(client.host)) {
    sources.push(...socketSources(client.scheme, `${client.host}:${client.port ?? '*'}`))
  }
  return [...sources, ...viteSocket, ...storeOrigins()]
}

/*
| While Vite's dev server runs (development and tests), its client script opens a socket of its
| own on another port (24678 unless `ace serve --hmr` picks one). Production has no dev server,
| so this adds nothing there.
*/
async function viteSocketSources(host: string | null) {
  const devServer = (await app.container.make('vite')).getDevServer()
  if (!devServer || !host || !SAFE_HOST.test(host)) return []
  const ws = devServer.config.server.ws || undefined
  const hostname = ws?.host ?? host.replace(/:\d+$/, '')
  const port = ws?.clientPort ?? ws?.port ?? 24678
  const scheme = ws?.protocol === 'wss' ? 'https' : ws?.protocol === 'ws' ? 'http' : undefined
  return SAFE_HOST.test(hostname) ? socketSources(scheme, `${hostname}:${port}`) : []
}

export function contentSecurityPolicy(
  nonce: string,
  host: string | null,
  viteSocket: string[] = []
) {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Inline scripts (the theme script, Vite's React refresh preamble) run only with the
    // response's nonce; the bundles are same-origin files.
    'script-src': ["'self'", `'nonce-${nonce}'`],
    'script-src-attr': ["'none'"],
    // Radix and sonner set style attributes and sonner inserts a <style> element without a
    // nonce; inline CSS cannot run code, and a nonce here would switch 'unsafe-inline' off.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Files in an S3 store: downloads redirect there, uploads go straight there.
    // blob: is the browser's own copy of an image being uploaded (the composer's preview).
    'img-src': ["'self'", 'data:', 'blob:', ...storeOrigins()],
    'frame-src': ["'self'", ...storeOrigins()],
    'font-src': ["'self'", 'data:'],
    'connect-src': connectSources(host, viteSocket),
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/*
| A response's policy differs from the next one's only in its nonce (the Host header names the
| socket sources), so it is built once per host and each response's nonce is put in its place.
| Hosts come from requests, so only a few are kept.
*/
const NONCE_SLOT = '\u0000nonce\u0000'
const policies = new BoundedCache<string, string[]>('content_security_policies', 16)

async function policyHalvesFor(host: string | null) {
  const halves = contentSecurityPolicy(NONCE_SLOT, host, await viteSocketSources(host)).split(
    NONCE_SLOT
  )
  policies.set(host ?? '', halves)
  return halves
}

/*
| Each response's nonce: 18 bytes from the system's random generator, drawn from a block filled
| a few hundred nonces at a time (one call into OpenSSL cost more than the rest of this
| middleware). Every byte is used once, as Node's own randomUUID does with its cache.
*/
const NONCE_BYTES = 18
const randomBlock = Buffer.alloc(NONCE_BYTES * 256)
let randomOffset = randomBlock.length

function freshNonce() {
  if (randomOffset === randomBlock.length) {
    randomFillSync(randomBlock)
    randomOffset = 0
  }
  randomOffset += NONCE_BYTES
  return randomBlock.toString('base64', randomOffset - NONCE_BYTES, randomOffset)
}

function setHeaders(response: HttpContext['response'], policy: string) {
  response.header('Content-Security-Policy', policy)
  response.header('Referrer-Policy', REFERRER_POLICY)
  response.header('X-Content-Type-Options', 'nosniff')
  // For browsers without CSP 3 frame-ancestors.
  response.header('X-Frame-Options', 'DENY')
  // Browsers ignore HSTS over plain http (RFC 6797 8.1), so it is safe to send whenever the app
  // runs in production; checking for https here would depend on TRUSTED_PROXIES behind TLS.
  if (app.inProduction) response.header('Strict-Transport-Security', HSTS)
}

/*
| Not an async function: once a host's policy is known (every request but its first), the chain
| goes on without a promise of this middleware's own.
*/
export default class SecurityHeadersMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const nonce = freshNonce()
    ctx.view.share({ cspNonce: nonce })
    const host = ctx.request.host()
    const halves = policies.get(host ?? '')
    if (halves) {
      setHeaders(ctx.response, halves.join(nonce))
      return next()
    }
    return policyHalvesFor(host).then((fresh) => {
      setHeaders(ctx.response, fresh.join(nonce))
      return next()
    })
  }
}
