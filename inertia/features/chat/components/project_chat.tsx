import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ArrowDown, Eye, Loader2, MessagesSquare } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Card, CardHeader, CardTitle } from '~/components/ui/card'
import { useChat } from '../hooks/use_chat'
import { useTyping } from '../hooks/use_typing'
import { dayKey, dayLabel } from '../lib/days'
import type { ChatMessage, ChatUser, Clock } from '../types'
import { Composer } from './composer'
import { MessageItem, messageDomId, NoticeItem } from './message_item'
import { PendingItem } from './pending_item'
import { TypingIndicator } from './typing_indicator'

// useLayoutEffect warns when the server renders; the scroll work only matters in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/* Messages by the same author within this long of each other share one header. */
const GROUP_WITHIN_MS = 5 * 60_000

/* The chat card's id: the project page links to it (on a phone the chat comes after the details). */
export const PROJECT_CHAT_ANCHOR = 'project-chat'

type Props = {
  projectId: number
  messages: ChatMessage[]
  hasOlder: boolean
  syncedAt: string
  user: ChatUser
  can: { post: boolean; deleteAnyMessage: boolean }
  clock: Clock
  /* Called with the newest message's id whenever the reader can see it (page visible, at the bottom). */
  onLatestSeen?: (messageId: number) => void
}

