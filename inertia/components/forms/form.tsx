import { createContext, useContext, type ComponentType, type ReactNode } from 'react'
import { router } from '@inertiajs/react'
import {
  Form as RouteForm,
  useTuyau,
  type FormRouteProps,
  type FormSlotProps,
} from '@adonisjs/inertia/react'
import type { InferRoutes, UserRegistry } from '@tuyau/core/types'
import { useSharedProps } from '~/hooks/use_page_props'

type Routes = InferRoutes<UserRegistry>

/* The route-typed props are checked where a form is written; inside, the props are passed on. */
const PlainRouteForm = RouteForm as unknown as ComponentType<
  Record<string, unknown> & { children: (slot: FormSlotProps) => ReactNode }
>

/*
| Whether the browser has made an Inertia visit since the page loaded. Until then the page is
| the server's answer to a whole-page request, possibly to a form posted as plain HTML: its
| errors and the input kept (`errors`, `old`) belong to the form on it. After a visit, each form
| has its own errors from its own submission.
*/
let visited = false
if (typeof window !== 'undefined') router.on('start', () => void (visited = true))

const OldInputContext = createContext<Record<string, string | string[]>>({})

/* What was typed into this field before a plain HTML round trip (the server kept it). */
export function useOldInput(name: string | undefined) {
  const old = useContext(OldInputContext)
  const value = name ? old[name] : undefined
  return typeof value === 'string' ? value : undefined
}

/*
| Every form of the app: Inertia's form (to a named route) that is also a complete HTML form, so
| a person who presses Enter before the script has hydrated the page, or whose browser runs none,
| still gets through. It carries the response's own CSRF token in `_csrf` (once the app runs,
| Inertia sends the cookie's token in a header, and the field is left out of the request so a
| token the page has outlived never overrides it); a PUT or DELETE route is posted with
| `?_method=` (method spoofing), which a browser can send; after the round trip the server's
| errors show beside their fields and the fields keep what was typed (`useOldInput`).
*/
export function Form<Route extends keyof Routes>({
  children,
  transform,
  ...props
}: FormRouteProps<Route>) {
  const tuyau = useTuyau()
  const { csrfToken, errors: pageErrors, old } = useSharedProps()
  const { methods } = tuyau.getRoute(props.route, { params: props.routeParams })
  const method = String(props.method ?? methods[0]).toLowerCase()
  const spoofed = method !== 'get' && method !== 'post'
  const routed = {
    ...props,
    method: spoofed ? 'post' : method,
    qs: spoofed ? { ...props.qs, _method: method.toUpperCase() } : props.qs,
  }
  const fromServer = !visited
  const withoutToken = (data: Record<string, unknown>) => {
    const { _csrf: _, ...rest } = data
    return transform ? transform(rest as Parameters<typeof transform>[0]) : rest
  }

  return (
    <OldInputContext.Provider value={fromServer ? (old ?? {}) : {}}>
      <PlainRouteForm {...routed} transform={withoutToken}>
        {(slot) => {
          const errors =
            fromServer && Object.keys(slot.errors).length === 0 ? pageErrors : slot.errors
          return (
            <>
              {csrfToken && <input type="hidden" name="_csrf" value={csrfToken} />}
              {typeof children === 'function' ? children({ ...slot, errors } as never) : children}
            </>
          )
        }}
      </PlainRouteForm>
    </OldInputContext.Provider>
  )
}
