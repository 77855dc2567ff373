import { useCallback, useEffect, useState } from 'react'
import { useSharedProps } from '~/hooks/use_page_props'
import {
  currentSubscription,
  fingerprint,
  permission,
  pushAvailability,
  PushError,
  turnOff,
  turnOn,
} from '../lib/push_client'

/*
| - unavailable: the server has no VAPID keys, nothing is offered;
| - unsupported / install-first / denied: a sentence says why it cannot be turned on;
| - off / on: this browser's state, `on` only with the permission granted and a subscription.
*/
export type PushState =
  'checking' | 'unavailable' | 'unsupported' | 'install-first' | 'denied' | 'off' | 'on'

export type PushProblem = 'denied' | 'failed' | 'turnOffFailed'

export function usePush() {
  const { webPush } = useSharedProps()
  const publicKey = webPush?.publicKey ?? null
  const [state, setState] = useState<PushState>('checking')
  const [thisDevice, setThisDevice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<PushProblem | null>(null)

  const refresh = useCallback(async () => {
    if (!publicKey) return setState('unavailable')
    const availability = pushAvailability()
    if (availability !== 'supported') return setState(availability)
    if (permission() === 'denied') return setState('denied')
    const subscription = await currentSubscription()
    setThisDevice(subscription ? await fingerprint(subscription.endpoint) : null)
    setState(subscription && permission() === 'granted' ? 'on' : 'off')
  }, [publicKey])

  useEffect(() => {
    void refresh()
  }, [refresh])

  const enable = useCallback(async () => {
    if (!publicKey) return false
    setBusy(true)
    setProblem(null)
    try {
      const subscription = await turnOn(publicKey)
      setThisDevice(await fingerprint(subscription.endpoint))
      setState('on')
      return true
    } catch (error) {
      const reason = error instanceof PushError ? error.reason : 'failed'
      setProblem(reason)
      if (reason === 'denied') setState('denied')
      return false
    } finally {
      setBusy(false)
    }
  }, [publicKey])

  const disable = useCallback(async () => {
    setBusy(true)
    setProblem(null)
    try {
      await turnOff()
      setThisDevice(null)
      setState('off')
      return true
    } catch {
      setProblem('turnOffFailed')
      return false
    } finally {
      setBusy(false)
    }
  }, [])

  return { state, thisDevice, busy, problem, enable, disable }
}
