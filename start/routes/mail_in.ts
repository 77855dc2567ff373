import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

/*
| E-mail in (DESIGN.md "E-mail in"). The provider webhook is signed by the provider instead of a
| session (CSRF-exempt in config/shield.ts, rate limited in its controller); the optional last
| segment lets Mailgun's URL end in "mime", which makes it post the raw message.
| The log of received e-mails is part of the back office (staff only, 404 to anyone else).
*/
router
  .post('mail/inbound/:provider/:format?', [controllers.mail.InboundWebhooks, 'store'])
  .where('provider', /^[a-z]+$/)
  .where('format', /^mime$/)
  .as('mail_in.webhook')

router
  .group(() => {
    router.get('team/mail-in', [controllers.team.MailIn, 'index']).as('team.mail_in')
    router
      .post('team/mail-in/:id/release', [controllers.team.MailIn, 'release'])
      .as('team.mail_in.release')
    router
      .post('team/mail-in/:id/discard', [controllers.team.MailIn, 'discard'])
      .as('team.mail_in.discard')
  })
  .where('id', router.matchers.number())
  .use([middleware.auth(), middleware.verified(), middleware.backOffice()])
