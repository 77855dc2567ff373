import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import env from '#start/env'
import { httpDuration, httpRequests } from '#infrastructure/metrics'

const logRequests = env.get('LOG_REQUESTS', false)

/*
| First in the stack, so the figures include every middleware. Labels use the route pattern
| (`/projects/:id`), never the URL, so the series stay few whatever the traffic.
*/
export default class RequestMetricsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const started = process.hrtime.bigint()
    try {
      await next()
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const method = ctx.request.method()
      const route = ctx.route?.pattern ?? 'unmatched'
      const status = ctx.response.getStatus()
      httpRequests.inc({ method, route, status })
      httpDuration.observe({ method, route }, seconds)
      if (logRequests) {
        // ctx.logger carries the request id (X-Request-Id from the balancer, or a fresh one).
        ctx.logger.info(
          { method, path: ctx.request.url(), route, status, ms: Math.round(seconds * 1e4) / 10 },
          'request'
        )
      }
    }
  }
}
