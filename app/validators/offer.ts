import vine from '@vinejs/vine'
import { DateTime } from 'luxon'
import conversationsConfig from '#config/conversations'
import type { FieldContext } from '@vinejs/vine/types'
import {
  OFFER_ANSWERS,
  OFFER_BOUNDS,
  OFFER_ITEM_BOUNDS,
  OFFER_LOCALES,
  OFFER_TEMPLATE_BOUNDS,
} from '#shared/offers'
import { CURRENCIES } from '#shared/projects'
import { priceRule } from '#validators/project'
import { emailRule } from '#validators/user'
import { optionalWrittenText } from '#validators/text'

/*
| The offer form (bounds in DESIGN.md, shared with the form through shared/offers.ts). Run it
| with `scopedMessages(ctx, 'offers')`. A draft is a whole offer that was not sent yet, so both
| buttons ask the same of every field.
*/
const text = (max: number) => vine.string().trim().maxLength(max)

/*
| A quantity as people type it ("2", "1.5", "1,5"): up to two decimals, within the bounds, read
| as a number without passing through a float's surprises (hundredths, then divided once).
*/
const quantityBounds = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  if (!/^\d{1,5}([.,]\d{1,2})?$/.test(value)) {
    field.report('Enter a quantity such as 1 or 1.5.', 'quantity', field)
    return
  }
  const quantity = Number(value.replace(',', '.'))
  if (quantity < OFFER_ITEM_BOUNDS.quantityMin || quantity > OFFER_ITEM_BOUNDS.quantityMax) {
    field.report('Enter a quantity between {min} and {max}.', 'quantityRange', field, {
      min: OFFER_ITEM_BOUNDS.quantityMin,
      max: OFFER_ITEM_BOUNDS.quantityMax,
    })
  }
})

const quantityRule = () =>
  vine
    .string()
    .trim()
    .use(quantityBounds())
    .transform((value: string) => Math.round(Number(value.replace(',', '.')) * 100) / 100)

/*
| A valid-until day ("2026-12-31", what a date input sends): a real date, and not already past
| in the company's time zone (the day the offer expires after, shared/offers.ts).
*/
const notPastDay = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const day = DateTime.fromISO(value, { zone: conversationsConfig.timeZone })
  if (!day.isValid) {
    field.report('Enter a date such as 2026-12-31.', 'regex', field)
    return
  }
  const today = DateTime.now().setZone(conversationsConfig.timeZone).toISODate()!
  if (value < today) field.report('Choose today or a later day.', 'past', field)
})

/* Its own rule name (`tooMany`), so the message sits beside `items.array` in the locale files. */
const atMostItems = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (Array.isArray(value) && value.length > OFFER_ITEM_BOUNDS.itemsMax) {
    field.report('An offer can have at most {max} line items.', 'tooMany', field, {
      max: OFFER_ITEM_BOUNDS.itemsMax,
    })
  }
})

/* The offer's terms: all optional, the line items in the order staff put them. */
const offerTermsFields = {
  currency: vine.enum(CURRENCIES).optional(),
  price: priceRule().nullable().optional(),
  timeline: text(OFFER_ITEM_BOUNDS.timelineMax).nullable().optional(),
  validUntil: vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .use(notPastDay())
    .transform((value: string | null) =>
      // VineJS runs a transform for a null that `.nullable()` lets through as well.
      value === null ? null : DateTime.fromISO(value).toJSDate()
    )
    .nullable()
    .optional(),
  items: vine
    .array(
      vine.object({
        description: text(OFFER_ITEM_BOUNDS.descriptionMax),
        quantity: quantityRule(),
        unitPrice: priceRule(),
      })
    )
    .use(atMostItems())
    .optional(),
}

export const offerValidator = vine.create({
  email: emailRule(),
  greeting: text(OFFER_BOUNDS.greetingMax),
  salutation: text(OFFER_BOUNDS.salutationMax),
  locale: vine.enum(OFFER_LOCALES),
  subject: text(OFFER_BOUNDS.subjectMax),
  content: text(OFFER_BOUNDS.contentMax),
  intent: vine.enum(['send', 'draft'] as const).optional(),
  ...offerTermsFields,
})

/*
| An offer template (run it with `scopedMessages(ctx, 'offers')`): a name and a language, then
| whatever of an offer it should fill in (each text may stay empty) and its validity in days.
*/
const templateTermsFields = {
  currency: offerTermsFields.currency,
  price: offerTermsFields.price,
  timeline: offerTermsFields.timeline,
  items: offerTermsFields.items,
}

export const offerTemplateValidator = vine.create({
  name: text(OFFER_TEMPLATE_BOUNDS.nameMax).minLength(1),
  locale: vine.enum(OFFER_LOCALES),
  subject: text(OFFER_BOUNDS.subjectMax).optional(),
  greeting: text(OFFER_BOUNDS.greetingMax).optional(),
  salutation: text(OFFER_BOUNDS.salutationMax).optional(),
  content: text(OFFER_BOUNDS.contentMax).optional(),
  validDays: vine
    .number()
    .withoutDecimals()
    .range([OFFER_TEMPLATE_BOUNDS.validDaysMin, OFFER_TEMPLATE_BOUNDS.validDaysMax])
    .nullable()
    .optional(),
  ...templateTermsFields,
})

export const offerAnswerValidator = vine.create({
  answer: vine.enum(OFFER_ANSWERS),
  message: optionalWrittenText(OFFER_BOUNDS.answerMessageMax).optional(),
})

/* The staff's switch of an offer's reminders: `enabled` true sends them, false stops them. */
export const offerRemindersValidator = vine.create({
  enabled: vine.boolean(),
})
