import { useEffect, useState } from 'react'
import { usePage } from '@inertiajs/react'
import type { SharedProps } from '@adonisjs/inertia/types'

export type Clock = { now: number; timeZone: string | undefined }

/*
| The clock and time zone that times are shown against. The server renders in UTC (it cannot
| know the viewer's zone) and at the page's own "now" (sent with the page), and the browser's
| first render does the same, so hydration finds the same text even when a minute turned in
| between ("14 minutes ago" on both sides); right after, the browser switches to its own zone
| and clock, and ticks every minute so "2 minutes ago" stays true on an open page.
*/
export function pageNow(now: unknown) {
  return typeof now === 'number' ? now : Date.now()
}

/*
| The page's "now", where there is an Inertia page: the public pages' own script (the visitor
| chat) renders these components without one, and only in the browser, so its clock is right.
*/
export function useServerNow(): unknown {
  try {
    return usePage<SharedProps>().props.serverNow
  } catch {
    return undefined
  }
}

export function useClock(): Clock {
  const serverNow = useServerNow()
  const [clock, setClock] = useState<Clock>(() => ({ now: pageNow(serverNow), timeZone: 'UTC' }))
  useEffect(() => {
    const tick = () => setClock({ now: Date.now(), timeZone: undefined })
    tick()
    const timer = setInterval(tick, 60_000)
    return () => clearInterval(timer)
  }, [])
  return clock
}
