import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { useTranslation } from 'react-i18next'
import { ArrowDown, Eye, Loader2, Lock, MessagesSquare, Search } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Card, CardHeader, CardTitle } from '~/components/ui/card'
import { cn } from '~/lib/utils'
import { useChat } from '../hooks/use_chat'
import { useTyping } from '../hooks/use_typing'
import { MessageList, type ListEntry } from '~/components/messages/message_list'
import type { ChatMessage, ChatUser, Clock, PendingMessage } from '../types'
import { Composer } from './composer'
import { MessageItem, messageDomId, NoticeItem } from './message_item'
import { PendingItem } from './pending_item'
import { TypingIndicator } from './typing_indicator'
import { ChatSearch } from './chat_search'
import { MentionContext, type Mentionable } from '../lib/mentions'

// useLayoutEffect warns when the server renders; the scroll work only matters in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

type Entry = ListEntry &
  ({ message: ChatMessage; pending?: undefined } | { message?: undefined; pending: PendingMessage })

/* How many older pages a jump to a message loads in order before it loads the page around it instead. */
const NEARBY_PAGES = 2

/* The chat card's id: the project page links to it (on a phone the chat comes after the details). */
export const PROJECT_CHAT_ANCHOR = 'project-chat'

type Props = {
  projectId: number
  /* The project's members: who an @ offers, and whose names mentions show. */
  members?: Mentionable[]
  /* Beside the chat's title (the project page's mute switch). */
  headerAction?: ReactNode
  messages: ChatMessage[]
  hasOlder: boolean
  syncedAt: string
  user: ChatUser
  can: { post: boolean; deleteAnyMessage: boolean }
  /* The reader's access ended while the page was open: what is shown stays, nothing is sent. */
  ended?: boolean
  clock: Clock
  /* Called with the newest message's id whenever the reader can see it (page visible, at the bottom). */
  onLatestSeen?: (messageId: number) => void
  /* Called when the user sends a message (the page may offer something in return). */
  onSent?: () => void
  /* Shown above the composer: what the page offers there (notifications after a first message). */
  notice?: ReactNode
  /* The page sizes the chat (it fills the height it is given). */
  className?: string
}

