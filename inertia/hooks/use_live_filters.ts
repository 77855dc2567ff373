import { useEffect, useRef, useState, type FormEvent } from 'react'
import { router } from '@inertiajs/react'
import { urlFor } from '~/client'

/* The list pages whose filters live in the address (`?q=&status=...`). */
type ListRoute = 'projects.index' | 'offers.index' | 'team.index' | 'team.activity'

/*
| A filter form of a list page: its values, a change that reloads just the `only` props (at
| once, or after `delay` ms while someone types), and the submit of the plain GET form. The
| query is what `toQuery` keeps of the values, so defaults stay out of the address and a reload
| or a shared link shows the same list.
*/
export function useLiveFilters<Values>(
  route: ListRoute,
  initial: Values,
  only: string[],
  toQuery: (values: Values) => Record<string, string>
) {
  const [values, setValues] = useState(initial)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  function apply(next: Values) {
    clearTimeout(timer.current)
    router.get(urlFor(route), toQuery(next), {
      only,
      preserveState: true,
      preserveScroll: true,
      replace: true,
    })
  }

  function change(patch: Partial<Values>, delay = 0) {
    const next = { ...values, ...patch }
    setValues(next)
    clearTimeout(timer.current)
    if (delay) timer.current = setTimeout(() => apply(next), delay)
    else apply(next)
  }

  useEffect(() => () => clearTimeout(timer.current), [])

  function submit(event: FormEvent) {
    event.preventDefault()
    apply(values)
  }

  return { values, change, submit }
}
