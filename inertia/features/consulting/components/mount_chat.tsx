import { createRoot, type Root } from 'react-dom/client'
import i18next from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { icuFormat } from '~/lib/icu'
import { defaultLocale, isSupportedLocale } from '@shared/preferences'
import type { RealtimeSettings } from '~/lib/echo'
import { VisitorPanel } from './visitor_panel'

/*
| The chat panel in a React root of its own, loaded on the first click of "Chat with us". Public
| pages are not hydrated (inertia/public.ts wires their few controls), so the panel cannot count
| on the app: it reads the page's data (language, signed in or not, real-time settings) from the
| Inertia page script, loads its one namespace (`consulting`) in that language, and mounts
| beside the page. Inside the app the same function is used, so there is one way to open it.
*/
export type ChatContext = { locale: string; signedIn: boolean; realtime: RealtimeSettings }

const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../../resources/lang/*/consulting.json'
)

let root: Root | null = null

/* What the server put in the page (Inertia's JSON script), for a page the app did not hydrate. */
export function contextFromPage(): ChatContext {
  const script = document.querySelector<HTMLScriptElement>(
    'script[data-page][type="application/json"]'
  )
  const page = script ? JSON.parse(script.textContent ?? '{}') : {}
  const props = page.props ?? {}
  return {
    locale: props.locale ?? document.documentElement.lang,
    signedIn: !!props.user,
    realtime: props.realtime,
  }
}

export async function openChat(context: ChatContext, launcher: HTMLElement | null) {
  if (root) return
  const locale = isSupportedLocale(context.locale) ? context.locale : defaultLocale
  const load = files[`../../../../resources/lang/${locale}/consulting.json`]
  const strings = (await load()).default
  const i18n = i18next.createInstance()
  i18n.use(icuFormat)
  await i18n.init({
    lng: locale,
    resources: { [locale]: { consulting: strings } },
    ns: ['consulting'],
    defaultNS: 'consulting',
    nsSeparator: '.',
    keySeparator: '.',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })

  const container = document.createElement('div')
  container.id = 'consulting-chat'
  document.body.append(container)
  if (launcher) launcher.hidden = true
  root = createRoot(container)

  const close = () => {
    root?.unmount()
    root = null
    container.remove()
    if (launcher) {
      launcher.hidden = false
      launcher.focus()
    }
  }
  root.render(
    <I18nextProvider i18n={i18n}>
      <VisitorPanel onClose={close} signedIn={context.signedIn} realtime={context.realtime} />
    </I18nextProvider>
  )
}
