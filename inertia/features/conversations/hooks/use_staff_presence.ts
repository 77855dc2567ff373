import { useEffect, useState } from 'react'
import { echoEvent, staffChannel } from '@shared/realtime'
import { getEcho } from '~/lib/echo'
import { useRealtimeSettings } from '~/hooks/use_realtime_settings'

/*
| Staff pages join the team's presence channel once per tab (the shell persists across
| visits): it tells visitors someone is online and brings the sidebar's unread count live.
| Answers the count (starting from the page's `inboxUnread`).
*/
export function useStaffPresence(enabled: boolean, initialUnread: number) {
  const settings = useRealtimeSettings()
  const [unread, setUnread] = useState(initialUnread)
  useEffect(() => setUnread(initialUnread), [initialUnread])
  useEffect(() => {
    if (!enabled) return
    const echo = getEcho(settings)
    const name = staffChannel.echoName({})
    echo
      .join(name)
      .listen(echoEvent('inbox.updated'), (event: { unreadCount: number }) =>
        setUnread(event.unreadCount)
      )
    return () => echo.leave(name)
  }, [enabled, settings])
  return unread
}
