import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { MessageCircle } from 'lucide-react'
import { OPEN_CHAT_EVENT } from '@shared/conversations'
import { useSharedProps } from '~/hooks/use_page_props'
import { keepLauncherClear } from '../lib/launcher_clearance'
import { useRealtimeSettings } from '~/hooks/use_realtime_settings'

/*
| "Chat with us" on every public page. Only this button ships with the page: the panel (React
| root, pusher-js, Echo, its strings) is fetched on the first click (mount_chat.tsx). On a
| server-rendered public page inertia/public.ts wires the button (`data-chat-launcher`) and the
| landing page's "Start a conversation" (`data-chat-open`); inside the app this component does,
| through OPEN_CHAT_EVENT. A reply e-mail's link lands with ?chat=open.
*/
export function ChatLauncher() {
  const { t } = useTranslation()
  const { user, locale, chatHeld } = useSharedProps()
  const realtime = useRealtimeSettings()
  const button = useRef<HTMLButtonElement>(null)
  const context = useRef({ locale, signedIn: !!user, realtime, chatHeld })
  context.current = { locale, signedIn: !!user, realtime, chatHeld }

  useEffect(() => {
    const open = () =>
      void import('./mount_chat').then((module) => module.openChat(context.current, button.current))
    window.addEventListener(OPEN_CHAT_EVENT, open)
    if (new URLSearchParams(window.location.search).get('chat') === 'open') open()
    else if (context.current.chatHeld) {
      void import('./mount_chat').then((module) =>
        module.watchChat(context.current, button.current)
      )
    }
    const stopClearance = keepLauncherClear(button.current!)
    return () => {
      window.removeEventListener(OPEN_CHAT_EVENT, open)
      stopClearance()
    }
  }, [])

  return (
    <button
      ref={button}
      type="button"
      data-chat-launcher
      data-chat-held={chatHeld || undefined}
      onClick={() => window.dispatchEvent(new Event(OPEN_CHAT_EVENT))}
      aria-haspopup="dialog"
      title={t('marketing.chat.launcher')}
      className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-[opacity,visibility,background-color] hover:bg-primary/90 data-yielding:invisible data-yielding:opacity-0 focus-visible:ring-4 focus-visible:ring-ring/50 focus-visible:outline-none sm:right-5 sm:bottom-5"
    >
      <MessageCircle aria-hidden className="size-6" />
      {/* A round button in the corner (Intercom's, Chatwoot's): it covers as little as it can. */}
      <span className="sr-only">{t('marketing.chat.launcher')}</span>
    </button>
  )
}
