import { useEffect } from 'react'
import { usePage } from '@inertiajs/react'
import type { SharedProps } from '@adonisjs/inertia/types'
import { echoEvent, userChannel, type UnreadChange } from '@shared/realtime'
import { useRealtimeSettings } from '~/hooks/use_realtime_settings'
import { getEcho } from '~/lib/echo'
import { unreadStore } from '../lib/unread_store'

/*
| Called once by the app shell (it persists across visits): every visit's `unreadTotal` seeds
| the count, and `unread.changed` on the personal channel moves it and the project badges on
| whatever page is open. The channel itself stays subscribed by the shell's notices.
*/
export function useUnreadLive() {
  const page = usePage<SharedProps>()
  const userId = page.props.user?.id
  const total = page.props.unreadTotal
  const settings = useRealtimeSettings()

  useEffect(() => {
    unreadStore.seedTotal(total)
    // Every visit, not only when the number differs: an event may have moved the store since.
  }, [page, total])

  useEffect(() => {
    if (!userId) return
    const channel = getEcho(settings).private(userChannel.echoName({ id: userId }))
    const onChange = (change: UnreadChange) => unreadStore.apply(change)
    channel.listen(echoEvent('unread.changed'), onChange)
    return () => {
      channel.stopListening(echoEvent('unread.changed'), onChange)
    }
  }, [userId, settings])
}
