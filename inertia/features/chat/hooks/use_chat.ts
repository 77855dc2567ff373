import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { echoEvent, projectChannel, type ChatMessagePayload } from '@shared/realtime'
import { isFinalRefusal, retryDelay } from '@shared/live_recovery'
import { useRealtimeSettings } from '~/hooks/use_realtime_settings'
import { getEcho } from '~/lib/echo'
import { notify } from '~/lib/toast'
import { urlFor } from '~/client'
import { ChatRequestError, requestJson, type MessagesPage } from '../lib/api'
import { lastId, mergeMessages } from '../lib/merge'
import type { ChatMessage, PendingMessage } from '../types'
import type { SharedFile } from '@shared/files'
import { MESSAGES_PAGE } from '@shared/chat'

type Options = {
  projectId: number
  initial: ChatMessage[]
  hasOlder: boolean
  syncedAt: string
  /* A message by this author arrived: their typing indicator goes. */
  onArrival?: (message: ChatMessage) => void
}

/*
| Counters of the window's moves, and the message a jump went to (null: to the newest), so the
| list places the view before anything else reacts to where it is.
*/
export type WindowMoves = { newer: number; jumps: number; focus: number | null }

const outboxKey = (projectId: number) => `chat:outbox:${projectId}`

function newClientKey() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}

