import { useEffect, useSyncExternalStore } from 'react'
import { usePage } from '@inertiajs/react'
import type { SharedProps } from '@adonisjs/inertia/types'
import { echoEvent, userChannel, type EventsOf } from '@shared/realtime'
import { useRealtimeSettings } from '~/hooks/use_realtime_settings'
import { getEcho } from '~/lib/echo'
import { notificationStore } from '../lib/notification_store'

type Events = EventsOf<typeof userChannel>

/*
| Called once by the app shell: every visit's `notificationsUnread` seeds the bell, and the
| personal channel's `notification.changed` / `notifications.read` move it on whatever page.
*/
export function useNotificationsLive() {
  const page = usePage<SharedProps>()
  const userId = page.props.user?.id
  const fromPage = page.props.notificationsUnread
  const settings = useRealtimeSettings()

  useEffect(() => {
    notificationStore.seedUnread(fromPage)
  }, [page, fromPage])

  useEffect(() => {
    if (!userId) return
    const channel = getEcho(settings).private(userChannel.echoName({ id: userId }))
    const onChanged = (event: Events['notification.changed']) =>
      notificationStore.changed(event.notification, event.unread)
    const onRead = (event: Events['notifications.read']) =>
      notificationStore.read(event.ids, event.unread)
    channel.listen(echoEvent('notification.changed'), onChanged)
    channel.listen(echoEvent('notifications.read'), onRead)
    return () => {
      channel.stopListening(echoEvent('notification.changed'), onChanged)
      channel.stopListening(echoEvent('notifications.read'), onRead)
    }
  }, [userId, settings])
}

/* The bell's count: the page's until the browser knows a newer one. */
export function useNotificationsUnread(fromPage: number) {
  const live = useSyncExternalStore(
    notificationStore.subscribe,
    notificationStore.unread,
    () => undefined
  )
  return live ?? fromPage
}

export function useNotificationItems() {
  return useSyncExternalStore(notificationStore.subscribe, notificationStore.items, () => undefined)
}
