import vine from '@vinejs/vine'
import { NAME_MAX, NAME_MIN, emailRule } from '#validators/user'
import { writtenText } from '#validators/text'

/*
| The landing page's contact form. Bounds: the name as for accounts (2..100), the e-mail as for
| accounts (valid, at most 254, RFC 5321's limit), the message 10..5,000 characters after
| trimming: long enough to say what the project is, short enough to stay a first enquiry (the
| same ceiling as a chat message). Consent to processing is required (GDPR Art. 6(1)(a)).
*/
export const CONTACT_MESSAGE_MIN = 10
export const CONTACT_MESSAGE_MAX = 5000

/* The honeypot: hidden from people, filled by simple bots. */
export const HONEYPOT_FIELD = 'website'

export const contactValidator = vine.create({
  name: writtenText().minLength(NAME_MIN).maxLength(NAME_MAX),
  email: emailRule(),
  message: writtenText().minLength(CONTACT_MESSAGE_MIN).maxLength(CONTACT_MESSAGE_MAX),
  consent: vine.accepted(),
})
