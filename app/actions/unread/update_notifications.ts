import type User from '#models/user'
import { kindField, NOTIFICATION_KINDS } from '#shared/notifications'

export interface NotificationSettings {
  emailUnreadMessages?: boolean
  emailReplies?: boolean
  /* By `kindField(kind)`. */
  notify?: Record<string, boolean | undefined>
  quietFrom?: string
  quietTo?: string
  timeZone?: string
}

/*
| Settings > Notifications: the e-mail digest, one switch per kind of notification and the quiet
| hours. An unchecked checkbox is not sent, so absent means off.
*/
export async function updateNotifications(user: User, input: NotificationSettings) {
  user.emailUnreadMessages = input.emailUnreadMessages === true
  user.emailReplies = input.emailReplies === true
  const off = NOTIFICATION_KINDS.filter((kind) => input.notify?.[kindField(kind)] !== true)
  user.notificationsOff = JSON.stringify(off)
  user.quietHoursFrom = input.quietFrom || null
  user.quietHoursTo = input.quietTo || null
  user.timeZone = input.timeZone || user.timeZone || null
  await user.save()
}
