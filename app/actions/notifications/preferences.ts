import type User from '#models/user'
import { isNotificationKind, type NotificationKind } from '#shared/notifications'

/* The kinds a user switched off, from the stored JSON list (absent or unreadable: none). */
export function disabledKinds(stored: string | null | undefined): Set<NotificationKind> {
  if (!stored) return new Set()
  try {
    const parsed: unknown = JSON.parse(stored)
    return new Set(Array.isArray(parsed) ? parsed.filter(isNotificationKind) : [])
  } catch {
    return new Set()
  }
}

export function notificationPreferences(user: User) {
  return {
    off: [...disabledKinds(user.notificationsOff)],
    quietFrom: user.quietHoursFrom,
    quietTo: user.quietHoursTo,
    timeZone: user.timeZone,
  }
}
