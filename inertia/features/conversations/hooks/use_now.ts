import { useEffect, useState } from 'react'
import { pageNow, useServerNow } from '~/hooks/use_clock'

/*
| The clock, ticking once a minute: waiting times grow while the page is open. The first render
| (on the server, and the browser's hydration) reads the page's own "now", so both write the
| same "waiting 1 min"; the browser's clock takes over right after.
*/
export function useNow() {
  const serverNow = useServerNow()
  const [now, setNow] = useState(() => pageNow(serverNow))
  useEffect(() => {
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}
