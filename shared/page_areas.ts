/*
| A page's name says where it belongs: `projects/show` is in the area `projects`. The area picks
| the shell around the page (its persistent layout, inertia/layouts/page_layouts.ts) and the
| translations fetched with it (inertia/lib/i18n.ts). A new area needs no entry here: its pages
| get the app shell, and its namespace is fetched once resources/lang/{locale}/<area>.json exist.
*/

export type Shell = 'app' | 'settings' | 'auth' | 'public' | 'online_view' | 'inbox'

/* Areas with a shell other than the app's (sidebar and top bar). */
const shells: Record<string, Shell> = {
  auth: 'auth',
  // Opened from an e-mail, often before signing in: the centred card, like logging in.
  invitations: 'auth',
  settings: 'settings',
  // The list pane stays while conversations open beside it (the inbox's own layout).
  inbox: 'inbox',
  marketing: 'public',
  legal: 'public',
  errors: 'public',
  // /verify: anyone checks a sealed PDF, signed in or not.
  agreements: 'public',
}

export function areaOf(component: string) {
  return component.split('/')[0]
}

/*
| Pages with a shell of their own within their area: an offer's online view is a public page
| (server-rendered, no app script) but a focused document, without the site's navigation or the
| chat button.
*/
const pageShells: Record<string, Shell> = {
  'marketing/offer': 'online_view',
  // A signed-in user's 404: inside the app's shell, with its navigation (not "Log in").
  'errors/app_not_found': 'app',
  // The rating e-mail's page, opened signed in or not: the centred card.
  'conversations/rate': 'auth',
}

export function shellOf(component: string): Shell {
  return pageShells[component] ?? shells[areaOf(component)] ?? 'app'
}

/*
| Small namespaces every shell needs come with the first page; each area's own namespace is
| fetched by that area's pages, so projects, offers or inbox strings never ride along with a
| sign-in form.
*/
export const baseNamespaces = ['common', 'auth', 'settings', 'validator', 'errors']

/*
| The public shell's header and footer read `marketing.*`; the app's shells (settings sit inside
| the app's top bar) carry the search palette (inertia/features/search).
*/
const shellNamespaces: Partial<Record<Shell, string[]>> = {
  public: ['marketing'],
  app: ['search'],
  settings: ['search'],
  inbox: ['search'],
}

/* A page that also shows another area's strings names them: `dashboard: ['projects']`. */
const pageNamespaces: Record<string, string[]> = {
  'dashboard': ['projects', 'inbox'],
  // A conversation with the team takes files.
  'conversations/show': ['inbox', 'files', 'chat_panel'],
  'conversations/rate': ['chat_panel'],
  'inbox/show': ['files'],
  'invitations/show': ['projects'],
  // The project page hosts the chat (with its files), and after a first message the offer of
  // notifications.
  'projects/show': ['chat', 'push', 'files', 'agreements'],
  'projects/files': ['files'],
  'settings/notifications': ['push'],
  // The billing profile's words are the invoices'.
  'settings/billing': ['invoices'],
  // An offer's online view, for its recipient.
  'marketing/offer': ['offers', 'agreements'],
  // The offers a client received: the offer's words are the offers'.
  'received_offers/index': ['offers'],
  'received_offers/show': ['offers', 'agreements'],
  // The failed e-mails say why in the offers' words for delivery failures.
  'outbox/index': ['offers'],
  // The back office names projects' statuses and roles, conversations' kinds, offers' statuses.
  'team/show': ['projects', 'inbox'],
  'team/activity': ['projects', 'offers'],
  'team/mail_in': ['mail_in'],
  // The timeline shows the files a recipient e-mailed with an answer.
  'offers/show': ['files'],
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
