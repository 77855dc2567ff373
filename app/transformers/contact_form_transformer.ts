import type { HttpContext } from '@adonisjs/core/http'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { CONTACT_SENT_FLASH } from '#infrastructure/session_keys'

type FlashMessages = HttpContext['session']['flashMessages']

/*
| The landing page's contact form after a round trip, read from the flash: sent (the thank-you
| note), or what was typed after invalid input or a refusal, so nothing is lost even without
| JavaScript.
*/
export default class ContactFormTransformer extends BaseTransformer<FlashMessages> {
  toObject() {
    return {
      sent: this.resource.get(CONTACT_SENT_FLASH) === true,
      old: {
        name: this.#text('name'),
        email: this.#text('email'),
        message: this.#text('message'),
        consent: Boolean(this.resource.get('consent')),
      },
    }
  }

  #text(field: string) {
    const value = this.resource.get(field)
    return typeof value === 'string' ? value : ''
  }
}
