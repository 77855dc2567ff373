import { useMemo } from 'react'
import { useSharedProps } from '~/hooks/use_page_props'
import type { RealtimeSettings } from '~/lib/echo'

/*
| The page's public real-time settings as one object that keeps its identity from page to page.
| Every visit brings a fresh `realtime` prop; an effect that subscribes to a channel and depended
| on it would leave the channel and authorise it again on each click.
*/
export function useRealtimeSettings(): RealtimeSettings {
  const { realtime } = useSharedProps()
  const { key, host, port, scheme } = realtime as RealtimeSettings
  return useMemo(() => ({ key, host, port, scheme }), [key, host, port, scheme])
}
