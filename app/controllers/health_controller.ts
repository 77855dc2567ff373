import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import HealthService from '#infrastructure/health'

export default class HealthController {
  @inject()
  async show({ response }: HttpContext, health: HealthService) {
    const report = await health.report()
    return response.status(report.healthy ? 200 : 503).json(report)
  }
}
