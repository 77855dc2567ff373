import { tracingChannel } from 'node:diagnostics_channel'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { JobExecuteMessage } from '@boringnode/queue/types'
import { caches } from '#infrastructure/bounded_cache'

/*
| The process's Prometheus metrics (GET /metrics, closed to the public). One registry per
| process: each node is scraped on its own, as Prometheus expects behind a load balancer.
| Gauges read their value when scraped, so nothing is counted on a hot path that is not asked for.
*/
export const registry = new Registry()
collectDefaultMetrics({ register: registry })

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
})

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request reaching the app to its answer, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
})

export const jobsExecuted = new Counter({
  name: 'queue_jobs_total',
  help: 'Queued jobs run by this process, by job and outcome (completed, retrying, failed)',
  labelNames: ['job', 'status'] as const,
  registers: [registry],
})

type Sampler = () => number | Promise<number>

/* A gauge whose value is read from elsewhere (the real-time server, the queue) when scraped. */
export function sampledGauge(name: string, help: string, sample: Sampler) {
  registry.removeSingleMetric(name)
  return new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      try {
        this.set(await sample())
      } catch {
        // A dependency that is down must not break the scrape; /health reports it.
        this.reset()
      }
    },
  })
}

/* The queue announces each job's end on a diagnostics channel; count outcomes from there. */
tracingChannel<unknown, JobExecuteMessage>('boringqueue.job.execute').subscribe({
  start() {},
  end() {},
  asyncStart() {},
  asyncEnd(message) {
    jobsExecuted.inc({ job: message.job.name, status: message.status ?? 'completed' })
  },
  error() {},
})

/*
| Every process-wide cache (app/infrastructure/bounded_cache.ts): its entries and capacity, and its
| lookups by result, so a hit rate (hits over lookups) is one query away.
*/
const everyCache = () => [...caches]
new Gauge({
  name: 'app_cache_entries',
  help: 'Entries held by each process-wide cache',
  labelNames: ['cache'] as const,
  registers: [registry],
  collect() {
    this.reset()
    for (const cache of everyCache()) this.set({ cache: cache.name }, cache.size)
  },
})
new Gauge({
  name: 'app_cache_capacity',
  help: 'Entries each process-wide cache may hold before it makes room',
  labelNames: ['cache'] as const,
  registers: [registry],
  collect() {
    this.reset()
    for (const cache of everyCache()) this.set({ cache: cache.name }, cache.capacity)
  },
})
new Counter({
  name: 'app_cache_lookups_total',
  help: 'Lookups in each process-wide cache, by result (hit or miss)',
  labelNames: ['cache', 'result'] as const,
  registers: [registry],
  collect() {
    this.reset()
    for (const cache of everyCache()) {
      this.inc({ cache: cache.name, result: 'hit' }, cache.hits)
      this.inc({ cache: cache.name, result: 'miss' }, cache.misses)
    }
  },
})
new Gauge({
  name: 'app_cache_hit_ratio',
  help: 'Hits over lookups of each process-wide cache since the process started',
  labelNames: ['cache'] as const,
  registers: [registry],
  collect() {
    this.reset()
    for (const cache of everyCache()) {
      const lookups = cache.hits + cache.misses
      this.set({ cache: cache.name }, lookups === 0 ? 0 : cache.hits / lookups)
    }
  },
})
