import { useCallback, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import i18next from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { icuFormat } from '~/lib/icu'
import { defaultLocale, isSupportedLocale } from '@shared/preferences'
import type { RealtimeSettings } from '~/lib/echo'
import { VisitorPanel } from './visitor_panel'
import { ReplyNotice, useReplyWatcher } from './reply_notice'
import { focusLauncher } from '../lib/launcher_clearance'

/*
| The chat panel in a React root of its own, loaded on the first click of "Chat with us" (or,
| for a visitor whose browser already holds a conversation, once the page has loaded, to watch
| it for the team's replies). Public pages are not hydrated (inertia/public.ts wires their few
| controls), so the panel cannot count on the app: it reads the page's data (language, signed in
| or not, real-time settings) from the Inertia page script, loads its namespaces (`chat_panel`,
| `common` for the team's hours, and `files` for attachments) in that language, and mounts
| beside the page. Inside the app the same function is used, so there is one way to open it.
|
| Closed, the panel is unmounted (so nothing counts as read); a small watcher stays on the
| conversation's channel and puts the number of new replies on the launcher, with a preview.
*/
export type ChatContext = { locale: string; signedIn: boolean; realtime: RealtimeSettings }

const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../../resources/lang/*/{chat_panel,common,files}.json'
)

let mounted: Promise<{ open: () => void }> | null = null

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

async function strings(locale: string) {
  const names = ['chat_panel', 'common', 'files'] as const
  const loaded = await Promise.all(
    names.map(
      async (name) => (await files[`../../../../resources/lang/${locale}/${name}.json`]()).default
    )
  )
  const i18n = i18next.createInstance()
  i18n.use(icuFormat)
  await i18n.init({
    lng: locale,
    resources: { [locale]: Object.fromEntries(names.map((name, index) => [name, loaded[index]])) },
    ns: [...names],
    defaultNS: 'chat_panel',
    nsSeparator: '.',
    keySeparator: '.',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
  return i18n
}

function mount(context: ChatContext, launcher: HTMLElement | null, openNow: boolean) {
  mounted ??= (async () => {
    const locale = isSupportedLocale(context.locale) ? context.locale : defaultLocale
    const i18n = await strings(locale)
    const container = document.createElement('div')
    container.id = 'chat-panel'
    document.body.append(container)
    let open: () => void = () => {}
    const ready = new Promise<void>((resolve) => {
      createRoot(container).render(
        <I18nextProvider i18n={i18n}>
          <ChatRoot
            context={context}
            launcher={launcher}
            initiallyOpen={openNow}
            expose={(handle) => {
              open = handle
              resolve()
            }}
          />
        </I18nextProvider>
      )
    })
    await ready
    return { open: () => open() }
  })()
  return mounted
}

/*
| What opened the panel (the launcher, the phone menu's entry, "Start a conversation"), taken
| before the panel's code loads and takes the focus: it gets the focus back on closing.
*/
let opener: HTMLElement | null = null

export async function openChat(context: ChatContext, launcher: HTMLElement | null) {
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
  const chat = await mount(context, launcher, true)
  chat.open()
}

/* A visitor holding a conversation: watch it for replies without opening the panel. */
export async function watchChat(context: ChatContext, launcher: HTMLElement | null) {
  await mount(context, launcher, false)
}

function ChatRoot({
  context,
  launcher,
  initiallyOpen,
  expose,
}: {
  context: ChatContext
  launcher: HTMLElement | null
  initiallyOpen: boolean
  expose: (open: () => void) => void
}) {
  const [open, setOpen] = useState(initiallyOpen)
  const [conversationId, setConversationId] = useState<number | null>(null)
  const watcher = useReplyWatcher({
    active: !open,
    conversationId,
    settings: context.realtime,
    launcher,
    onConversation: setConversationId,
  })

  const show = useCallback(() => setOpen(true), [])
  useEffect(() => expose(show), [expose, show])
  useEffect(() => {
    if (!launcher) return
    launcher.hidden = open
    if (open) watcher.clear()
    // The launcher's own click opens the panel (public.ts, ChatLauncher); this keeps its state.
    launcher.setAttribute('aria-expanded', String(open))
  }, [open, launcher])

  const close = useCallback(() => {
    setOpen(false)
    if (launcher) launcher.hidden = false
    // Back where the visitor was, once the panel is gone.
    requestAnimationFrame(() => {
      const back = opener
      if (
        back?.isConnected &&
        back !== document.body &&
        back.checkVisibility({ visibilityProperty: true })
      ) {
        back.focus()
      } else if (launcher) focusLauncher(launcher)
    })
  }, [launcher])

  return (
    <>
      {open ? (
        <VisitorPanel
          onClose={close}
          signedIn={context.signedIn}
          realtime={context.realtime}
          onConversation={setConversationId}
        />
      ) : (
        <ReplyNotice preview={watcher.preview} onOpen={show} onDismiss={watcher.dismiss} />
      )}
    </>
  )
}
