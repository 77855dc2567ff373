import { useEffect, useState } from 'react'

/* The clock, ticking once a minute: waiting times grow while the page is open. */
export function useNow() {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}
