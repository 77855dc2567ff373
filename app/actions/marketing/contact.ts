import mail from '@adonisjs/mail/services/main'
import limiter from '@adonisjs/limiter/services/main'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import ContactMessage from '#models/contact_message'
import ContactMessageMail from '#mails/contact_message_mail'

/*
| Contact messages: at most 5 per IP address in 10 minutes. A person rarely sends more than one
| or two; the limit stops a script from filling the inbox while a shared office IP still has room.
*/
export const CONTACT_LIMIT = { requests: 5, duration: '10 minutes' } as const

export function contactLimiter() {
  // A copy: the limiter turns the duration into seconds in the object it is given.
  return limiter.use({ ...CONTACT_LIMIT })
}

export function contactThrottleKey(ip: string) {
  return `contact:${ip}`
}

export type ContactInput = { name: string; email: string; message: string }

/*
| Stores the message, then queues the e-mail to the company. A queue that cannot take the job is
| logged: the message is safe in the database and the team sees it there.
*/
export async function submitContactMessage(input: ContactInput, locale: string) {
  const now = DateTime.now()
  const contact = await ContactMessage.create({ ...input, locale, consentedAt: now })
  try {
    await mail.sendLater(new ContactMessageMail(contact))
  } catch (error) {
    logger.error({ err: error, contactMessageId: contact.id }, 'Could not queue a contact e-mail')
  }
  return contact
}
