import type { HttpContext } from '@adonisjs/core/http'
import { checkHealth } from '#services/health'

export default class HealthController {
  async show({ response }: HttpContext) {
    const report = await checkHealth()
    return response.status(report.healthy ? 200 : 503).json(report)
  }
}
