import vine from '@vinejs/vine'
import { NAME_MAX } from '#validators/user'
import { conversationStatuses } from '#shared/consulting'
import { messageText } from '#validators/chat'

/*
| The consulting chat: text 1..5,000 after trimming, counted and judged blank exactly as the
| project chat does (DESIGN.md; #validators/chat), name and e-mail optional (the
| panel asks for them so the team can answer by e-mail), the page the chat started on as a
| path, and the client's key that makes a retried send idempotent.
*/
const text = messageText
const clientKey = () => vine.string().uuid().optional()

export const visitorMessageValidator = vine.create({
  text: text(),
  name: vine.string().trim().maxLength(NAME_MAX).optional(),
  email: vine.string().trim().email().maxLength(254).optional(),
  page: vine.string().trim().maxLength(300).regex(/^\//).optional(),
  clientKey: clientKey(),
})

export const visitorDetailsValidator = vine.create({
  name: vine.string().trim().maxLength(NAME_MAX).optional(),
  email: vine.string().trim().email().maxLength(254).optional(),
})

export const chatMessageValidator = vine.create({
  text: text(),
  clientKey: clientKey(),
})

export const readValidator = vine.create({
  lastId: vine.number().withoutDecimals().min(0).max(2_147_483_647),
})

export const conversationUpdateValidator = vine.create({
  status: vine.enum(conversationStatuses).optional(),
  assignedToId: vine.number().withoutDecimals().min(0).max(2_147_483_647).optional(),
})
