import { useEffect, useState } from 'react'
import { useRealtimeSettings } from '~/hooks/use_realtime_settings'
import { getEcho } from '~/lib/echo'

export const connectionStates = [
  'initialized',
  'connecting',
  'connected',
  'unavailable',
  'failed',
  'disconnected',
] as const
export type ConnectionState = (typeof connectionStates)[number]

/* Follows pusher-js's connection state machine. */
export function useConnectionState(): ConnectionState {
  const settings = useRealtimeSettings()
  const [state, setState] = useState<ConnectionState>('initialized')
  useEffect(() => {
    const connection = getEcho(settings).connector.pusher.connection
    const update = () => setState(connection.state as ConnectionState)
    update()
    connection.bind('state_change', update)
    return () => {
      connection.unbind('state_change', update)
    }
  }, [settings])
  return state
}
