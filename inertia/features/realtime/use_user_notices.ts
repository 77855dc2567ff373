import { useEffect } from 'react'
import { echoEvent, userChannel, type UserNotice } from '@shared/realtime'
import { useSharedProps } from '~/hooks/use_page_props'
import { notify } from '~/lib/toast'
import { getEcho, type RealtimeSettings } from './echo'

/*
| Personal notices (private-user.{id}, authorised by /broadcasting/auth) appear as toasts on
| whatever page the user is on.
*/
export function useUserNotices() {
  const { user, realtime } = useSharedProps()
  const userId = user?.id

  useEffect(() => {
    if (!userId) return
    const echo = getEcho(realtime as RealtimeSettings)
    const name = userChannel.echoName({ id: userId })
    echo.private(name).listen(echoEvent('notice'), (notice: UserNotice) => {
      notify(notice.kind ?? 'message', notice.message)
    })
    return () => echo.leave(name)
  }, [userId, realtime])
}