/*
| The project's stream as this reader has it, and what they do with it. No message is lost:
| - everything (the page's first 50, events, answers, catch-ups) is merged by id, in id order,
|   so the sender's own echo and a message seen twice show once;
| - on every (re)subscription to `presence-project.{id}` (the first, and after any reconnect:
|   network drop, sleep, server restart) it fetches `?after=` its newest id until nothing is
|   left, then `?changedSince=` its last sync time, so edits and deletions made meanwhile land,
|   and so does a message whose id is below the newest one held (ids are not commit order);
|   a catch-up that fails is tried again with the backoff of shared/live_recovery.ts;
| - a new message is sent with a client key and shows "Sending..." until confirmed; on failure
|   it stays with Retry (same key: the server never makes two) and is kept in local storage
|   with the key, so even a reload does not lose it;
| - one written while the browser is offline (or whose send the network dropped) waits, saying
|   so, and is sent by itself with the same key as soon as the connection returns.
*/
export function useChat({
  projectId,
  initial,
  hasOlder: initialHasOlder,
  syncedAt,
  onArrival,
}: Options) {
  const { t } = useTranslation()
  const settings = useRealtimeSettings()
  const [messages, setMessages] = useState<ChatMessage[]>(initial)
  const [pending, setPending] = useState<PendingMessage[]>([])
  const [hasOlder, setHasOlder] = useState(initialHasOlder)
  const [loadingOlder, setLoadingOlder] = useState(false)
  const [olderFailed, setOlderFailed] = useState(false)
  /*
  | Opened at a message far back (a search result, a link): the stream held is a window around
  | it, the newest messages not in it. Scrolling down loads newer pages until the newest is
  | reached; until then live messages are left to those pages, not merged (no hole below).
  */
  const [hasNewer, setHasNewer] = useState(false)
  const [loadingNewer, setLoadingNewer] = useState(false)
  /* Changes of the window the list must not scroll for: a page added below, a jump elsewhere. */
  const [windowMoves, setWindowMoves] = useState<WindowMoves>({ newer: 0, jumps: 0, focus: null })
  const [announcement, setAnnouncement] = useState('')

  const latest = useRef({ messages, hasOlder, hasNewer, t, onArrival })
  latest.current = { messages, hasOlder, hasNewer, t, onArrival }
  const sync = useRef(syncedAt)
  const catchingUp = useRef<Promise<void> | null>(null)
  const catchUpAgain = useRef(false)
  // A catch-up that failed is tried again on its own: the socket may stay up for hours.
  const catchUpRetry = useRef<{ failures: number; timer?: ReturnType<typeof setTimeout> }>({
    failures: 0,
  })

  const merge = useCallback((incoming: ChatMessage[]) => {
    // Computed here too, so a caller can await the list it produced.
    latest.current.messages = mergeMessages(latest.current.messages, incoming)
    setMessages((current) => mergeMessages(current, incoming))
  }, [])

  const messagesUrl = useCallback(
    (query: Record<string, string | number>) =>
      `${urlFor('project_messages.index', { id: projectId })}?${new URLSearchParams(
        Object.entries(query).map(([key, value]) => [key, String(value)])
      )}`,
    [projectId]
  )

  /*
  | What is older than the oldest message held belongs to the pages before (scrolling up brings
  | it in order); merging it here would leave a hole in the history above it.
  */
  const withinHeld = useCallback((incoming: ChatMessage[]) => {
    const { messages: held, hasOlder: more, hasNewer: newer } = latest.current
    const oldest = held[0]?.id
    const newest = held.at(-1)?.id
    return incoming.filter(
      (message) =>
        !(more && oldest !== undefined && message.id < oldest) &&
        !(newer && newest !== undefined && message.id > newest)
    )
  }, [])

  // A reload of the page's props (another feature's event) brings a fresh first page: merge it.
  useEffect(() => merge(withinHeld(initial)), [initial, merge, withinHeld])

  /* New messages after the newest one held, then changes since the last sync, to the end. */
  const catchUp = useCallback(async (): Promise<void> => {
    if (catchingUp.current) {
      catchUpAgain.current = true
      return catchingUp.current
    }
    const run = async () => {
      do {
        catchUpAgain.current = false
        // A window far back has nothing to catch up below it: newer pages bring that.
        for (let more = !latest.current.hasNewer; more;) {
          const page = await requestJson<MessagesPage>(
            messagesUrl({ after: lastId(latest.current.messages) })
          )
          merge(page.data)
          more = page.hasMore && page.data.length > 0
        }
        for (let more = true; more;) {
          const since = sync.current
          const page = await requestJson<MessagesPage>(messagesUrl({ changedSince: since }))
          merge(withinHeld(page.data))
          sync.current = page.syncedAt
          more = page.hasMore && page.syncedAt !== since
        }
      } while (catchUpAgain.current)
    }
    const retry = catchUpRetry.current
    clearTimeout(retry.timer)
    catchingUp.current = run()
      .then(
        () => {
          retry.failures = 0
        },
        (error: unknown) => {
          // Signed out or no longer a member: the page's own events say so; asking again won't.
          if (error instanceof ChatRequestError && isFinalRefusal(error.status)) return
          // Offline, or the server is restarting or overloaded: again shortly (a reconnect or
          // the tab coming back may try sooner).
          retry.timer = setTimeout(() => void catchUp(), retryDelay(retry.failures++))
        }
      )
      .finally(() => {
        catchingUp.current = null
      })
    return catchingUp.current
  }, [merge, messagesUrl, withinHeld])
  // A retry belongs to this project's stream: none outlives the page or its project.
  useEffect(() => () => clearTimeout(catchUpRetry.current.timer), [catchUp])

  /*
  | The page of messages before the oldest one held (scrolling up, or looking for a quote).
  | Asked again while one is on its way, it answers with that one.
  */
  const olderRequest = useRef<Promise<boolean> | null>(null)
  const loadOlder = useCallback(() => {
    if (olderRequest.current) return olderRequest.current
    if (!latest.current.hasOlder) return Promise.resolve(false)
    const oldest = latest.current.messages[0]?.id
    setLoadingOlder(true)
    setOlderFailed(false)
    olderRequest.current = requestJson<MessagesPage>(messagesUrl(oldest ? { before: oldest } : {}))
      .then((page) => {
        merge(page.data)
        latest.current.hasOlder = page.hasMore
        setHasOlder(page.hasMore)
        return true
      })
      .catch(() => {
        setOlderFailed(true)
        return false
      })
      .finally(() => {
        olderRequest.current = null
        setLoadingOlder(false)
      })
    return olderRequest.current
  }, [merge, messagesUrl])

  /* Below the window: the next page of newer messages; at the newest, the stream is live again. */
  const newerRequest = useRef<Promise<boolean> | null>(null)
  const loadNewer = useCallback(() => {
    if (newerRequest.current) return newerRequest.current
    if (!latest.current.hasNewer) return Promise.resolve(false)
    setLoadingNewer(true)
    newerRequest.current = requestJson<MessagesPage>(
      messagesUrl({ after: lastId(latest.current.messages) })
    )
      .then((page) => {
        // `after` answers a catch-up's worth; a window grows by a page at a time.
        const more = page.hasMore || page.data.length > MESSAGES_PAGE
        setWindowMoves((moves) => ({ ...moves, newer: moves.newer + 1 }))
        merge(page.data.slice(0, MESSAGES_PAGE))
        latest.current.hasNewer = more
        setHasNewer(more)
        // What was posted while this page was on its way was not merged: fetch it now.
        if (!more) void catchUp()
        return true
      })
      .catch(() => false)
      .finally(() => {
        newerRequest.current = null
        setLoadingNewer(false)
      })
    return newerRequest.current
  }, [merge, messagesUrl, catchUp])

  /* The held stream replaced by another part of it (a page around a message, or the newest). */
  const replaceWindow = useCallback(
    (page: MessagesPage, focus: number | null) => {
      const newer = page.hasNewer ?? false
      latest.current = {
        ...latest.current,
        messages: page.data,
        hasOlder: page.hasMore,
        hasNewer: newer,
      }
      setWindowMoves((moves) => ({ ...moves, jumps: moves.jumps + 1, focus }))
      setMessages(page.data)
      setHasOlder(page.hasMore)
      setHasNewer(newer)
      setOlderFailed(false)
      if (!newer) void catchUp()
    },
    [catchUp]
  )

  /* Makes the stream hold message `id` with its neighbours; false when it is not there. */
  const jumpTo = useCallback(
    async (id: number) => {
      if (latest.current.messages.some((message) => message.id === id)) return true
      try {
        const page = await requestJson<MessagesPage>(messagesUrl({ around: id }))
        if (!page.data.some((message) => message.id === id)) return false
        replaceWindow(page, id)
        return true
      } catch {
        notify('error', latest.current.t('chat.history.jumpFailed'))
        return false
      }
    },
    [messagesUrl, replaceWindow]
  )

  /* Back to the newest page, live again. */
  const jumpToLatest = useCallback(async () => {
    if (!latest.current.hasNewer) return true
    try {
      replaceWindow(await requestJson<MessagesPage>(messagesUrl({})), null)
      return true
    } catch {
      notify('error', latest.current.t('chat.history.jumpFailed'))
      return false
    }
  }, [messagesUrl, replaceWindow])

  // Live: events on the project's presence channel (joined by the page's live hook as well;
  // Echo hands both the one subscription, and only that hook leaves it).
  useEffect(() => {
    const echo = getEcho(settings)
    const channel = echo.join(projectChannel.echoName({ id: projectId }))
    const onMessage = (payload: ChatMessagePayload) => {
      const message = payload as ChatMessage
      if (message.partial) {
        // Too long for an event: fetch it whole.
        void requestJson<MessagesPage>(messagesUrl({ after: message.id - 1 }))
          .then((page) => merge(withinHeld(page.data.filter((entry) => entry.id === message.id))))
          .catch(() => {})
      } else {
        merge(withinHeld([message]))
      }
      latest.current.onArrival?.(message)
    }
    // One's own message heard before its POST answered takes the place of its "Sending…" copy
    // at once (the answer then finds it stored): never both on screen.
    const onCreated = (payload: ChatMessagePayload) => {
      onMessage(payload)
      setPending((current) => {
        const sending = current.find(
          (item) => item.state === 'sending' && item.text === (payload as ChatMessage).text
        )
        return sending ? current.filter((item) => item !== sending) : current
      })
    }
    const onSubscribed = () => void catchUp()
    channel
      .listen(echoEvent('message.created'), onCreated)
      .listen(echoEvent('message.updated'), onMessage)
      .listen(echoEvent('message.deleted'), onMessage)
      .on('pusher:subscription_succeeded', onSubscribed)
    // Already subscribed (the other hook was first): what happened since the page was made.
    if ((channel.subscription as unknown as { subscribed?: boolean }).subscribed) onSubscribed()
    // The network came back, or the tab wakes up: the socket may look alive yet have missed
    // events (it is only found dead at the next ping), so catch up at once.
    const onVisible = () => {
      if (document.visibilityState === 'visible') onSubscribed()
    }
    window.addEventListener('online', onSubscribed)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.removeEventListener('online', onSubscribed)
      document.removeEventListener('visibilitychange', onVisible)
      channel
        .stopListening(echoEvent('message.created'), onCreated)
        .stopListening(echoEvent('message.updated'), onMessage)
        .stopListening(echoEvent('message.deleted'), onMessage)
        .stopListening('.pusher:subscription_succeeded', onSubscribed)
    }
  }, [projectId, settings, merge, catchUp, messagesUrl, withinHeld])

  // The outbox survives a reload: what was not confirmed comes back as failed, ready to retry.
  useEffect(() => {
    try {
      const saved = JSON.parse(localStorage.getItem(outboxKey(projectId)) ?? '[]')
      if (Array.isArray(saved) && saved.length > 0) {
        setPending(saved.map((entry: PendingMessage) => ({ ...entry, state: 'failed' })))
      }
    } catch {}
  }, [projectId])
  const firstSave = useRef(true)
  useEffect(() => {
    if (firstSave.current) {
      firstSave.current = false
      return
    }
    try {
      if (pending.length === 0) localStorage.removeItem(outboxKey(projectId))
      else localStorage.setItem(outboxKey(projectId), JSON.stringify(pending))
    } catch {}
  }, [pending, projectId])

  const deliver = useCallback(
    async (entry: PendingMessage) => {
      setPending((current) =>
        current.map((item) =>
          item.clientKey === entry.clientKey ? { ...item, state: 'sending', error: null } : item
        )
      )
      try {
        const answer = await requestJson<{ data: ChatMessage }>(
          urlFor('project_messages.store', { id: projectId }),
          'POST',
          {
            text: entry.text,
            replyToId: entry.replyTo?.id ?? null,
            clientKey: entry.clientKey,
            attachmentIds: (entry.attachments ?? []).map((file) => file.id),
          }
        )
        merge(withinHeld([answer.data]))
        setPending((current) => current.filter((item) => item.clientKey !== entry.clientKey))
        setAnnouncement(
          latest.current.t(entry.replyTo ? 'chat.toast.replySent' : 'chat.toast.sent')
        )
      } catch (error) {
        // The network went away under it: it waits for the connection, no error to read.
        if (error instanceof ChatRequestError && error.status === 0 && !navigator.onLine) {
          setPending((current) =>
            current.map((item) =>
              item.clientKey === entry.clientKey ? { ...item, state: 'queued' } : item
            )
          )
          return
        }
        const reason =
          error instanceof ChatRequestError && error.status === 422 && error.message
            ? error.message
            : latest.current.t('chat.toast.sendFailed')
        setPending((current) =>
          current.map((item) =>
            item.clientKey === entry.clientKey ? { ...item, state: 'failed', error: reason } : item
          )
        )
        notify('error', reason)
      }
    },
    [merge, projectId, withinHeld]
  )

  const send = useCallback(
    (text: string, replyTo: ChatMessage | null, attachments: SharedFile[] = []) => {
      const entry: PendingMessage = {
        clientKey: newClientKey(),
        text,
        attachments,
        replyTo: replyTo
          ? { id: replyTo.id, text: replyTo.text, authorName: replyTo.author?.name ?? null }
          : null,
        createdAt: new Date().toISOString(),
        state: navigator.onLine === false ? 'queued' : 'sending',
        error: null,
      }
      setPending((current) => [...current, entry])
      if (entry.state === 'sending') void deliver(entry)
    },
    [deliver]
  )

  // Back online: what waited goes, oldest first, each with its key (never twice).
  const pendingNow = useRef(pending)
  pendingNow.current = pending
  useEffect(() => {
    const flush = () => {
      for (const entry of pendingNow.current) if (entry.state === 'queued') void deliver(entry)
    }
    window.addEventListener('online', flush)
    return () => window.removeEventListener('online', flush)
  }, [deliver])

  const retry = useCallback(
    (clientKey: string) => {
      const entry = pending.find((item) => item.clientKey === clientKey)
      if (entry) void deliver(entry)
    },
    [pending, deliver]
  )

  const discard = useCallback((clientKey: string) => {
    setPending((current) => current.filter((item) => item.clientKey !== clientKey))
  }, [])

  const edit = useCallback(
    async (id: number, text: string) => {
      try {
        const answer = await requestJson<{ data: ChatMessage }>(
          urlFor('messages.update', { id }),
          'PATCH',
          { text }
        )
        merge([answer.data])
        notify('success', latest.current.t('chat.toast.updated'))
        return true
      } catch (error) {
        notify(
          'error',
          error instanceof ChatRequestError && error.status === 422 && error.message
            ? error.message
            : latest.current.t('chat.toast.updateFailed')
        )
        return false
      }
    },
    [merge]
  )

  const remove = useCallback(
    async (id: number) => {
      try {
        const answer = await requestJson<{ data: ChatMessage }>(
          urlFor('messages.destroy', { id }),
          'DELETE'
        )
        merge([answer.data])
        notify('success', latest.current.t('chat.toast.deleted'))
      } catch {
        notify('error', latest.current.t('chat.toast.deleteFailed'))
      }
    },
    [merge]
  )

  return {
    messages,
    pending,
    hasOlder,
    loadingOlder,
    olderFailed,
    hasNewer,
    loadingNewer,
    windowMoves,
    announcement,
    loadOlder,
    loadNewer,
    jumpTo,
    jumpToLatest,
    send,
    retry,
    discard,
    edit,
    remove,
    latestMessages: () => latest.current.messages,
  }
}
