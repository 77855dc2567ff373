import type { ApplicationService } from '@adonisjs/core/types'

/*
| Starts the built-in SMTP receiver (app/infrastructure/inbound_smtp.ts) in web processes when
| INBOUND_SMTP_PORT is set; off otherwise (mail may also arrive by another way into the same
| pipeline). Each node of a cluster may run one: the pipeline is idempotent by Message-ID.
*/
export default class InboundMailProvider {
  #receiver?: { close(): Promise<void> }

  constructor(protected app: ApplicationService) {}

  async ready() {
    if (this.app.getEnvironment() !== 'web') return
    const { default: inboundMailConfig } = await import('#config/inbound_mail')
    const port = inboundMailConfig.smtp.port
    if (port === null) return
    const logger = await this.app.container.make('logger')
    const { startInboundSmtp } = await import('#infrastructure/inbound_smtp')
    try {
      this.#receiver = await startInboundSmtp({ port, logger })
      logger.info({ port, host: inboundMailConfig.smtp.host }, 'SMTP receiver listening')
    } catch (error) {
      logger.error({ err: error, port }, 'The SMTP receiver could not start')
    }
  }

  async shutdown() {
    await this.#receiver?.close()
  }
}
