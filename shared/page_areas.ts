/*
| A page's name says where it belongs: `projects/show` is in the area `projects`. The area picks
| the shell around the page (its persistent layout, inertia/layouts/page_layouts.ts) and the
| translations fetched with it (inertia/lib/i18n.ts). A new area needs no entry here: its pages
| get the app shell, and its namespace is fetched once resources/lang/{locale}/<area>.json exist.
*/

export type Shell = 'app' | 'settings' | 'auth' | 'public'

/* Areas with a shell other than the app's (sidebar and top bar). */
const shells: Record<string, Shell> = {
  auth: 'auth',
  // Opened from an e-mail, often before signing in: the centred card, like logging in.
  invitations: 'auth',
  settings: 'settings',
  marketing: 'public',
  legal: 'public',
  errors: 'public',
}

export function areaOf(component: string) {
  return component.split('/')[0]
}

export function shellOf(component: string): Shell {
  return shells[areaOf(component)] ?? 'app'
}

/*
| Small namespaces every shell needs come with the first page; each area's own namespace is
| fetched by that area's pages, so projects, offers or inbox strings never ride along with a
| sign-in form.
*/
export const baseNamespaces = ['common', 'auth', 'settings', 'validator', 'errors']

/* The public shell's header and footer read `marketing.*`. */
const shellNamespaces: Partial<Record<Shell, string[]>> = { public: ['marketing'] }

/* A page that also shows another area's strings names them: `dashboard: ['projects']`. */
const pageNamespaces: Record<string, string[]> = {
  'dashboard': ['projects', 'inbox'],
  'conversations/show': ['inbox'],
  'invitations/show': ['projects'],
  // The project page hosts the chat.
  'projects/show': ['chat'],
  // An offer's online view, for its recipient.
  'marketing/offer': ['offers'],
}

/*
| The namespaces a page needs beyond the base, among those that exist (`available`, the files on
| disk). A legal page's namespace is its document (`legal/privacy` reads `privacy.*`).
*/
export function namespacesForPage(component: string, available: readonly string[]): string[] {
  const [area, name] = component.split('/')
  const wanted = [
    area === 'legal' ? name : area,
    ...(shellNamespaces[shellOf(component)] ?? []),
    ...(pageNamespaces[component] ?? []),
  ]
  return [...new Set(wanted)].filter(
    (namespace) => available.includes(namespace) && !baseNamespaces.includes(namespace)
  )
}
