import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import { DateTime } from 'luxon'
import ContactMessage from '#models/contact_message'
import ContactMessageMail from '#mails/contact_message_mail'
import { openContactThread } from '#actions/conversations/contact_thread'

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
| Stores the message with the e-mail to the company (in the outbox, one transaction), then
| opens its inbox thread. Only stored messages
| count against the sender's address; over the limit, answers the seconds to wait instead.
*/
export async function submitContactMessage(
  input: ContactInput,
  sender: { ip: string; locale: string }
): Promise<{ sent: true } | { retryAfter: number }> {
  const throttle = contactLimiter()
  const key = contactThrottleKey(sender.ip)
  const stored = await throttle.attempt(key, async () => {
    const contact = await db.transaction(async (trx) => {
      const created = await ContactMessage.create(
        { ...input, locale: sender.locale, consentedAt: DateTime.now() },
        { client: trx }
      )
      await new ContactMessageMail(created).queue(trx)
      return created
    })
    // The team also finds it in the inbox, to answer by e-mail from there.
    await openContactThread(contact)
    return contact
  })
  if (stored) return { sent: true }
  return { retryAfter: Math.max(1, await throttle.availableIn(key)) }
}
