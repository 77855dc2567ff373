import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections } from '@adonisjs/redis/types'

/*
| Redis is optional: only when REDIS_URL is set do sessions, rate limits and real-time fan-out
| use it. Connections are lazy, so an unset URL never opens a socket.
*/
const url = new URL(env.get('REDIS_URL') || 'redis://127.0.0.1:6379/0')

const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main: {
      host: url.hostname,
      port: Number(url.port || 6379),
      username: url.username || undefined,
      password: decodeURIComponent(url.password) || undefined,
      db: Number(url.pathname.slice(1) || 0),
      keyPrefix: '',
      lazyConnect: true,
      /*
      | While Redis is away a request that needs it answers 503 at once instead of waiting in
      | ioredis's offline queue for the whole outage. A Redis that stops or restarts closes the
      | connection: every reconnection attempt that fails then fails the commands queued
      | meanwhile (`maxRetriesPerRequest: 0`), and attempts come every half second at most, so
      | a request waits half a second or so and Redis's return is noticed as soon. A Redis that
      | vanishes without closing (a network cut) answers nothing: `commandTimeout` bounds that
      | wait. It is not shorter because a busy process may read a prompt answer late (the timer
      | runs first after a long task) and must not mistake that for an outage. The queue itself
      | stays on, for the first command of a lazy connection and the moment of a reconnect.
      | Nothing sent on this connection blocks (no BLPOP and the like).
      */
      enableOfflineQueue: true,
      maxRetriesPerRequest: 0,
      commandTimeout: 2000,
      connectTimeout: 2000,
      retryStrategy(times) {
        return Math.min(times * 50, 500)
      },
    },
  },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
