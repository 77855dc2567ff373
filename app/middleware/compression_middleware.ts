import compression from 'compression'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/*
| gzip for pages, JSON and assets alike. The `compression` package wraps the Node response, so it
| runs first and everything written after it (static files, rendered pages) is compressed.
| WebSocket upgrades never reach HTTP middleware.
*/
const compress = compression({ threshold: 1024 })

export default class CompressionMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await new Promise<void>((resolve, reject) =>
      compress(ctx.request.request as never, ctx.response.response as never, (error?: unknown) =>
        error ? reject(error) : resolve()
      )
    )
    return next()
  }
}
