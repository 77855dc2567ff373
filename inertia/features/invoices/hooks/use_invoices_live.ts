import { useEffect, useRef } from 'react'
import { router } from '@inertiajs/react'
import { echoEvent, userChannel } from '@shared/realtime'
import { useSharedProps } from '~/hooks/use_page_props'
import { useRealtimeSettings } from '~/hooks/use_realtime_settings'
import { getEcho } from '~/lib/echo'

/*
| Invoice pages and dashboards follow payments without a reload: staff and a project's owner hear
| `invoice.updated` on their personal channel (kept open by the shell), and the page reloads just
| `props`. `invoiceId` limits an invoice's page to its own invoice. A page being left (a plain
| form posting, as the statement import does) does not reload: that request would read the flash
| message the page it goes to is about to show.
*/
export function useInvoicesLive(props: string[], invoiceId?: number) {
  const { user } = useSharedProps()
  const settings = useRealtimeSettings()
  const only = useRef(props)
  only.current = props
  const userId = user?.id

  useEffect(() => {
    if (!userId) return
    const channel = getEcho(settings).private(userChannel.echoName({ id: userId }))
    let leaving = false
    const onLeave = () => (leaving = true)
    const onShow = () => (leaving = false)
    const reload = (payload: { invoiceId: number }) => {
      if (leaving || (invoiceId !== undefined && payload.invoiceId !== invoiceId)) return
      router.reload({ only: only.current })
    }
    channel.listen(echoEvent('invoice.updated'), reload)
    window.addEventListener('beforeunload', onLeave)
    window.addEventListener('pageshow', onShow)
    return () => {
      window.removeEventListener('beforeunload', onLeave)
      window.removeEventListener('pageshow', onShow)
      // The channel stays: the shell's notices listen on it too.
      channel.stopListening(echoEvent('invoice.updated'), reload)
    }
  }, [userId, settings, invoiceId])
}
