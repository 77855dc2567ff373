import { useEffect, useRef } from 'react'
import { router } from '@inertiajs/react'
import { echoEvent, userChannel } from '@shared/realtime'
import { useSharedProps } from '~/hooks/use_page_props'
import { useRealtimeSettings } from '~/hooks/use_realtime_settings'
import { getEcho } from '~/lib/echo'

const EVENTS = [
  'project.invited',
  'project.member_added',
  'project.member_removed',
  'project.role_changed',
  'project.deleted',
] as const

/*
| Lists of the viewer's projects (the index, the dashboard) follow their personal events: an
| invitation, joining, removal, a new role or a deleted project reloads just `props`, without a page reload.
*/
export function useProjectListLive(props: string[]) {
  const { user } = useSharedProps()
  const settings = useRealtimeSettings()
  const only = useRef(props)
  only.current = props
  const userId = user?.id

  useEffect(() => {
    if (!userId) return
    const channel = getEcho(settings).private(userChannel.echoName({ id: userId }))
    const reload = () => router.reload({ only: only.current })
    for (const event of EVENTS) channel.listen(echoEvent(event), reload)
    return () => {
      // The channel stays: the shell's notices listen on it too.
      for (const event of EVENTS) channel.stopListening(echoEvent(event), reload)
    }
  }, [userId, settings])
}
