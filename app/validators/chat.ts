import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import { MESSAGE_MAX_LENGTH, messageLength } from '#shared/chat'
import { hasVisibleText } from '#shared/visible_text'
import { writtenText } from '#validators/text'
import { attachmentIds } from '#validators/files'

/*
| The chat's JSON bodies and queries (DESIGN.md "Chat messages over JSON"). Run them with
| `scopedMessages(ctx, 'chat')`: the text gets the generic messages ("This field is required.",
| "Must not exceed 5,000 characters."), the reply target its own.
*/

/*
| 1..5,000 characters after trimming, counted as people count them (an emoji is one), the way
| the composer's counter counts. A text of only invisible characters is empty (#validators/text).
*/
const messageBounds = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  if (messageLength(value) > MESSAGE_MAX_LENGTH) {
    field.report('Must not exceed {max} characters.', 'maxLength', field, {
      max: MESSAGE_MAX_LENGTH,
    })
  }
})

function hasAttachments(field: FieldContext) {
  const ids = (field.parent as { attachmentIds?: unknown } | undefined)?.attachmentIds
  return Array.isArray(ids) && ids.length > 0
}

/* Ids are 32-bit integer columns on PostgreSQL: a larger number would be a database error. */
export const ID_MAX = 2_147_483_647

export const messageText = () => writtenText().use(messageBounds())

/* A message's words, or a caption that may be empty when files are attached (DESIGN.md "Files"). */
const captionText = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value === 'string' && !hasVisibleText(value) && !hasAttachments(field)) {
    field.report('This field is required.', 'required', field)
  }
})

/* The text of a message that may carry files (`attachmentIds` beside it). */
export const captionedText = () =>
  vine
    .string()
    .trim()
    .use(captionText())
    .use(messageBounds())
    .optional()
    .requiredWhen((field) => !hasAttachments(field))

export const postMessageValidator = vine.create({
  text: captionedText(),
  attachmentIds: attachmentIds(),
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
  around: vine.number().withoutDecimals().positive().max(ID_MAX).optional(),
  changedSince: vine.string().trim().maxLength(40).use(isoTime()).optional(),
})
