import {
  createContext,
  useContext,
  useState,
  type ComponentType,
  type FormEvent,
  type ReactNode,
} from 'react'
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
|
| Sent with `noValidate`: the server's messages (VineJS, in the page's language) are the only
| ones, never the browser's bubble in the browser's language. A field's error goes as soon as
| the person changes that field, and every error goes while the form is being sent, so
| "Saving…" never stands beside an answer that no longer applies.
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
    noValidate: true,
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
            <FormContent slot={slot} errors={errors ?? {}} csrfToken={csrfToken}>
              {children}
            </FormContent>
          )
        }}
      </PlainRouteForm>
    </OldInputContext.Provider>
  )
}

type Errors = Record<string, string | string[] | undefined>

/*
| The form's inside: remembers which fields were changed since these errors came (a new answer
| starts afresh) and hands the children the errors still standing. `display: contents` keeps the
| form's own layout; the listener only needs the events bubbling up from its fields.
*/
function FormContent({
  slot,
  errors,
  csrfToken,
  children,
}: {
  slot: FormSlotProps
  errors: Errors
  csrfToken: string | null | undefined
  children: unknown
}) {
  const [edited, setEdited] = useState<{ after: Errors; names: string[] }>({
    after: errors,
    names: [],
  })
  const names = edited.after === errors ? edited.names : []
  const standing = slot.processing
    ? {}
    : Object.fromEntries(Object.entries(errors).filter(([name]) => !names.includes(name)))
  const onEdit = (event: FormEvent<HTMLDivElement>) => {
    const name = (event.target as HTMLInputElement).name
    if (name && errors[name] && !names.includes(name)) {
      setEdited({ after: errors, names: [...names, name] })
    }
  }
  return (
    <>
      {csrfToken && <input type="hidden" name="_csrf" value={csrfToken} />}
      <div className="contents" onInput={onEdit} onChange={onEdit}>
        {typeof children === 'function'
          ? children({
              ...slot,
              errors: standing,
              hasErrors: Object.keys(standing).length > 0,
            } as never)
          : (children as ReactNode)}
      </div>
    </>
  )
}
