import type { HttpContext } from '@adonisjs/core/http'
import { registry } from '#infrastructure/metrics'
import MetricsPolicy from '#policies/metrics_policy'

export default class MetricsController {
  async show({ request, response, bouncer }: HttpContext) {
    await bouncer.with(MetricsPolicy).authorize('scrape', request)
    response.header('content-type', registry.contentType)
    return registry.metrics()
  }
}
