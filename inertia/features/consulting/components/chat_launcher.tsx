import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { MessageCircle } from 'lucide-react'
import { OPEN_CHAT_EVENT } from '@shared/consulting'
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
  const { user, locale } = useSharedProps()
  const realtime = useRealtimeSettings()
  const button = useRef<HTMLButtonElement>(null)
  const context = useRef({ locale, signedIn: !!user, realtime })
  context.current = { locale, signedIn: !!user, realtime }

  useEffect(() => {
    const open = () =>
      void import('./mount_chat').then((module) => module.openChat(context.current, button.current))
    window.addEventListener(OPEN_CHAT_EVENT, open)
    if (new URLSearchParams(window.location.search).get('chat') === 'open') open()
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
      onClick={() => window.dispatchEvent(new Event(OPEN_CHAT_EVENT))}
      aria-haspopup="dialog"
      className="fixed right-4 bottom-4 z-40 inline-flex h-12 items-center gap-2 rounded-full bg-primary px-5 text-sm font-semibold text-primary-foreground shadow-lg transition-[opacity,visibility,background-color] hover:bg-primary/90 data-yielding:invisible data-yielding:opacity-0 focus-visible:ring-4 focus-visible:ring-ring/50 focus-visible:outline-none sm:right-6 sm:bottom-6"
    >
      <MessageCircle aria-hidden className="size-5" />
      {t('marketing.chat.launcher')}
    </button>
  )
}
