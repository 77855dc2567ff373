import vine from '@vinejs/vine'
import { NAME_MAX } from '#validators/user'
import { conversationStatuses, SAVED_REPLY_TITLE_MAX } from '#shared/conversations'
import {
  LABEL_NAME_MAX,
  LABELS_PER_CONVERSATION_MAX,
  labelColours,
} from '#shared/conversation_labels'
import { supportedLocales } from '#shared/preferences'
import { captionedText, messageText } from '#validators/chat'
import { writtenText } from '#validators/text'
import { attachmentIds } from '#validators/files'

/*
| The chat panel: text 1..5,000 after trimming, counted and judged blank exactly as the
| project chat does (DESIGN.md; #validators/chat), name and e-mail optional (the
| panel asks for them so the team can answer by e-mail), the page the chat started on as a
| path, and the client's key that makes a retried send idempotent. With files attached
| (`attachmentIds`, uploads of the same conversation) the text may be empty.
*/
const text = captionedText
const clientKey = () => vine.string().uuid().optional()

export const visitorMessageValidator = vine.create({
  text: text(),
  attachmentIds: attachmentIds(),
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
  attachmentIds: attachmentIds(),
  clientKey: clientKey(),
})

export const readValidator = vine.create({
  lastId: vine.number().withoutDecimals().min(0).max(2_147_483_647),
})

export const conversationUpdateValidator = vine.create({
  status: vine.enum(conversationStatuses).optional(),
  assignedToId: vine.number().withoutDecimals().min(0).max(2_147_483_647).optional(),
  // Staff switch the rating prompt off for a thread where asking would be out of place.
  ratingEnabled: vine.boolean().optional(),
})

/* An internal note: text only (no files), bounded like a message. */
export const noteValidator = vine.create({
  text: messageText(),
  clientKey: clientKey(),
})

/* A saved reply: a short title, the text as a message, and its language. */
export const savedReplyValidator = vine.create({
  title: writtenText().maxLength(SAVED_REPLY_TITLE_MAX),
  text: messageText(),
  locale: vine.enum(supportedLocales),
})

/*
| A label: a short name, unique in the team's list whatever its case (a validator run with
| meta { labelId } ignores that label's own row), and a colour of the palette.
*/
export const labelValidator = vine.create({
  name: writtenText()
    .maxLength(LABEL_NAME_MAX)
    .unique(async (db, value, field) => {
      const query = db
        .from('conversation_labels')
        .whereRaw('lower(name) = ?', [value.toLowerCase()])
      const labelId = (field.meta as { labelId?: number }).labelId
      if (labelId !== undefined) query.whereNot('id', labelId)
      return !(await query.first())
    }),
  colour: vine.enum(labelColours),
})

/* A conversation's labels, all at once: existing labels only, a handful at most. */
export const conversationLabelsValidator = vine.create({
  labelIds: vine
    .array(
      vine
        .number()
        .withoutDecimals()
        .min(1)
        .max(2_147_483_647)
        .exists(
          async (db, value) => !!(await db.from('conversation_labels').where('id', value).first())
        )
    )
    .maxLength(LABELS_PER_CONVERSATION_MAX)
    .optional(),
})

/* The person's rating of a closed conversation: 1..5 and, if they like, a few words. */
export const RATING_COMMENT_MAX = 1000
export const ratingValidator = vine.create({
  rating: vine.number().withoutDecimals().min(1).max(5),
  comment: vine.string().trim().maxLength(RATING_COMMENT_MAX).optional(),
})
