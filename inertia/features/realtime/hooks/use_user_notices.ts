import { useEffect, useState } from 'react'
import { echoEvent, userChannel, type UserNotice } from '@shared/realtime'
import { useSharedProps } from '~/hooks/use_page_props'
import { useRealtimeSettings } from '~/hooks/use_realtime_settings'
import { notify } from '~/lib/toast'
import { getEcho } from '~/lib/echo'
import { whenAccessEnds } from '~/lib/access_ended'

/*
| Personal notices (private-user.{id}, authorised by /broadcasting/auth) appear as toasts on
| whatever page the user is on. The app shell that calls this persists from page to page, so the
| channel is joined (and authorised) once per tab, not once per click.
|
| The channel is also how an open page learns that its session ended elsewhere (logged out in
| another tab, "log out other sessions", a password change, a deleted account): the server closes
| the socket and the channel is refused when it authorises again. Answers whether that happened.
*/
export function useUserNotices() {
  const userId = useSharedProps().user?.id
  const settings = useRealtimeSettings()
  const [signedOut, setSignedOut] = useState(false)

  useEffect(() => {
    if (!userId) return
    const echo = getEcho(settings)
    const name = userChannel.echoName({ id: userId })
    const channel = echo.private(name)
    channel.listen(echoEvent('notice'), (notice: UserNotice) => {
      notify(notice.kind ?? 'message', notice.message)
    })
    const stopWatching = whenAccessEnds(channel.subscription, () => setSignedOut(true))
    return () => {
      stopWatching()
      echo.leave(name)
      setSignedOut(false)
    }
  }, [userId, settings])

  return signedOut
}
