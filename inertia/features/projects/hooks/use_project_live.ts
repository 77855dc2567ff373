import { useEffect, useRef, useState } from 'react'
import { router } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { echoEvent, projectChannel, userChannel, type EventsOf } from '@shared/realtime'
import { useSharedProps } from '~/hooks/use_page_props'
import { useRealtimeSettings } from '~/hooks/use_realtime_settings'
import { getEcho } from '~/lib/echo'
import { notify } from '~/lib/toast'
import { whenAccessEnds } from '~/lib/access_ended'
import { urlFor } from '~/client'

type PusherMembers = { each(callback: (member: { id: string }) => void): void }
type ProjectEvents = EventsOf<typeof projectChannel>
type UserEvents = EventsOf<typeof userChannel>

/*
| A project page kept current without a reload. On `presence-project.{id}` it learns who is online
| (Echo hands its callbacks only each member's info, so ids come from pusher-js's own member list)
| and hears of member and project changes, answered with a partial reload of `props`. Access
| that ends while the page is open (removed, or the channel refused when the server closed the
| socket and it authorised again) turns the page into what was seen before, with a notice
| (`accessEnded`); a deleted project leaves for the projects index. A change the viewer made themselves arrives while their own request runs; its
| answer already shows the result, so the event is not acted on twice.
*/
export function useProjectLive(
  project: { id: number; name: string },
  memberUserIds: number[],
  props: string[]
) {
  const { t } = useTranslation()
  const { user } = useSharedProps()
  const settings = useRealtimeSettings()
  const [online, setOnline] = useState<ReadonlySet<number>>(() => new Set())
  const [accessEnded, setAccessEnded] = useState(false)
  const latest = useRef({ memberUserIds, props, t, name: project.name })
  latest.current = { memberUserIds, props, t, name: project.name }
  const userId = user?.id

  useEffect(() => {
    // The viewer's own change (a form or button: not a GET) is on its way; reloads are not.
    let visiting = false
    const stopStart = router.on('start', (event) => {
      visiting = event.detail.visit.method !== 'get'
    })
    const stopFinish = router.on('finish', () => {
      visiting = false
    })
    const reload = () => router.reload({ only: latest.current.props })
    const leave = (message: string) => {
      if (visiting) return
      notify('info', message)
      router.visit(urlFor('projects.index'))
    }

    const echo = getEcho(settings)
    const name = projectChannel.echoName({ id: project.id })
    const channel = echo.join(name)
    const endAccess = () => {
      setAccessEnded(true)
      setOnline(new Set())
    }
    const stopWatching = whenAccessEnds(channel.subscription, endAccess)
    const members = () => (channel.subscription as unknown as { members: PusherMembers }).members
    let known = new Set<number>()
    const sync = (announce: boolean) => {
      const ids = new Set<number>()
      members().each((member) => ids.add(Number(member.id)))
      // A newcomer not in the panel has just joined the project: show them.
      const newcomer = [...ids].some(
        (id) => !known.has(id) && !latest.current.memberUserIds.includes(id)
      )
      known = ids
      setOnline(ids)
      if (announce && newcomer && !visiting) reload()
    }
    channel
      .here(() => sync(false))
      .joining(() => sync(true))
      .leaving(() => sync(false))

    const onMemberChange = (payload: { userId: number }) => {
      if (payload.userId !== userId && !visiting) reload()
    }
    channel
      .listen(echoEvent('member.added'), onMemberChange)
      .listen(echoEvent('member.updated'), onMemberChange)
      .listen(echoEvent('member.removed'), onMemberChange)
      .listen(echoEvent('project.updated'), () => {
        if (!visiting) reload()
      })
      .listen(echoEvent('project.deleted'), (event: ProjectEvents['project.deleted']) =>
        leave(latest.current.t('projects.flash.projectDeleted', { project: event.projectName }))
      )

    const personalName = userId ? userChannel.echoName({ id: userId }) : null
    const personal = personalName ? echo.private(personalName) : null
    const onRemoved = (event: UserEvents['project.member_removed']) => {
      if (event.projectId === project.id) endAccess()
    }
    const onRoleChanged = (event: UserEvents['project.role_changed']) => {
      if (event.projectId === project.id && !visiting) reload()
    }
    personal
      ?.listen(echoEvent('project.member_removed'), onRemoved)
      .listen(echoEvent('project.role_changed'), onRoleChanged)

    return () => {
      stopWatching()
      stopStart()
      stopFinish()
      echo.leave(name)
      // The personal channel stays: the shell's notices listen on it too.
      personal
        ?.stopListening(echoEvent('project.member_removed'), onRemoved)
        .stopListening(echoEvent('project.role_changed'), onRoleChanged)
      setOnline(new Set())
      setAccessEnded(false)
    }
  }, [project.id, userId, settings])

  return { online, accessEnded }
}
