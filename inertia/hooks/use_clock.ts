import { useEffect, useState } from 'react'

export type Clock = { now: number; timeZone: string | undefined }

/*
| The clock and time zone that times are shown against. The server renders in UTC (it cannot
| know the viewer's zone) and the browser's first render does the same, so hydration finds the
| same text; right after, the browser switches to its own zone and clock, and ticks every minute
| so "2 minutes ago" stays true on an open page. (The two clocks differ by the page's load time;
| the <time> elements tolerate that and the first tick corrects it.)
*/
export function useClock(): Clock {
  const [clock, setClock] = useState<Clock>(() => ({ now: Date.now(), timeZone: 'UTC' }))
  useEffect(() => {
    const tick = () => setClock({ now: Date.now(), timeZone: undefined })
    tick()
    const timer = setInterval(tick, 60_000)
    return () => clearInterval(timer)
  }, [])
  return clock
}
