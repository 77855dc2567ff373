import vine from '@vinejs/vine'
import { kindField, NOTIFICATION_KINDS, TIME_OF_DAY } from '#shared/notifications'

/* The newest message a reader has seen (the chat sends it); without it, the project's newest. */
export const markReadValidator = vine.create({
  messageId: vine.number().withoutDecimals().positive().optional().nullable(),
})

/* IANA names the server's clock knows (quiet hours are read on it). */
const TIME_ZONES = Intl.supportedValuesOf('timeZone').concat('UTC')

/*
| Settings > Notifications. An unchecked switch sends nothing, which means off. Quiet hours are
| two times of day, both or neither.
*/
export const notificationsValidator = vine.create({
  emailUnreadMessages: vine.boolean().optional(),
  emailReplies: vine.boolean().optional(),
  notify: vine
    .object(
      Object.fromEntries(
        NOTIFICATION_KINDS.map((kind) => [kindField(kind), vine.boolean().optional()])
      )
    )
    .optional(),
  quietFrom: vine.string().trim().regex(TIME_OF_DAY).optional().requiredIfExists('quietTo'),
  quietTo: vine.string().trim().regex(TIME_OF_DAY).optional().requiredIfExists('quietFrom'),
  timeZone: vine.string().trim().in(TIME_ZONES).optional(),
})
