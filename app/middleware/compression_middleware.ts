import { gzipSync } from 'node:zlib'
import compression from 'compression'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { http } from '#config/app'
import { SplicedGzip } from '#infrastructure/spliced_gzip'

/*
| gzip for pages, JSON and assets: files and streams from 1 KB up, answers built in memory from
| 8 KB up.
|
| Answers the app builds in memory (pages, Inertia JSON, text) are compressed here once they are
| complete, in one call rather than through a stream; a page is cut at its per-response values
| (CSRF token, CSP nonce), so its text is compressed once and reused (app/infrastructure/spliced_gzip.ts).
| Those answers are gzip even for browsers that also take brotli: a brotli stream cannot be
| spliced. Files and streams go through the `compression` package, which wraps the Node response;
| it is set up only for them (a path with a file name, which the static server may answer, or a
| handler's stream or file), never for the answers built in memory: its per-request wrapping
| cost as much as the rest of the framework's core. `Vary: Accept-Encoding` goes on every answer
| whose bytes depend on it (from the threshold up), whether or not this client takes gzip; a
| smaller one is the same for everyone. WebSocket upgrades never reach HTTP middleware.
*/
const STREAM_THRESHOLD = 1024
/*
| Every gzip of an answer sets up a zlib context (about 0.33 M instructions, 10–15 µs: more than
| the rest of a small page's own work). An answer under 8 KB is at most six TCP segments and
| arrives in the first round trip compressed or not (the initial congestion window is ten), so
| the saving is a few KB on the wire; a signed-in visit (the dashboards' 4–6 KB of JSON) goes as
| it is. Pages and larger JSON (the project page's 18 KB) are gzip.
*/
const THRESHOLD = 8192
/*
| Answers built in memory are gzip at level 1: for the project page's 18 KB of JSON 0.85 M
| instructions against 1.40 M at zlib's default 6, for 6 % more bytes (2,264 against 2,135);
| levels 2 and 3 cost as much as 1 and gain under 1 %, 4 and up pay the default's price
| (docs/performance.md).
*/
const GZIP = { level: 1 }
const compressStreams = compression({ threshold: STREAM_THRESHOLD })
/* Languages × themes × pages; rarer variants are compressed again. */
const pages = new SplicedGzip(64)

const TYPES = {
  html: 'text/html; charset=utf-8',
  text: 'text/plain; charset=utf-8',
  json: 'application/json; charset=utf-8',
}

function serialize(body: unknown) {
  if (typeof body === 'string') {
    return { text: body, type: body.trimStart().startsWith('<') ? TYPES.html : TYPES.text }
  }
  const plain = Array.isArray(body) || Object.getPrototypeOf(body ?? 0) === Object.prototype
  const text = plain ? http.serializeJSON(body) : undefined
  return text === undefined ? undefined : { text, type: TYPES.json }
}

/* The nonce of this response's Content-Security-Policy (app/middleware/security_headers_middleware.ts). */
function cspNonce(ctx: HttpContext) {
  const policy = ctx.response.getHeader('Content-Security-Policy')
  return typeof policy === 'string' ? /'nonce-([^']+)'/.exec(policy)?.[1] : undefined
}

/*
| Only pages every visitor gets alike are kept: a signed-in page or one after a form's round trip
| (flash messages, errors, typed values) is one person's and compressed as it is.
*/
function sameForEveryone(ctx: HttpContext) {
  const { auth, session } = ctx as Partial<HttpContext>
  return !auth?.user && (session?.flashMessages.isEmpty ?? true)
}

/* A path the static server may answer (it only looks at those, app/middleware/static_files_middleware.ts). */
const FILE_NAME = /\/[^/?]*\.[^/?]+(\?|$)/

function wrapForStreams(ctx: HttpContext) {
  return new Promise<void>((resolve, reject) =>
    compressStreams(
      ctx.request.request as never,
      ctx.response.response as never,
      (error?: unknown) => (error ? reject(error) : resolve())
    )
  )
}

function compressContent(ctx: HttpContext) {
  const { request, response } = ctx
  const content = response.content
  const status = response.getStatus()
  if (!content || content[2] || request.method() === 'HEAD') return
  if (status < 200 || status === 204 || status === 304) return
  if (response.getHeader('Content-Encoding')) return
  if (String(response.getHeader('Cache-Control') ?? '').includes('no-transform')) return

  const serialized = serialize(content[0])
  if (!serialized) return
  const type = String(response.getHeader('Content-Type') ?? serialized.type)
  // Sent as the text already made, so the response does not serialize it a second time.
  const asIs = () => {
    response.header('Content-Type', type)
    response.send(serialized.text, content[1])
  }
  if (Buffer.byteLength(serialized.text) < THRESHOLD) return asIs()
  response.append('Vary', 'Accept-Encoding')
  if (!request.header('accept-encoding') || request.encoding(['gzip']) !== 'gzip') return asIs()
  const body =
    type.startsWith('text/html') && sameForEveryone(ctx)
      ? pages.encode(serialized.text, [request.csrfToken, cspNonce(ctx)])
      : gzipSync(serialized.text, GZIP)
  response.header('Content-Type', type)
  response.header('Content-Encoding', 'gzip')
  response.send(body, content[1])
}

export default class CompressionMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const wrapped = FILE_NAME.test(ctx.request.url())
    if (wrapped) await wrapForStreams(ctx)
    const output = await next()
    const { response } = ctx
    if (!wrapped && (response.hasStream || response.hasFileToStream)) await wrapForStreams(ctx)
    compressContent(ctx)
    return output
  }
}
