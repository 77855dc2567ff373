import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { X } from 'lucide-react'
import { urlFor } from '~/client'
import { conversationChannel, echoEvent } from '@shared/realtime'
import { getEcho, type RealtimeSettings } from '~/lib/echo'
import type { ChatMessage } from '../types'
import { chatRequest } from '../lib/api'

type Status = { conversationId: number | null; unread: number; preview: string | null }

/*
| While the panel is closed: the team's replies the panel has not shown, counted by the server
| (the same read position the panel reports and the reply e-mails honour), live on the
| conversation's channel. The count goes on the launcher (`data-unread`, drawn by app.css, and
| its accessible name); the newest reply's first words come back as `preview`.
*/
export function useReplyWatcher({
  active,
  conversationId,
  settings,
  launcher,
  onConversation,
}: {
  active: boolean
  conversationId: number | null
  settings: RealtimeSettings
  launcher: HTMLElement | null
  onConversation: (id: number) => void
}) {
  const { t } = useTranslation()
  const [unread, setUnread] = useState(0)
  const [preview, setPreview] = useState<string | null>(null)
  const label = useRef(launcher?.getAttribute('aria-label') ?? null)
  const onConversationRef = useRef(onConversation)
  onConversationRef.current = onConversation

  const refresh = useCallback(async () => {
    const { body } = await chatRequest<{ data: Status }>(urlFor('chat_panel.status')).catch(() => ({
      body: null,
    }))
    if (!body) return
    setUnread(body.data.unread)
    setPreview(body.data.unread > 0 ? body.data.preview : null)
    if (body.data.conversationId) onConversationRef.current(body.data.conversationId)
  }, [])

  // Each time the panel closes (or the page starts watching): where things stand now.
  useEffect(() => {
    if (active) void refresh()
  }, [active, refresh])

  useEffect(() => {
    if (!active || !conversationId) return
    const echo = getEcho(settings)
    const name = conversationChannel.echoName({ id: conversationId })
    echo
      .private(name)
      .listen(echoEvent('message.created'), (message: ChatMessage) => {
        if (message.sender === 'staff') void refresh()
      })
      // A reply written while the channel was being joined (just after the panel closed) is
      // heard by no event: where things stand is asked again once it is joined.
      .subscribed(() => void refresh())
    return () => echo.leave(name)
  }, [active, conversationId, settings, refresh])

  useEffect(() => {
    if (!launcher) return
    if (unread > 0) {
      launcher.setAttribute('data-unread', unread > 99 ? '99+' : String(unread))
      launcher.setAttribute(
        'aria-label',
        `${launcher.textContent?.trim() ?? ''}: ${t('chat_panel.unread', { replies: unread })}`
      )
    } else {
      launcher.removeAttribute('data-unread')
      if (label.current === null) launcher.removeAttribute('aria-label')
      else launcher.setAttribute('aria-label', label.current)
    }
  }, [launcher, unread, t])

  return {
    preview,
    clear: useCallback(() => {
      setUnread(0)
      setPreview(null)
    }, []),
    dismiss: useCallback(() => setPreview(null), []),
  }
}

/* The newest reply's first words above the launcher: opens the panel, or goes away. */
export function ReplyNotice({
  preview,
  onOpen,
  onDismiss,
}: {
  preview: string | null
  onOpen: () => void
  onDismiss: () => void
}) {
  const { t } = useTranslation()
  return (
    <div role="status" aria-live="polite">
      {preview !== null && (
        <div className="fixed right-4 bottom-22 z-40 w-[min(20rem,calc(100vw-2rem))] sm:right-6 sm:bottom-20">
          <button
            type="button"
            onClick={onOpen}
            className="block w-full rounded-2xl border bg-background p-3 pr-11 text-left text-foreground shadow-xl hover:bg-accent focus-visible:ring-4 focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            <span className="block text-xs font-semibold text-primary">
              {t('chat_panel.newReply')}
            </span>
            <span className="mt-0.5 line-clamp-2 block text-sm">
              {preview || t('chat_panel.newReplyFile')}
            </span>
          </button>
          <button
            type="button"
            onClick={onDismiss}
            aria-label={t('chat_panel.dismissPreview')}
            className="absolute top-0.5 right-0.5 inline-flex size-11 items-center justify-center rounded-full text-muted-foreground hover:text-foreground focus-visible:ring-4 focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      )}
    </div>
  )
}
