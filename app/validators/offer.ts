import vine from '@vinejs/vine'
import { OFFER_ANSWERS, OFFER_BOUNDS, OFFER_LOCALES } from '#shared/offers'
import { emailRule } from '#validators/user'

/*
| The offer form (bounds in DESIGN.md, shared with the form through shared/offers.ts). Run it
| with `scopedMessages(ctx, 'offers')`. A draft is a whole offer that was not sent yet, so both
| buttons ask the same of every field.
*/
const text = (max: number) => vine.string().trim().maxLength(max)

export const offerValidator = vine.create({
  email: emailRule(),
  greeting: text(OFFER_BOUNDS.greetingMax),
  salutation: text(OFFER_BOUNDS.salutationMax),
  locale: vine.enum(OFFER_LOCALES),
  subject: text(OFFER_BOUNDS.subjectMax),
  content: text(OFFER_BOUNDS.contentMax),
  intent: vine.enum(['send', 'draft'] as const).optional(),
})

export const offerAnswerValidator = vine.create({
  answer: vine.enum(OFFER_ANSWERS),
  message: vine.string().trim().maxLength(OFFER_BOUNDS.answerMessageMax).optional(),
})
