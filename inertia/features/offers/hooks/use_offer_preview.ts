import { useEffect, useRef, useState } from 'react'
import { urlFor } from '~/client'
import { useSharedProps } from '~/hooks/use_page_props'
import type { OfferFormValues, RenderedEmail } from '../types'

/*
| The e-mail as the server renders it for what the form holds now: asked for a moment after
| typing stops (a request per keystroke would be wasted), the newest answer wins. The first
| render comes from the page's props, so nothing waits on the first paint.
*/
export function useOfferPreview(values: OfferFormValues, initial: RenderedEmail | null) {
  const { csrfToken } = useSharedProps()
  const [email, setEmail] = useState<RenderedEmail | null>(initial)
  const [state, setState] = useState<'idle' | 'updating' | 'failed'>('idle')
  const latest = useRef(0)
  const first = useRef(true)
  const body = JSON.stringify(values)

  useEffect(() => {
    if (first.current && initial) {
      first.current = false
      return
    }
    first.current = false
    const request = ++latest.current
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      setState('updating')
      try {
        const response = await fetch(urlFor('offers.preview'), {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Accept': 'application/json',
            'X-CSRF-TOKEN': csrfToken ?? '',
          },
          body,
          signal: controller.signal,
        })
        if (!response.ok) throw new Error(`Preview answered ${response.status}`)
        const { data } = (await response.json()) as { data: RenderedEmail }
        if (request === latest.current) {
          setEmail(data)
          setState('idle')
        }
      } catch (error) {
        if ((error as Error).name !== 'AbortError' && request === latest.current) setState('failed')
      }
    }, 300)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
    // `initial` only matters for the first render, so it is not a dependency.
  }, [body, csrfToken])

  return { email, state }
}
