import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import { isBlankMessage, MESSAGE_MAX_LENGTH, messageLength } from '#shared/chat'

/*
| The chat's JSON bodies and queries (DESIGN.md "Chat messages over JSON"). Run them with
| `scopedMessages(ctx, 'chat')`: the text gets the generic messages ("This field is required.",
| "Must not exceed 5,000 characters."), the reply target its own.
*/

/*
| 1..5,000 characters after trimming, counted as people count them (an emoji is one), the way
| the composer's counter counts. A text of only zero-width spaces or direction marks is empty.
*/
const messageBounds = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  if (isBlankMessage(value)) {
    field.report('This field is required.', 'required', field)
  } else if (messageLength(value) > MESSAGE_MAX_LENGTH) {
    field.report('Must not exceed {max} characters.', 'maxLength', field, {
      max: MESSAGE_MAX_LENGTH,
    })
  }
})

/* Ids are 32-bit integer columns on PostgreSQL: a larger number would be a database error. */
export const ID_MAX = 2_147_483_647

export const messageText = () => vine.string().trim().use(messageBounds())

export const postMessageValidator = vine.create({
  text: messageText(),
  /* A written, not deleted message of the same project (`meta.projectId`). */
  replyToId: vine
    .number()
    .withoutDecimals()
    .positive()
    .max(ID_MAX)
    .exists(async (db, value, field) => {
      const row = await db
        .from('messages')
        .where('id', value)
        .where('project_id', field.meta.projectId)
        .where('kind', 'message')
        .whereNull('deleted_at')
        .first()
      return Boolean(row)
    })
    .nullable()
    .optional(),
  /* The browser's key for this new message: a retry with the same key gets the same message. */
  clientKey: vine
    .string()
    .trim()
    .minLength(8)
    .maxLength(64)
    .regex(/^[\w-]+$/)
    .nullable()
    .optional(),
})

export const editMessageValidator = vine.create({ text: messageText() })

const isoTime = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string' || !DateTime.fromISO(value).isValid) {
    field.report('The format is not valid.', 'regex', field)
  }
})

/* One of `before`, `after` (message ids) or `changedSince` (an ISO 8601 time). */
export const listMessagesValidator = vine.create({
  before: vine.number().withoutDecimals().positive().max(ID_MAX).optional(),
  after: vine.number().withoutDecimals().min(0).max(ID_MAX).optional(),
  changedSince: vine.string().trim().maxLength(40).use(isoTime()).optional(),
})
