import { useEffect, useRef } from 'react'
import { router } from '@inertiajs/react'
import { echoEvent, userChannel } from '@shared/realtime'
import { useSharedProps } from '~/hooks/use_page_props'
import { useRealtimeSettings } from '~/hooks/use_realtime_settings'
import { getEcho } from '~/lib/echo'

const EVENTS = ['offer.updated', 'offer.responded'] as const

/*
| Offer pages follow opens, answers and delivery without a reload: the staff member's personal
| channel (kept open by the shell) brings `offer.*` events, and the page reloads just `props`.
| `offerId` limits the show page to its own offer.
*/
export function useOffersLive(props: string[], offerId?: number) {
  const { user } = useSharedProps()
  const settings = useRealtimeSettings()
  const only = useRef(props)
  only.current = props
  const userId = user?.id

  useEffect(() => {
    if (!userId) return
    const channel = getEcho(settings).private(userChannel.echoName({ id: userId }))
    const reload = (payload: { offer: { id: number } }) => {
      if (offerId !== undefined && payload.offer.id !== offerId) return
      router.reload({ only: only.current })
    }
    for (const event of EVENTS) channel.listen(echoEvent(event), reload)
    return () => {
      // The channel stays: the shell's notices listen on it too.
      for (const event of EVENTS) channel.stopListening(echoEvent(event), reload)
    }
  }, [userId, settings, offerId])
}
