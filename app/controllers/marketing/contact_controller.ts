import availabilityConfig from '#config/availability'
import { availabilityWords } from '#shared/availability'
import type { HttpContext } from '@adonisjs/core/http'
import { contactValidator, HONEYPOT_FIELD } from '#validators/contact'
import { submitContactMessage } from '#actions/marketing/contact'
import { CONTACT_SENT_FLASH } from '#infrastructure/session_keys'
import { keepInput } from '#infrastructure/old_input'

export default class ContactController {
  /*
  | The landing page's contact form. A filled honeypot gets the same answer as a real message
  | and nothing is stored or sent; invalid input goes back with translated messages and the
  | input kept (the validator's error handler); the 6th message from an IP within the window is
  | refused with the time left.
  */
  async store(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const honeypot = request.input(HONEYPOT_FIELD)
    const isBot = typeof honeypot === 'string' && honeypot.trim() !== ''
    if (!isBot) {
      const { name, email, message } = await request.validateUsing(contactValidator)
      const sender = { ip: request.ip(), locale: i18n.locale }
      const result = await submitContactMessage({ name, email, message }, sender)
      if ('retryAfter' in result) {
        keepInput(ctx)
        session.flash(
          'error',
          i18n.t('marketing.contact.form.throttled', { seconds: result.retryAfter })
        )
        return response.redirect().back()
      }
    }
    session.flash(
      'success',
      i18n.t('marketing.contact.form.success', availabilityWords(availabilityConfig, i18n.locale))
    )
    session.flash(CONTACT_SENT_FLASH, true)
    return response.redirect().back()
  }
}
