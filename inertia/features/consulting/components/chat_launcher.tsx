import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { MessageCircle } from 'lucide-react'
import { OPEN_CHAT_EVENT } from '@shared/consulting'
import type { VisitorPanelProps } from './visitor_panel'

/*
| "Chat with us" on every public page. Only this button ships with the page: the panel (and with
| it pusher-js and Echo) is fetched when the button is first used, so public pages keep their
| weight. The landing page's "Start a conversation" opens it through OPEN_CHAT_EVENT, and a
| reply e-mail's link lands here with ?chat=open.
*/
export function ChatLauncher() {
  const { t } = useTranslation()
  const [Panel, setPanel] = useState<ComponentType<VisitorPanelProps> | null>(null)
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)

  const openChat = useCallback(() => {
    setOpen(true)
    void import('./visitor_panel').then((module) => setPanel(() => module.VisitorPanel))
  }, [])

  useEffect(() => {
    window.addEventListener(OPEN_CHAT_EVENT, openChat)
    if (new URLSearchParams(window.location.search).get('chat') === 'open') openChat()
    return () => window.removeEventListener(OPEN_CHAT_EVENT, openChat)
  }, [openChat])

  function close() {
    setOpen(false)
    requestAnimationFrame(() => button.current?.focus())
  }

  return (
    <>
      {!open && (
        <button
          ref={button}
          type="button"
          onClick={openChat}
          aria-haspopup="dialog"
          className="fixed right-4 bottom-4 z-40 inline-flex h-12 items-center gap-2 rounded-full bg-primary px-5 text-sm font-semibold text-primary-foreground shadow-lg transition hover:bg-primary/90 focus-visible:ring-4 focus-visible:ring-ring/50 focus-visible:outline-none sm:right-6 sm:bottom-6"
        >
          <MessageCircle aria-hidden className="size-5" />
          {t('marketing.chat.launcher')}
        </button>
      )}
      {open &&
        (Panel ? (
          <Panel onClose={close} />
        ) : (
          <div
            role="status"
            aria-label={t('marketing.chat.title')}
            className="fixed right-4 bottom-4 z-40 h-12 w-48 animate-pulse rounded-full bg-primary/60 sm:right-6 sm:bottom-6"
          />
        ))}
    </>
  )
}
