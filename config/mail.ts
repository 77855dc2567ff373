import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, transports } from '@adonisjs/mail'
import { JSONTransport } from '@adonisjs/mail/transports/json'
import type { InferMailers } from '@adonisjs/mail/types'
import productConfig from '#config/product'

/*
| SMTP when SMTP_HOST is set; otherwise messages are rendered by the JSON transport and kept
| in the development mailbox (see app/infrastructure/dev_mailbox.ts) so a developer can read them.
*/
const mailConfig = defineConfig({
  default: env.get('SMTP_HOST') ? 'smtp' : 'json',
  from: {
    address: env.get('MAIL_FROM_ADDRESS', productConfig.company.email),
    name: env.get('MAIL_FROM_NAME', productConfig.name),
  },
  mailers: {
    smtp: transports.smtp({
      host: env.get('SMTP_HOST', '127.0.0.1'),
      port: env.get('SMTP_PORT', 587),
      ...(env.get('SMTP_USERNAME')
        ? {
            auth: {
              type: 'login' as const,
              user: env.get('SMTP_USERNAME')!,
              pass: env.get('SMTP_PASSWORD', ''),
            },
          }
        : {}),
    }),
    json: () => new JSONTransport(),
  },
})

/*
| The development mailbox (/dev/mailbox) shows every message the json transport kept. It is on
| while developing; a production build turns it on only with MAIL_PREVIEW=true, which the local
| demo (scripts/platform.sh) sets: on a public server it would show anyone the reset links.
*/
export const mailPreviewEnabled = !app.inProduction || env.get('MAIL_PREVIEW', false)

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
