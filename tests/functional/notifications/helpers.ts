import app from '@adonisjs/core/services/app'
import Notification from '#models/notification'
import { RealtimeServer } from '#realtime/realtime_server'
import { pushDelivery } from '#services/notifications'

/* Every notification of one user, newest first, as the bell lists them. */
export function notificationsOf(userId: number) {
  return Notification.query().where('user_id', userId).orderBy('updated_at', 'desc')
}

/*
| What would be pushed to devices (the push branch's pushToUser), recorded instead, as if every
| user had a device subscribed (tests/functional/push covers who has one).
*/
export function recordPushes(cleanup: (fn: () => void) => void) {
  const pushed: { userId: number; title: string; body: string; url: string; tag: string }[] = []
  const original = { ...pushDelivery }
  pushDelivery.send = async (userId, payload) => {
    pushed.push({ userId, ...payload })
  }
  pushDelivery.reaches = () => true
  cleanup(() => {
    Object.assign(pushDelivery, original)
  })
  return pushed
}

/*
| Who has a project page open: the realtime server's presence members of a channel, as the
| project page's `presence-project.{id}` would report them.
*/
export async function pagesOpen(cleanup: (fn: () => void) => void, open: Record<string, number[]>) {
  const server = await app.container.make(RealtimeServer)
  server.presentAmong = async (channel: string, userIds: readonly string[]) =>
    new Set(userIds.filter((id) => (open[channel] ?? []).includes(Number(id))))
  cleanup(() => {
    // The instance's own method goes; the class's answers again.
    delete (server as Partial<RealtimeServer>).presentAmong
  })
}
