import type { ApplicationService } from '@adonisjs/core/types'

/*
| Redis may restart under a running app (DESIGN.md: scale-out). ioredis reconnects by itself and
| requests meanwhile answer 503 (app/exceptions/handler.ts), so a lost connection is logged as
| a warning, not at the fatal level @adonisjs/redis uses by default, which reads as a crash.
*/
export default class DependenciesProvider {
  constructor(protected app: ApplicationService) {}

  async ready() {
    const { default: env } = await import('#start/env')
    if (!env.get('REDIS_URL')) return
    const redis = await this.app.container.make('redis')
    const logger = await this.app.container.make('logger')
    redis.doNotLogErrors()
    const warn = ({ error }: { error: unknown }) =>
      logger.warn({ err: error }, 'Redis is out of reach; reconnecting')
    redis.on('connection', (connection) => {
      connection.on('error', warn)
      connection.on('subscriber:error', warn)
    })
    for (const connection of Object.values(redis.activeConnections)) {
      connection?.on('error', warn)
      connection?.on('subscriber:error', warn)
    }
  }
}
