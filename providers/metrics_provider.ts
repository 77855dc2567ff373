import type { ApplicationService } from '@adonisjs/core/types'

/*
| Gauges that read other parts of the web process when /metrics is scraped: the real-time
| server's open sockets and channels, the jobs waiting in the queue, and the outbox's e-mails
| still owed and finally failed (an alert on the failed count is how operators learn of them).
*/
export default class MetricsProvider {
  constructor(protected app: ApplicationService) {}

  async ready() {
    if (!['web', 'test'].includes(this.app.getEnvironment())) return
    const { sampledGauge } = await import('#infrastructure/metrics')
    const { RealtimeServer } = await import('#realtime/realtime_server')
    const { default: queue } = await import('@adonisjs/queue/services/main')
    const realtime = await this.app.container.make(RealtimeServer)

    sampledGauge('realtime_connections', 'Open WebSocket connections on this process', () => {
      return realtime.connectionCount
    })
    sampledGauge('realtime_channels', 'Channels with a subscriber on this process', () => {
      return realtime.registry.size
    })
    sampledGauge('queue_jobs_waiting', 'Jobs waiting in the default queue', () => {
      return queue.use().sizeOf('default')
    })
    const { countOutbox } = await import('#actions/mail/list_failed_mails')
    sampledGauge(
      'outbox_mails_waiting',
      'E-mails in the outbox not yet accepted by the server',
      () => countOutbox(['pending', 'sending'])
    )
    sampledGauge('outbox_mails_failed', 'E-mails the outbox gave up on (listed at /outbox)', () =>
      countOutbox(['failed'])
    )
  }
}
