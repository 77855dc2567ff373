import { useEffect } from 'react'
import { echoEvent, userChannel, type UserNotice } from '@shared/realtime'
import { useSharedProps } from '~/hooks/use_page_props'
import { useRealtimeSettings } from '~/hooks/use_realtime_settings'
import { notify } from '~/lib/toast'
import { getEcho } from '~/lib/echo'

/*
| Personal notices (private-user.{id}, authorised by /broadcasting/auth) appear as toasts on
| whatever page the user is on. The app shell that calls this persists from page to page, so the
| channel is joined (and authorised) once per tab, not once per click.
*/
export function useUserNotices() {
  const userId = useSharedProps().user?.id
  const settings = useRealtimeSettings()

  useEffect(() => {
    if (!userId) return
    const echo = getEcho(settings)
    const name = userChannel.echoName({ id: userId })
    echo.private(name).listen(echoEvent('notice'), (notice: UserNotice) => {
      notify(notice.kind ?? 'message', notice.message)
    })
    return () => echo.leave(name)
  }, [userId, settings])
}
