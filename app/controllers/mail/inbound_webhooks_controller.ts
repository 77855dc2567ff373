import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import inboundMailConfig from '#config/inbound_mail'
import { receiveMail } from '#services/inbound_mail'
import { verifyMailgun, webhookEnabled } from '#actions/mail_in/mailgun_webhook'

/*
| POST /mail/inbound/{provider}: a mail provider hands over a received message (DESIGN.md
| "E-mail in"). Mailgun, through a route `forward("https://APP/mail/inbound/mailgun/mime")`:
| a URL ending in "mime" makes it post the message as it came (`body-mime`) beside the SMTP
| envelope (`sender`, `recipient`) and its signature. Signed with the webhook key or nothing is
| read further (403); the same pipeline as the SMTP receiver, so a retried post is a duplicate.
| Answers Mailgun's codes: 200 done (also for a duplicate), 406 not applicable (no message, do
| not retry), any other (a failure) makes it retry for hours.
*/
export default class InboundWebhooksController {
  async store({ params, request, response, logger }: HttpContext) {
    const provider = String(params.provider)
    if (!webhookEnabled(provider)) return response.notFound()
    // Consumed before the body is read: a flood costs nothing past the limit.
    await limiter
      .use({ requests: inboundMailConfig.webhooks.perMinute, duration: '1 minute' })
      .consume(`mail-inbound:${request.ip()}`)
    if (request.is(['multipart/form-data']) === 'multipart/form-data') {
      const multipart = request.multipart
      // Mailgun's raw form carries no file parts; any that come are dropped unread.
      multipart.onFile('*', {}, async (part) => {
        part.resume()
      })
      await multipart.process({ limit: inboundMailConfig.smtp.maxBytes + 1024 * 1024 })
    }
    const fields = request.only(['timestamp', 'token', 'signature', 'sender', 'recipient'])
    if (!verifyMailgun(fields)) return response.forbidden({ error: 'Invalid signature' })
    const mime = request.input('body-mime')
    if (typeof mime !== 'string' || !mime.trim()) return response.status(406).send('')
    const outcome = await receiveMail(
      mime,
      {
        mailFrom: typeof fields.sender === 'string' ? fields.sender : null,
        rcptTo: typeof fields.recipient === 'string' ? fields.recipient.split(',') : [],
      },
      // SPF judges the server that gave the message to Mailgun, named by Mailgun's Received.
      { source: 'mailgun', trustReceived: true }
    )
    logger.info(
      { messageId: outcome.messageId, status: outcome.status, reason: outcome.reason },
      'E-mail received from Mailgun'
    )
    return response.ok({ status: outcome.status })
  }
}
