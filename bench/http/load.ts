/**
 * The load generator, in a process of its own so it never shares an event loop (or a core's
 * time slice) with the server it measures. Reads one JSON job from argv, prints one JSON result.
 *
 *   node bench/http/load.ts '{"url":"http://127.0.0.1:3470/","headers":{},"seconds":10}'
 */
import autocannon from 'autocannon'

export interface LoadJob {
  url: string
  headers: Record<string, string>
  seconds: number
  connections: number
}

export interface LoadResult {
  perSecond: number
  p50: number
  p99: number
  requests: number
  /* Answers other than 2xx, transport errors and timeouts: any of them spoils a figure. */
  failures: number
}

const job = JSON.parse(process.argv[2]) as LoadJob
const result = await autocannon({
  url: job.url,
  headers: job.headers,
  connections: job.connections,
  duration: job.seconds,
  // One request at a time per connection, as browsers send them (no pipelining).
  pipelining: 1,
})

const summary: LoadResult = {
  perSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  requests: result.requests.total,
  failures: result.non2xx + result.errors + result.timeouts,
}
process.stdout.write(JSON.stringify(summary) + '\n')
