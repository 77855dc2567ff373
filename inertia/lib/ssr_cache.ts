import type { InertiaAppSSRResponse, Page, PageProps } from '@inertiajs/core'

/*
| Public pages (landing, legal texts, error pages) render the same for every visitor who sends
| the same page data, except for the CSRF token it carries (the contact form works without
| JavaScript). So a render is kept per page data, made with a placeholder in the token's place,
| and each response gets its own token swapped in: React renders a public page once a minute
| per language and theme instead of once per request.
*/
/* A signed-in user's error page (errors/app_not_found) is in the app's shell: not public. */
const PUBLIC_PAGE = /^(marketing|legal|errors)\/(?!app_)/
/* Text that depends on the clock (the footer's year) is never older than this. */
const FRESH_MS = 60_000
/* Languages × themes × a few form states; anything rarer is rendered again. */
const ENTRIES_MAX = 64
const PLACEHOLDER = `csrf-placeholder-${crypto.randomUUID()}`

/*
| A render after a form's round trip (field errors, flash messages, the values typed) belongs to
| one visitor and is not asked for again: it is rendered as it is, never kept.
*/
function sameForEveryone(props: PageProps) {
  const absent = (value: unknown) => value === undefined || value === null
  const isEmpty = (value: unknown) =>
    absent(value) || (typeof value === 'object' && Object.values(value!).every(absent))
  return isEmpty(props.errors) && isEmpty(props.flash) && isEmpty(props.old)
}

type Render<P extends PageProps> = (page: Page<P>) => Promise<InertiaAppSSRResponse | void>

/*
| The renders kept, reachable from the server's own code under a global name: the SSR bundle is
| loaded apart from it (by Vite in development and tests), so a test that wants React itself to
| render a page (tests/functional/marketing/prerendered.spec.ts) empties them first.
*/
const FORGET = Symbol.for('codeva.ssr_cache.forget')
type Forgetting = { [FORGET]?: Set<() => void> }

export function cachePublicPages<P extends PageProps>(render: Render<P>): Render<P> {
  const cache = new Map<string, { at: number; rendered: InertiaAppSSRResponse }>()
  const forgetting = ((globalThis as Forgetting)[FORGET] ??= new Set())
  forgetting.add(() => cache.clear())
  return async (page) => {
    if (!PUBLIC_PAGE.test(page.component) || !sameForEveryone(page.props)) return render(page)
    const token = typeof page.props.csrfToken === 'string' ? page.props.csrfToken : null
    // The page's "now" (for relative times, which public pages do not show) is no reason to
    // render again; the footer's year is kept fresh by FRESH_MS.
    const props: PageProps = { ...page.props }
    delete props.serverNow
    const generic = { ...page, props: { ...props, ...(token ? { csrfToken: PLACEHOLDER } : {}) } }
    const key = JSON.stringify(generic)
    const now = Date.now()
    let entry = cache.get(key)
    if (!entry || now - entry.at > FRESH_MS) {
      const rendered = await render(generic as Page<P>)
      if (!rendered) return render(page)
      cache.delete(key)
      if (cache.size >= ENTRIES_MAX) cache.delete(cache.keys().next().value!)
      entry = { at: now, rendered }
      cache.set(key, entry)
    }
    if (!token) return entry.rendered
    const swap = (html: string) => html.replaceAll(PLACEHOLDER, token)
    return { head: entry.rendered.head.map(swap), body: swap(entry.rendered.body) }
  }
}
