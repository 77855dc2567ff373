import { useEffect, useRef } from 'react'
import { router } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { echoEvent, userChannel, type EventsOf } from '@shared/realtime'
import { useSharedProps } from '~/hooks/use_page_props'
import { useRealtimeSettings } from '~/hooks/use_realtime_settings'
import { getEcho } from '~/lib/echo'
import { notify } from '~/lib/toast'

const EVENTS = [
  'project.invited',
  'project.member_added',
  'project.member_removed',
  'project.role_changed',
] as const

type Deleted = EventsOf<typeof userChannel>['project.deleted']

/*
| Lists of the viewer's projects (the index, the dashboard) follow their personal events: an
| invitation, joining, removal, a new role or a deleted project reloads just `props`, without a
| page reload; a card that vanishes because someone else deleted its project says why.
*/
export function useProjectListLive(props: string[]) {
  const { user } = useSharedProps()
  const settings = useRealtimeSettings()
  const { t } = useTranslation()
  const latest = useRef({ props, t })
  latest.current = { props, t }
  const userId = user?.id

  useEffect(() => {
    if (!userId) return
    const channel = getEcho(settings).private(userChannel.echoName({ id: userId }))
    const reload = () => router.reload({ only: latest.current.props })
    const onDeleted = (event: Deleted) => {
      if (!event.byYou) {
        notify(
          'info',
          latest.current.t('projects.flash.projectDeleted', { project: event.projectName })
        )
      }
      reload()
    }
    for (const event of EVENTS) channel.listen(echoEvent(event), reload)
    channel.listen(echoEvent('project.deleted'), onDeleted)
    return () => {
      // The channel stays: the shell's notices listen on it too.
      for (const event of EVENTS) channel.stopListening(echoEvent(event), reload)
      channel.stopListening(echoEvent('project.deleted'), onDeleted)
    }
  }, [userId, settings])
}
