import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/limiter'
import type { InferLimiters } from '@adonisjs/limiter/types'

/*
| Where rate limits count. With REDIS_URL every process counts in Redis, so two nodes behind a
| load balancer share one count (a limit of 10 is 10 for the cluster, not 10 per node). Without
| it the app runs as one process (sessions and real-time fan-out need Redis to scale out too), and
| counting in that process's memory costs no write to the embedded database per request.
*/
export function limiterStoreFor(redisUrl: string | undefined) {
  return redisUrl ? ('redis' as const) : ('memory' as const)
}

const limiterConfig = defineConfig({
  default: limiterStoreFor(env.get('REDIS_URL')),
  stores: {
    redis: stores.redis({ connectionName: 'main' }),
    memory: stores.memory({}),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
