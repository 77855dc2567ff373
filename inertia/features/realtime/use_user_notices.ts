import { useEffect } from 'react'
import { useSharedProps } from '~/hooks/use_page_props'
import { notify } from '~/lib/toast'
import { getEcho, type RealtimeSettings } from './echo'

export type UserNotice = { message: string; kind?: 'success' | 'info' | 'error' }

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
    const channel = echo.private(`user.${userId}`)
    channel.listen('.notice', (notice: UserNotice) => {
      notify(notice.kind ?? 'message', notice.message)
    })
    return () => echo.leave(`user.${userId}`)
  }, [userId, realtime])
}