/*
| The project chat: the history (scroll up for older pages, day separators, notices in place),
| what is being sent, who is typing, and the composer (or, for viewers, why there is none).
*/
export function ProjectChat({
  projectId,
  messages: initial,
  hasOlder: initialHasOlder,
  syncedAt,
  user,
  can,
  clock,
  onLatestSeen,
}: Props) {
  const { t, i18n } = useTranslation()
  const typing = useTyping(projectId, user)
  const chat = useChat({
    projectId,
    initial,
    hasOlder: initialHasOlder,
    syncedAt,
    onArrival: (message) => typing.arrived(message.author?.id),
  })
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null)
  const [focusKey, setFocusKey] = useState(0)
  const [highlighted, setHighlighted] = useState<number | null>(null)

  const scroller = useRef<HTMLDivElement>(null)
  const atBottom = useRef(true)
  const [showJump, setShowJump] = useState(false)
  const [unseen, setUnseen] = useState(0)
  const shape = useRef({ first: 0, last: 0, height: 0, pending: 0 })

  const { messages, pending } = chat
  const isEmpty = messages.length === 0 && pending.length === 0
  const first = messages[0]?.id ?? 0
  const last = messages.at(-1)?.id ?? 0

  const scrollToBottom = useCallback((smooth = false) => {
    const element = scroller.current
    if (!element) return
    element.scrollTo({ top: element.scrollHeight, behavior: smooth ? 'smooth' : 'auto' })
    atBottom.current = true
    setShowJump(false)
    setUnseen(0)
  }, [])

  // Keep the view where the reader left it: older pages above do not move it, new messages
  // follow only a reader who was at the bottom (or who sent them).
  useBrowserLayoutEffect(() => {
    const element = scroller.current
    if (!element) return
    const before = shape.current
    if (before.height === 0) {
      element.scrollTop = element.scrollHeight
    } else if (first < before.first && before.first !== 0) {
      element.scrollTop += element.scrollHeight - before.height
    } else if (last > before.last || pending.length !== before.pending) {
      const mine = pending.length > before.pending
      if (atBottom.current || mine) element.scrollTop = element.scrollHeight
      else if (last > before.last) setUnseen((count) => count + 1)
    }
    shape.current = { first, last, height: element.scrollHeight, pending: pending.length }
  }, [first, last, pending.length, messages])

  // A message that grows where it stands (a failure's Retry row, an edit, a quote catching up)
  // keeps a reader at the bottom at the bottom.
  const list = useRef<HTMLOListElement>(null)
  useEffect(() => {
    const element = list.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      const box = scroller.current
      if (!box || !atBottom.current) return
      box.scrollTop = box.scrollHeight
      shape.current.height = box.scrollHeight
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [isEmpty])

  const onScroll = () => {
    const element = scroller.current
    if (!element) return
    const bottom = element.scrollHeight - element.scrollTop - element.clientHeight < 48
    atBottom.current = bottom
    setShowJump(!bottom)
    if (bottom) {
      setUnseen(0)
      reportSeen()
    }
    shape.current.height = element.scrollHeight
  }

  // The reader sees the newest message: the page may mark the chat as read.
  const reported = useRef(0)
  const reportSeen = useCallback(() => {
    if (!onLatestSeen || !last || last === reported.current) return
    if (document.visibilityState !== 'visible' || !atBottom.current) return
    reported.current = last
    onLatestSeen(last)
  }, [onLatestSeen, last])
  useEffect(() => {
    reportSeen()
    document.addEventListener('visibilitychange', reportSeen)
    return () => document.removeEventListener('visibilitychange', reportSeen)
  }, [reportSeen])

  // Scrolling near the top loads the page before.
  const sentinel = useRef<HTMLDivElement>(null)
  const { hasOlder, loadingOlder, olderFailed, loadOlder } = chat
  useEffect(() => {
    const element = sentinel.current
    if (!element || !hasOlder || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !loadingOlder && !olderFailed) {
          void loadOlder()
        }
      },
      { root: scroller.current, rootMargin: '200px 0px 0px 0px' }
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [hasOlder, loadingOlder, olderFailed, loadOlder])

  /* Goes to a quoted original, loading older pages until it is there. */
  const showMessage = useCallback(
    async (id: number) => {
      for (let page = 0; page < 1000; page++) {
        const held = chat.latestMessages()
        if (held.some((message) => message.id === id)) {
          // Held, perhaps not drawn yet (React renders the merged page a moment later).
          const element = await drawn(messageDomId(id))
          if (!element) return
          element.scrollIntoView({ block: 'center', behavior: 'smooth' })
          element.focus({ preventScroll: true })
          setHighlighted(id)
          window.setTimeout(
            () => setHighlighted((current) => (current === id ? null : current)),
            2000
          )
          return
        }
        const oldest = held[0]?.id ?? 0
        if (oldest && oldest < id) return // not in the stream any more
        if (!(await loadOlder())) return
      }
    },
    [chat, loadOlder]
  )

  const reply = useCallback((message: ChatMessage) => {
    setReplyTo(message)
    setFocusKey((key) => key + 1)
  }, [])

  const typingNames = typing.typists.map((typist) => typist.name)
  const words = { today: t('chat.history.today'), yesterday: t('chat.history.yesterday') }

  return (
    // The id is the target of the project page's "Go to chat" link (phones show the chat late).
    <Card id={PROJECT_CHAT_ANCHOR} className="scroll-mt-20 gap-0 overflow-hidden p-0">
      <CardHeader className="flex flex-row items-center gap-2 border-b px-4 py-3 sm:px-6">
        <MessagesSquare className="size-4 text-muted-foreground" aria-hidden />
        <CardTitle className="text-base">{t('chat.title')}</CardTitle>
      </CardHeader>
      <div className="relative">
        <div
          ref={scroller}
          onScroll={onScroll}
          role="log"
          aria-label={t('chat.region')}
          tabIndex={0}
          className="h-[min(60vh,36rem)] min-h-72 overflow-y-auto overscroll-contain py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
        >
          {isEmpty ? (
            <div className="flex h-full flex-col items-center justify-center gap-2 px-6 text-center">
              <MessagesSquare className="size-8 text-muted-foreground" aria-hidden />
              <p className="font-medium">{t('chat.empty.title')}</p>
              <p className="max-w-sm text-sm text-muted-foreground">{t('chat.empty.text')}</p>
            </div>
          ) : (
            <>
              <div ref={sentinel} className="flex justify-center px-3 pb-2">
                {hasOlder ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={loadingOlder}
                    onClick={() => void loadOlder()}
                  >
                    {loadingOlder && (
                      <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden />
                    )}
                    {loadingOlder
                      ? t('chat.history.loadingOlder')
                      : olderFailed
                        ? `${t('chat.history.olderFailed')} ${t('chat.history.loadOlder')}`
                        : t('chat.history.loadOlder')}
                  </Button>
                ) : (
                  <p className="py-1 text-xs text-muted-foreground">
                    {t('chat.history.beginning')}
                  </p>
                )}
              </div>
              <ol ref={list} className="grid grid-cols-1">
                {messages.map((message, index) => {
                  const previous = messages[index - 1]
                  const newDay =
                    !previous ||
                    dayKey(previous.createdAt, clock.timeZone) !==
                      dayKey(message.createdAt, clock.timeZone)
                  const grouped =
                    !newDay &&
                    previous.kind === 'message' &&
                    message.kind === 'message' &&
                    previous.author?.id === message.author?.id &&
                    message.author !== null &&
                    !message.replyTo &&
                    Date.parse(message.createdAt) - Date.parse(previous.createdAt) < GROUP_WITHIN_MS
                  const own = message.author?.id === user.id
                  return (
                    <DayAndMessage
                      key={message.id}
                      separator={
                        newDay
                          ? dayLabel(
                              message.createdAt,
                              clock.now,
                              i18n.language,
                              clock.timeZone,
                              words
                            )
                          : null
                      }
                    >
                      {message.kind === 'notice' && message.notice ? (
                        <NoticeItem message={message} clock={clock} />
                      ) : (
                        <MessageItem
                          message={message}
                          grouped={grouped}
                          own={own}
                          canReply={can.post}
                          canEdit={can.post && own}
                          canDelete={can.deleteAnyMessage || (can.post && own)}
                          highlighted={highlighted === message.id}
                          clock={clock}
                          onReply={reply}
                          onEdit={chat.edit}
                          onDelete={(id) => void chat.remove(id)}
                          onQuote={(id) => void showMessage(id)}
                        />
                      )}
                    </DayAndMessage>
                  )
                })}
                {pending.map((entry) => (
                  <PendingItem
                    key={entry.clientKey}
                    entry={entry}
                    user={user}
                    onRetry={chat.retry}
                    onDiscard={chat.discard}
                  />
                ))}
              </ol>
            </>
          )}
        </div>
        {showJump && (
          <Button
            size="sm"
            variant="secondary"
            className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full shadow-md"
            onClick={() => scrollToBottom(true)}
          >
            <ArrowDown aria-hidden />
            {unseen > 0
              ? t('chat.history.newMessages', { count: unseen })
              : t('chat.history.jumpToLatest')}
          </Button>
        )}
      </div>
      <div className="grid min-w-0 grid-cols-1 gap-1 border-t px-4 pt-2 pb-3 sm:px-6">
        <TypingIndicator names={typingNames} />
        {can.post ? (
          <Composer
            projectId={projectId}
            replyTo={replyTo}
            onCancelReply={() => setReplyTo(null)}
            onSend={(text, original) => {
              chat.send(text, original)
              atBottom.current = true
            }}
            onTyping={typing.typed}
            onStopped={typing.stopped}
            focusKey={focusKey}
          />
        ) : (
          <p className="flex items-start gap-2 rounded-md bg-muted px-3 py-2.5 text-sm text-muted-foreground">
            <Eye className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t('chat.composer.viewer')}
          </p>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {chat.announcement}
      </p>
    </Card>
  )
}

/* The element once React has drawn it (a few frames at most), or null. */
async function drawn(id: string) {
  for (let frame = 0; frame < 120; frame++) {
    const element = document.getElementById(id)
    if (element) return element
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)))
  }
  return null
}

function DayAndMessage({
  separator,
  children,
}: {
  separator: string | null
  children: React.ReactNode
}) {
  if (!separator) return children
  return (
    <>
      <li className="flex items-center gap-3 px-4 py-2 text-xs font-medium text-muted-foreground">
        <span className="h-px flex-1 bg-border" aria-hidden />
        <span suppressHydrationWarning>{separator}</span>
        <span className="h-px flex-1 bg-border" aria-hidden />
      </li>
      {children}
    </>
  )
}
