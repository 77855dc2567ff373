import type { ComponentType, ReactNode } from 'react'
import { shellOf, type Shell } from '@shared/page_areas'

type Layout = ComponentType<{ children: ReactNode }>
type Layouts = Layout | Layout[]

/*
| Persistent layouts, chosen by the page's name (shared/page_areas.ts) in this one place for the
| browser (inertia/app.tsx) and the server render (inertia/ssr.tsx). Pages never wrap themselves:
| a visit swaps only the page, so the shell keeps its state and its real-time subscriptions.
| Nested layouts are listed outermost first. A page passes data to its layout as static props
| (`Login.layout = { title: 'auth.login.title' }`) or computed from its own props
| (`Show.layout = (props) => ({ ... })`); Inertia hands them to every layout of the page.
|
| Each shell is fetched with the first page that needs it (the app shell brings the real-time
| client, which a sign-in page has no use for).
*/
const loaders: Record<Shell, () => Promise<Layouts>> = {
  app: async () => (await import('~/layouts/app_layout')).AppLayout,
  settings: async () => {
    const [app, settings] = await Promise.all([
      import('~/layouts/app_layout'),
      import('~/layouts/settings_layout'),
    ])
    return [app.AppLayout, settings.SettingsLayout]
  },
  inbox: async () => {
    const [app, inbox] = await Promise.all([
      import('~/layouts/app_layout'),
      import('~/layouts/inbox_layout'),
    ])
    return [app.AppLayout, inbox.InboxLayout]
  },
  auth: async () => (await import('~/layouts/auth_layout')).AuthLayout as Layout,
  public: async () => (await import('~/layouts/marketing_layout')).MarketingLayout,
  online_view: async () => (await import('~/layouts/online_view_layout')).OnlineViewLayout,
}

const loaded = new Map<Shell, Layouts>()

/* Called in `resolve`, beside the page's own module. */
export async function loadLayoutFor(component: string) {
  const shell = shellOf(component)
  if (!loaded.has(shell)) loaded.set(shell, await loaders[shell]())
}

/* Inertia's `layout` option: the layouts `loadLayoutFor` fetched for this page. */
export function layoutFor(component: string) {
  return loaded.get(shellOf(component))
}
