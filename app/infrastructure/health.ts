import { run } from '#data/run'
import { HEALTH_PROBE } from '#data/health_probe'
import redis from '@adonisjs/redis/services/main'
import env from '#start/env'

export type HealthCheck = { name: string; run: () => Promise<unknown> }
export type HealthReport = {
  healthy: boolean
  checks: { name: string; healthy: boolean; message?: string }[]
}

export const databaseCheck = (): HealthCheck => ({
  name: 'database',
  run: () => run(HEALTH_PROBE),
})

export const redisCheck = (client: { ping(): Promise<unknown> } = redis): HealthCheck => ({
  name: 'redis',
  run: () => client.ping(),
})

/*
| Readiness: the database always, Redis only when the deployment uses it. A check that takes
| longer than the timeout counts as down, so a hung dependency cannot hang the probe.
*/
export default class HealthService {
  constructor(
    private checks: HealthCheck[] = env.get('REDIS_URL')
      ? [databaseCheck(), redisCheck()]
      : [databaseCheck()],
    private timeoutMs = 3000
  ) {}

  async report(): Promise<HealthReport> {
    const checks = await Promise.all(this.checks.map((check) => this.#probe(check)))
    return { healthy: checks.every((check) => check.healthy), checks }
  }

  async #probe(check: HealthCheck) {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), this.timeoutMs)
    })
    try {
      await Promise.race([check.run(), timeout])
      return { name: check.name, healthy: true }
    } catch (error) {
      return { name: check.name, healthy: false, message: (error as Error).message }
    } finally {
      clearTimeout(timer)
    }
  }
}