/*
| The project chat: the history (scroll up for older pages, day separators, notices in place),
| what is being sent, who is typing, and the composer (or, for viewers, why there is none).
*/
export function ProjectChat({
  projectId,
  members = [],
  headerAction,
  messages: initial,
  hasOlder: initialHasOlder,
  syncedAt,
  user,
  can: allowed,
  ended = false,
  clock,
  onLatestSeen,
  onSent,
  notice,
  className,
}: Props) {
  const can = ended ? { post: false, deleteAnyMessage: false } : allowed
  const { t } = useTranslation()
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
  const [searching, setSearching] = useState(false)

  const scroller = useRef<HTMLDivElement>(null)
  const atBottom = useRef(true)
  const [showJump, setShowJump] = useState(false)
  const [unseen, setUnseen] = useState(0)
  const shape = useRef({ first: 0, last: 0, height: 0, pending: 0, newer: 0, jumps: 0 })

  const { messages, pending, hasNewer, windowMoves } = chat
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
    if (windowMoves.jumps !== before.jumps) {
      // Another part of the history: the view goes to what the jump was for, before the
      // loaders at either end see where it is.
      const focus = windowMoves.focus && document.getElementById(messageDomId(windowMoves.focus))
      if (focus) focus.scrollIntoView({ block: 'center' })
      else element.scrollTop = element.scrollHeight
    } else if (windowMoves.newer !== before.newer) {
      // A newer page added below the view: nothing above moved, nothing to follow.
    } else if (before.height === 0) {
      element.scrollTop = element.scrollHeight
    } else if (first < before.first && before.first !== 0) {
      element.scrollTop += element.scrollHeight - before.height
    } else if (last > before.last || pending.length !== before.pending) {
      const mine = pending.length > before.pending
      if (atBottom.current || mine) element.scrollTop = element.scrollHeight
      else if (last > before.last) setUnseen((count) => count + 1)
    }
    shape.current = {
      first,
      last,
      height: element.scrollHeight,
      pending: pending.length,
      ...windowMoves,
    }
  }, [first, last, pending.length, messages, windowMoves])

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
    // Below a window far back there is more: its foot is not the newest message.
    const bottom = !hasNewer && element.scrollHeight - element.scrollTop - element.clientHeight < 48
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
    if (!onLatestSeen || !last || last === reported.current || hasNewer) return
    if (document.visibilityState !== 'visible' || !atBottom.current) return
    reported.current = last
    onLatestSeen(last)
  }, [onLatestSeen, last, hasNewer])
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

  // Scrolling near the foot of a window far back loads the page after.
  const footSentinel = useRef<HTMLDivElement>(null)
  const { loadingNewer, loadNewer } = chat
  useEffect(() => {
    const element = footSentinel.current
    if (!element || !hasNewer || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !loadingNewer) void loadNewer()
      },
      { root: scroller.current, rootMargin: '0px 0px 200px 0px' }
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [hasNewer, loadingNewer, loadNewer])

  /*
  | Goes to a message (a quote's original, a search hit, a link): the page around it is loaded
  | when it is not held. `keep` leaves it marked (the chat's search marks its current hit).
  */
  const { jumpTo, jumpToLatest } = chat
  const showMessage = useCallback(
    async (id: number, options: { keep?: boolean } = {}) => {
      // A page or two above what is held: loaded in order, the history stays one piece.
      for (let page = 0; page < NEARBY_PAGES; page++) {
        const held = chat.latestMessages()
        const oldest = held[0]?.id ?? 0
        if (held.some((message) => message.id === id) || !oldest || oldest < id) break
        if (!(await loadOlder())) break
      }
      if (!(await jumpTo(id))) return
      // Held, perhaps not drawn yet (React renders the new page a moment later).
      const element = await drawn(messageDomId(id))
      if (!element) return
      // Leaving the bottom now: a smooth scroll reports it only later, and meanwhile a
      // message growing would pull a reader "at the bottom" back down.
      atBottom.current = false
      setShowJump(true)
      element.scrollIntoView({ block: 'center', behavior: 'smooth' })
      if (!options.keep) element.focus({ preventScroll: true })
      setHighlighted(id)
      if (!options.keep) {
        window.setTimeout(
          () => setHighlighted((current) => (current === id ? null : current)),
          2000
        )
      }
    },
    [chat, jumpTo, loadOlder]
  )

  const toLatest = useCallback(async () => {
    if (!(await jumpToLatest())) return
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)))
    scrollToBottom(true)
  }, [jumpToLatest, scrollToBottom])

  // Opened from elsewhere at one message (the Files page's "Show in the chat"): go to it.
  useEffect(() => {
    const match = /^#chat-message-(\d+)$/.exec(window.location.hash)
    if (match) void showMessage(Number(match[1]))
    // Only the address the page was opened with.
  }, [])

  const reply = useCallback((message: ChatMessage) => {
    setReplyTo(message)
    setFocusKey((key) => key + 1)
  }, [])

  // A notification's link names a message (`#chat-message-12`): it is shown once, on arrival.
  useEffect(() => {
    const target = /^#chat-message-(\d+)$/.exec(window.location.hash)
    if (target) void showMessage(Number(target[1]))
  }, [])

  // A search result opened on this page already (the palette) names another message.
  const latestShowMessage = useRef(showMessage)
  latestShowMessage.current = showMessage
  useEffect(() => {
    const onHash = () => {
      const target = /^#chat-message-(\d+)$/.exec(window.location.hash)
      if (target) void latestShowMessage.current(Number(target[1]))
    }
    window.addEventListener('hashchange', onHash)
    return () => window.removeEventListener('hashchange', onHash)
  }, [])

  const unknownName = t('chat.mentions.unknown')
  const directory = useMemo(
    () => ({
      names: new Map(members.map((member) => [member.id, member.name])),
      readerId: user.id,
      unknown: unknownName,
    }),
    [members, user.id, unknownName]
  )
  const mentionable = useMemo(
    () => members.filter((member) => member.id !== user.id),
    [members, user.id]
  )

  const typingNames = typing.typists.map((typist) => typist.name)
  // One list: the stored messages, then what is being sent (grouped with the sender's last).
  const entries = useMemo<Entry[]>(
    () => [
      ...messages.map((message) => ({
        key: `m${message.id}`,
        createdAt: message.createdAt,
        authorKey: message.kind === 'message' && message.author ? `u${message.author.id}` : null,
        standalone: !!message.replyTo,
        message,
      })),
      ...pending.map((entry) => ({
        key: `p${entry.clientKey}`,
        createdAt: entry.createdAt,
        authorKey: `u${user.id}`,
        standalone: !!entry.replyTo,
        pending: entry,
      })),
    ],
    [messages, pending, user.id]
  )

  return (
    // It fills the height its page gives it: the history scrolls, the composer stays at the foot.
    <MentionContext.Provider value={directory}>
      <Card
        id={PROJECT_CHAT_ANCHOR}
        className={cn('flex min-h-0 flex-col gap-0 overflow-hidden p-0', className)}
      >
        <CardHeader className="flex shrink-0 flex-row items-center gap-2 border-b px-4 py-2 sm:px-6">
          <MessagesSquare className="size-4 text-muted-foreground" aria-hidden />
          <CardTitle className="text-base">{t('chat.title')}</CardTitle>
          <div className="ms-auto flex items-center gap-1">
            {!isEmpty && !searching && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('chat.search.open')}
                title={t('chat.search.open')}
                onClick={() => setSearching(true)}
              >
                <Search aria-hidden />
              </Button>
            )}
            {headerAction}
          </div>
        </CardHeader>
        {searching && (
          <ChatSearch
            projectId={projectId}
            onShow={(id) => void showMessage(id, { keep: true })}
            onClose={() => {
              setSearching(false)
              setHighlighted(null)
            }}
          />
        )}
        <div className="relative min-h-0 flex-1">
          <div
            ref={scroller}
            onScroll={onScroll}
            role="log"
            aria-label={t('chat.region')}
            tabIndex={0}
            className="h-full overflow-y-auto overscroll-contain py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
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
                <MessageList
                  listRef={list}
                  entries={entries}
                  clock={clock}
                  render={(entry, grouped) =>
                    entry.pending ? (
                      <PendingItem
                        key={entry.key}
                        entry={entry.pending}
                        user={user}
                        grouped={grouped}
                        clock={clock}
                        onRetry={chat.retry}
                        onDiscard={chat.discard}
                      />
                    ) : entry.message.kind === 'notice' && entry.message.notice ? (
                      <NoticeItem key={entry.key} message={entry.message} clock={clock} />
                    ) : (
                      <MessageItem
                        key={entry.key}
                        message={entry.message}
                        grouped={grouped}
                        own={entry.message.author?.id === user.id}
                        canReply={can.post}
                        canEdit={can.post && entry.message.author?.id === user.id}
                        canDelete={
                          can.deleteAnyMessage || (can.post && entry.message.author?.id === user.id)
                        }
                        highlighted={highlighted === entry.message.id}
                        clock={clock}
                        onReply={reply}
                        onEdit={chat.edit}
                        onDelete={(id) => void chat.remove(id)}
                        onQuote={(id) => void showMessage(id)}
                      />
                    )
                  }
                />
                {hasNewer && (
                  <div ref={footSentinel} className="flex justify-center px-3 pt-2">
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={loadingNewer}
                      onClick={() => void loadNewer()}
                    >
                      {loadingNewer && (
                        <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden />
                      )}
                      {t(loadingNewer ? 'chat.history.loadingNewer' : 'chat.history.loadNewer')}
                    </Button>
                  </div>
                )}
              </>
            )}
          </div>
          {(showJump || hasNewer) && (
            <Button
              size="sm"
              variant="secondary"
              className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full shadow-md"
              onClick={() => (hasNewer ? void toLatest() : scrollToBottom(true))}
            >
              <ArrowDown aria-hidden />
              {unseen > 0
                ? t('chat.history.newMessages', { count: unseen })
                : t('chat.history.jumpToLatest')}
            </Button>
          )}
        </div>
        <div className="grid min-w-0 shrink-0 grid-cols-1 gap-1 border-t px-4 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6">
          <TypingIndicator names={typingNames} />
          {notice}
          {can.post ? (
            <Composer
              projectId={projectId}
              replyTo={replyTo}
              onCancelReply={() => setReplyTo(null)}
              onSend={(text, original, attachments) => {
                // Written far back in the history: it goes where the newest messages are.
                if (hasNewer) void toLatest()
                chat.send(text, original, attachments)
                atBottom.current = true
                onSent?.()
              }}
              onTyping={typing.typed}
              onStopped={typing.stopped}
              focusKey={focusKey}
              members={mentionable}
            />
          ) : (
            <p className="flex items-start gap-2 rounded-md bg-muted px-3 py-2.5 text-sm text-muted-foreground">
              {ended ? (
                <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
              ) : (
                <Eye className="mt-0.5 size-4 shrink-0" aria-hidden />
              )}
              {t(ended ? 'chat.composer.ended' : 'chat.composer.viewer')}
            </p>
          )}
        </div>
        <p className="sr-only" aria-live="polite">
          {chat.announcement}
        </p>
      </Card>
    </MentionContext.Provider>
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
