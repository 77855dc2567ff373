import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { SMTPServer, type SMTPServerOptions } from 'smtp-server'
import defaultLogger from '@adonisjs/core/services/logger'
import type { Logger } from '@adonisjs/core/logger'
import inboundMailConfig from '#config/inbound_mail'
import productConfig from '#config/product'
import { receiveMail } from '#services/inbound_mail'

export type InboundSmtpOptions = {
  port: number
  host?: string
  maxBytes?: number
  perMinute?: number
  logger?: Logger
}

type SmtpError = Error & { responseCode?: number }

function smtpError(message: string, responseCode: number) {
  const error: SmtpError = new Error(message)
  error.responseCode = responseCode
  return error
}

/*
| The built-in SMTP receiver (`smtp-server`), behind the inbound domain's MX record: it takes
| mail for `reply+…@{INBOUND_DOMAIN}`, any other address at that domain and the company's
| address, and nothing else (no open relay, no sign-in: it only ever delivers into the app).
| Limits: the size (announced in EHLO, enforced on DATA: 552) and messages per client address a
| minute (450, so a well-behaved server retries later). Each message goes through the one
| pipeline (app/services/inbound_mail.ts) before the answer: 250 once it is recorded, and 451
| when it could not be, so the sending server keeps it and tries again. STARTTLS with the
| configured certificate, otherwise plain (most MX traffic is opportunistic TLS at best).
*/
export async function startInboundSmtp(options: InboundSmtpOptions) {
  const logger = options.logger ?? defaultLogger
  const maxBytes = options.maxBytes ?? inboundMailConfig.smtp.maxBytes
  const perMinute = options.perMinute ?? inboundMailConfig.smtp.perMinute
  const recent = new Map<string, number[]>()
  const { tlsKeyPath, tlsCertPath } = inboundMailConfig.smtp
  const tls =
    tlsKeyPath && tlsCertPath
      ? { key: readFileSync(tlsKeyPath), cert: readFileSync(tlsCertPath) }
      : null

  const serverOptions: SMTPServerOptions = {
    name: inboundMailConfig.domain ?? undefined,
    banner: productConfig.name,
    size: maxBytes,
    authOptional: true,
    disabledCommands: tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...(tls ?? {}),
    logger: false,
    disableReverseLookup: true,
    closeTimeout: 1000,
    onMailFrom(_address, session, callback) {
      const key = session.remoteAddress
      const now = Date.now()
      const times = (recent.get(key) ?? []).filter((time) => now - time < 60_000)
      if (times.length >= perMinute) {
        recent.set(key, times)
        return callback(smtpError('Too many messages, try again later', 450))
      }
      times.push(now)
      recent.set(key, times)
      if (recent.size > 10_000) recent.clear()
      callback()
    },
    onRcptTo(address, _session, callback) {
      if (!acceptsAddress(address.address)) {
        return callback(smtpError('No such recipient here', 550))
      }
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', async () => {
        if ((stream as any).sizeExceeded) {
          return callback(smtpError('Message too large', 552))
        }
        try {
          const outcome = await receiveMail(
            Buffer.concat(chunks),
            {
              mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              rcptTo: session.envelope.rcptTo.map((entry) => entry.address),
            },
            {
              source: 'smtp',
              // SPF judges the connection that handed the message over, as it said hello.
              client: { ip: session.remoteAddress, helo: session.hostNameAppearsAs },
            }
          )
          logger.info(
            { messageId: outcome.messageId, status: outcome.status, reason: outcome.reason },
            'E-mail received'
          )
          callback()
        } catch (error) {
          logger.error({ err: error }, 'A received e-mail could not be processed')
          callback(smtpError('Could not process the message, try again later', 451))
        }
      })
    },
  }
  const server = new SMTPServer(serverOptions)
  server.on('error', (error) => logger.error({ err: error }, 'The SMTP receiver failed'))
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(options.port, options.host ?? inboundMailConfig.smtp.host, () => resolve())
  })
  const { port } = server.server.address() as AddressInfo
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/* Mail this receiver takes: the inbound domain's addresses and the company's own. */
export function acceptsAddress(address: string) {
  const lower = address.trim().toLowerCase()
  if (lower === productConfig.company.email.toLowerCase()) return true
  const domain = inboundMailConfig.domain
  return !!domain && lower.endsWith(`@${domain}`)
}
