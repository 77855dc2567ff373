import vine from '@vinejs/vine'

/* The newest message a reader has seen (the chat sends it); without it, the project's newest. */
export const markReadValidator = vine.create({
  messageId: vine.number().withoutDecimals().positive().optional().nullable(),
})

/* Settings > Notifications. An unchecked switch sends nothing, which means off. */
export const notificationsValidator = vine.create({
  emailUnreadMessages: vine.boolean().optional(),
})
