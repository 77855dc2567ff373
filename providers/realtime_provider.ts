import type { ApplicationService } from '@adonisjs/core/types'
import { RealtimeServer } from '#realtime/realtime_server'
import { isDependencyDown } from '#infrastructure/dependency_errors'
import { Broadcaster } from '#realtime/broadcaster'
import realtimeConfig from '#config/realtime'

/*
| One Pusher-protocol server per process, on the app's own HTTP server (/app/{key}), and the
| broadcaster app code publishes through. With REDIS_URL, processes share one channel space.
*/
export default class RealtimeProvider {
  #created: RealtimeServer | undefined

  constructor(protected app: ApplicationService) {}

  register() {
    this.app.container.singleton(RealtimeServer, async (resolver) => {
      const logger = await resolver.make('logger')
      this.#created = new RealtimeServer({
        appId: realtimeConfig.appId,
        key: realtimeConfig.key,
        secret: realtimeConfig.secret,
        redisUrl: realtimeConfig.redisUrl,
        maxConnections: realtimeConfig.maxConnections,
        onError: (error) =>
          isDependencyDown(error)
            ? logger.warn({ err: error }, 'Real-time server: Redis out of reach, reconnecting')
            : logger.error({ err: error }, 'realtime server error'),
      })
      return this.#created
    })
    this.app.container.singleton(Broadcaster, async (resolver) => {
      return new Broadcaster(await resolver.make(RealtimeServer))
    })
  }

  /* Tests start their own HTTP server and attach through attachRealtime() instead. */
  async ready() {
    if (this.app.getEnvironment() !== 'web') return
    const server = await this.app.container.make('server')
    const nodeServer = server.getNodeServer()
    if (!nodeServer) return
    await attachRealtime(this.app, nodeServer)
    /*
    | Draining on SIGTERM: the HTTP server's close waits for every socket, WebSockets included,
    | so they must be closed first (4200: pusher-js reconnects at once, to another node).
    | Terminating hooks run last-registered first; this one comes after the server's own.
    */
    this.app.terminating(async () => {
      await this.#created?.close()
      nodeServer.closeIdleConnections()
    })
  }

  async shutdown() {
    await this.#created?.close()
  }
}

export async function attachRealtime(
  app: ApplicationService,
  nodeServer: Parameters<RealtimeServer['attach']>[0]
) {
  const realtime = await app.container.make(RealtimeServer)
  await realtime.ready()
  realtime.attach(nodeServer, { destroyUnknownUpgrades: false })
}
