import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import {
  ASSIGNABLE_ROLES,
  BUILD_BOUNDS,
  CURRENCIES,
  MINOR_UNITS,
  PROJECT_BOUNDS,
  PROJECT_STATUSES,
} from '#shared/projects'
import { isCalendarDate, PLAN_BOUNDS } from '#shared/plans'
import { emailRule } from '#validators/user'
import { messageText } from '#validators/chat'
import { optionalWrittenText, writtenText } from '#validators/text'

/*
| Project forms (bounds in DESIGN.md, shared with the forms through shared/projects.ts). Run
| them with `scopedMessages(ctx, 'projects')`: the project name's own messages live in the
| `projects` namespace.
*/

export const projectNameRule = () =>
  writtenText().minLength(PROJECT_BOUNDS.nameMin).maxLength(PROJECT_BOUNDS.nameMax)

export const projectDescriptionRule = () =>
  optionalWrittenText(PROJECT_BOUNDS.descriptionMax).nullable().optional()

/*
| A price in major units as people type it: digits, and cents after a dot or a comma
| ("12500", "12500.50", "12500,5"). It becomes integer minor units without passing through a
| float, so 0.29 is 29 cents, not 28.999….
*/
export function toMinorUnits(value: string) {
  const [whole, fraction = ''] = value.split(/[.,]/)
  return Number(whole) * MINOR_UNITS + Number(fraction.padEnd(2, '0'))
}

const priceBounds = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  if (!/^\d{1,12}([.,]\d{1,2})?$/.test(value)) {
    field.report('Enter an amount such as 1200 or 1200.50.', 'money', field)
    return
  }
  if (toMinorUnits(value) > PROJECT_BOUNDS.priceMax * MINOR_UNITS) {
    field.report('Must not exceed {max}.', 'max', field, { max: PROJECT_BOUNDS.priceMax })
  }
})

export const priceRule = () =>
  vine
    .string()
    .trim()
    .use(priceBounds())
    // VineJS runs a transform for a null that `.nullable()` lets through as well.
    .transform((value: string | null) => (value === null ? null : toMinorUnits(value)))

export const assignableRoleRule = () => vine.enum(ASSIGNABLE_ROLES)

/* Step 6: a build for the owner to test, at an address they can open. */
export const buildReadyValidator = vine.create({
  link: vine
    .string()
    .trim()
    .maxLength(BUILD_BOUNDS.linkMax)
    .url({ require_protocol: true, protocols: ['http', 'https'] }),
  note: optionalWrittenText(BUILD_BOUNDS.noteMax).nullable().optional(),
  // The agreed plan's milestone this build delivers (its key), if any.
  milestone: vine.string().trim().maxLength(36).nullable().optional(),
})

/* What the owner found missing: posted in the chat as their message. */
export const buildChangesValidator = vine.create({ text: messageText() })

export const createProjectValidator = vine.create({
  name: projectNameRule(),
  description: projectDescriptionRule(),
})

/*
| Owner and staff edit name and description; the workflow fields are staff's (the controller
| refuses them from anyone else). An emptied estimation or price clears it.
*/
export const updateProjectValidator = vine.create({
  name: projectNameRule(),
  description: projectDescriptionRule(),
  status: vine.enum(PROJECT_STATUSES).optional(),
  progress: vine
    .number()
    .withoutDecimals()
    .min(PROJECT_BOUNDS.progressMin)
    .max(PROJECT_BOUNDS.progressMax)
    .optional(),
  estimationHours: vine
    .number()
    .withoutDecimals()
    .min(0)
    .max(PROJECT_BOUNDS.estimationMax)
    .nullable()
    .optional(),
  price: priceRule().nullable().optional(),
  currency: vine.enum(CURRENCIES).optional(),
})

export const WORKFLOW_FIELDS = [
  'status',
  'progress',
  'estimationHours',
  'price',
  'currency',
] as const

export const inviteValidator = vine.create({
  email: emailRule(),
  role: assignableRoleRule(),
})

export const memberRoleValidator = vine.create({
  role: assignableRoleRule(),
})

export const transferValidator = vine.create({
  userId: vine.number().withoutDecimals().positive(),
})

/* A staff account to put on the project's team. */
export const teamMemberValidator = vine.create({
  userId: vine.number().withoutDecimals().positive(),
})

const calendarDate = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value === 'string' && !isCalendarDate(value)) {
    field.report('Enter a valid date.', 'date', field)
  }
})

const planHours = () => vine.number().withoutDecimals().min(0).max(PLAN_BOUNDS.hoursMax)

/*
| A plan revision staff propose (docs/decisions/plan-revisions.md): its totals, payment terms
| and 1..20 milestones. That the milestones add up to the totals is the action's check (its
| message says what is left to allocate, beside the milestones).
*/
export const planValidator = vine.create({
  estimationHours: planHours().min(1),
  price: priceRule(),
  currency: vine.enum(CURRENCIES),
  depositPercent: vine
    .number()
    .withoutDecimals()
    .min(PLAN_BOUNDS.depositMin)
    .max(PLAN_BOUNDS.depositMax),
  paymentDays: vine
    .number()
    .withoutDecimals()
    .min(PLAN_BOUNDS.paymentDaysMin)
    .max(PLAN_BOUNDS.paymentDaysMax),
  milestones: vine
    .array(
      vine.object({
        key: vine.string().trim().maxLength(36).nullable().optional(),
        title: writtenText().minLength(PLAN_BOUNDS.titleMin).maxLength(PLAN_BOUNDS.titleMax),
        criteria: optionalWrittenText(PLAN_BOUNDS.criteriaMax).nullable().optional(),
        hours: planHours(),
        amount: priceRule(),
        targetDate: vine.string().trim().use(calendarDate()),
      })
    )
    .minLength(PLAN_BOUNDS.milestonesMin)
    .maxLength(PLAN_BOUNDS.milestonesMax),
})
