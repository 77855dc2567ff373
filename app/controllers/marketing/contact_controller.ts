import type { HttpContext } from '@adonisjs/core/http'
import { contactValidator, HONEYPOT_FIELD } from '#validators/contact'
import {
  contactLimiter,
  contactThrottleKey,
  submitContactMessage,
} from '#actions/marketing/contact'

export const CONTACT_SENT_FLASH = 'contactSent'

export default class ContactController {
  /*
  | The landing page's contact form. A filled honeypot gets the same answer as a real message
  | and nothing is stored or sent; invalid input goes back with translated messages and the
  | input kept (the validator's error handler); the 6th message from an IP within the window is
  | refused with the time left.
  */
  async store({ request, response, session, i18n }: HttpContext) {
    const honeypot = request.input(HONEYPOT_FIELD)
    if (typeof honeypot === 'string' && honeypot.trim() !== '') {
      return this.sent(session, i18n.t('marketing.contact.form.success'), response)
    }

    const input = await request.validateUsing(contactValidator)
    const limiter = contactLimiter()
    const key = contactThrottleKey(request.ip())
    const stored = await limiter.attempt(key, () =>
      submitContactMessage(
        { name: input.name, email: input.email, message: input.message },
        i18n.locale
      )
    )

    if (stored === undefined) {
      const seconds = Math.max(1, await limiter.availableIn(key))
      session.flashAll()
      session.flash('error', i18n.t('marketing.contact.form.throttled', { seconds }))
      return response.redirect().back()
    }
    return this.sent(session, i18n.t('marketing.contact.form.success'), response)
  }

  private sent(
    session: HttpContext['session'],
    message: string,
    response: HttpContext['response']
  ) {
    session.flash('success', message)
    session.flash(CONTACT_SENT_FLASH, true)
    return response.redirect().back()
  }
}
