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
      // Keep trying while Redis restarts (requests meanwhile answer 503), at most every 2 s.
      retryStrategy(times) {
        return Math.min(times * 100, 2000)
      },
    },
  },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
