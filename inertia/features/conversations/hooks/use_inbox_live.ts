import { useEffect } from 'react'
import { router } from '@inertiajs/react'
import { echoEvent, staffChannel } from '@shared/realtime'
import { getEcho } from '~/lib/echo'
import { useRealtimeSettings } from '~/hooks/use_realtime_settings'

/*
| The inbox list follows what arrives: a new thread, a new message, a change of state reloads
| the list's own props (partial reload, the filters stay). The shell already joined the staff
| presence channel (useStaffPresence); this only adds a listener and removes it on leaving.
*/
export function useInboxLive(props: string[]) {
  const settings = useRealtimeSettings()
  useEffect(() => {
    const echo = getEcho(settings)
    const channel = echo.join(staffChannel.echoName({}))
    const reload = () => router.reload({ only: props })
    channel.listen(echoEvent('inbox.updated'), reload)
    return () => {
      channel.stopListening(echoEvent('inbox.updated'), reload)
    }
  }, [settings])
}
