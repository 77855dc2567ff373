import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import Notification from '#models/notification'
import type User from '#models/user'
import { Broadcaster } from '#realtime/broadcaster'
import { unreadNotifications } from '#services/notifications'
import { userChannel } from '#shared/realtime'
import { storedTime } from '#actions/unread/unread'

/* A user's notifications, newest event first (the bell takes the first few, the page pages on). */
export function notificationsOf(user: User) {
  return Notification.query()
    .where('user_id', user.id)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
}

/*
| Read: one (opened) or all of them. The user's other tabs hear it, so their bells follow.
| Authorize `view` first for one.
*/
export async function markNotificationsRead(user: User, notification?: Notification) {
  const query = Notification.query().where('user_id', user.id).whereNull('read_at')
  if (notification) query.where('id', notification.id)
  const changed = await query.update({ read_at: storedTime(DateTime.now()) })
  if (notification) notification.readAt ??= DateTime.now()
  const unread = await unreadNotifications(user.id)
  if (Number(Array.isArray(changed) ? changed[0] : changed) > 0) {
    try {
      const broadcaster = await app.container.make(Broadcaster)
      broadcaster.send(userChannel, { id: user.id }, 'notifications.read', {
        ids: notification ? [notification.id] : 'all',
        unread,
      })
    } catch (error) {
      logger.error({ err: error }, 'Could not announce read notifications')
    }
  }
  return unread
}
