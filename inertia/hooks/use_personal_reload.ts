import { useEffect, useRef } from 'react'
import { router } from '@inertiajs/react'
import { echoEvent, userChannel, type EventName } from '@shared/realtime'
import { useSharedProps } from '~/hooks/use_page_props'
import { useRealtimeSettings } from '~/hooks/use_realtime_settings'
import { getEcho } from '~/lib/echo'

type PersonalEvent = EventName<typeof userChannel>

/*
| A page that follows records without a reload: the user's personal channel (kept open by the
| shell) brings `events`, and the page reloads just `props` when `concerns` says the event is
| about what it shows. A page being left (a plain form posting) does not reload: that request
| would read the flash message the page it goes to is about to show.
*/
export function usePersonalReload<T>(
  events: readonly PersonalEvent[],
  props: string[],
  concerns: (payload: T) => boolean = () => true
) {
  const { user } = useSharedProps()
  const settings = useRealtimeSettings()
  const latest = useRef({ props, concerns })
  latest.current = { props, concerns }
  const userId = user?.id
  const names = events.join(' ')

  useEffect(() => {
    if (!userId) return
    const channel = getEcho(settings).private(userChannel.echoName({ id: userId }))
    let leaving = false
    const onLeave = () => (leaving = true)
    const onShow = () => (leaving = false)
    const reload = (payload: T) => {
      if (leaving || !latest.current.concerns(payload)) return
      router.reload({ only: latest.current.props })
    }
    const list = names.split(' ')
    for (const event of list) channel.listen(echoEvent(event), reload)
    window.addEventListener('beforeunload', onLeave)
    window.addEventListener('pageshow', onShow)
    return () => {
      window.removeEventListener('beforeunload', onLeave)
      window.removeEventListener('pageshow', onShow)
      // The channel stays: the shell's notices listen on it too.
      for (const event of list) channel.stopListening(echoEvent(event), reload)
    }
  }, [userId, settings, names])
}
