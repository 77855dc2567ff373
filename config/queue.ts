import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, drivers } from '@adonisjs/queue'

/*
| One queue for e-mails and other background work. The database adapter by default (no extra
| service), Redis when REDIS_URL is set, and the sync adapter in tests (a job runs at once).
| QUEUE_DRIVER overrides the choice. Unless QUEUE_WORKER=external, the web process runs a worker
| itself (providers/mail_queue_provider.ts), so a single `npm start` delivers mail; with
| several processes, run `node ace queue:work` separately and set QUEUE_WORKER=external.
*/
const defaultDriver = app.inTest ? 'sync' : env.get('REDIS_URL') ? 'redis' : 'database'

export const queueDriver = env.get('QUEUE_DRIVER', defaultDriver)
export const runWorkerInProcess = env.get('QUEUE_WORKER', 'in-process') !== 'external'

const queueConfig = defineConfig({
  default: queueDriver,

  adapters: {
    database: drivers.database({ connectionName: env.get('DB_CONNECTION', 'sqlite') }),
    // Only with REDIS_URL: resolving the adapter must not reach for a Redis that is not there.
    ...(env.get('REDIS_URL') ? { redis: drivers.redis({ connectionName: 'main' }) } : {}),
    sync: drivers.sync(),
  },

  worker: {
    concurrency: 2,
    idleDelay: '2s',
  },

  locations: ['./app/jobs/**/*.{ts,js}'],
})

export default queueConfig
