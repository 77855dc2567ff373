import env from '#start/env'
import { defineConfig, transports } from '@adonisjs/mail'
import { JSONTransport } from '@adonisjs/mail/transports/json'
import type { InferMailers } from '@adonisjs/mail/types'
import productConfig from '#config/product'

/*
| SMTP when SMTP_HOST is set; otherwise messages are rendered by the JSON transport and kept
| in the development mailbox (see app/services/dev_mailbox.ts) so a developer can read them.
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

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
