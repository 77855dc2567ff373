import { useCallback, useEffect, useRef, useState } from 'react'
import { conversationChannel, echoEvent, type ChatTyping } from '@shared/realtime'
import type { ConversationState } from '@shared/realtime'
import type { RealtimeSettings } from '~/lib/echo'
import { getEcho } from '~/lib/echo'
import { chatRequest, errorMessage } from '../lib/api'
import { toThreadMessage, type ChatMessage, type ThreadMessage } from '../types'
import { whenAccessEnds } from '~/lib/access_ended'
import type { SharedFile } from '@shared/files'

type Options = {
  conversationId: number | null
  initial: ChatMessage[]
  settings: RealtimeSettings
  /* Who this page writes as, and its name in the typing whisper. */
  sender: ChatTyping['sender']
  name: string | null
  /* Where older-than-live messages are fetched after a reconnect, and where to post. */
  messagesUrl: string | null
  postUrl: string
  /* The visitor's panel sends name/e-mail and the page with the first message. */
  extraBody?: () => Record<string, unknown>
  onPosted?: (body: any) => void
  onState?: (state: ConversationState) => void
  onDelivered?: (lastId: number) => void
  /* The channel was refused after it had been live: this page's hold on the thread ended. */
  onAccessEnded?: () => void
}

const TYPING_VISIBLE_MS = 4000
const TYPING_SEND_EVERY_MS = 2500

/*
| A conversation's messages, live: stored messages first, then what arrives on the
| conversation's private channel (`message.created`), what this page sends (shown at once with
| "Sending...", replaced by the stored message; a retry reuses the same clientKey, so the server
| never stores it twice), the other side's typing whisper, and a catch-up of anything missed
| while the socket was away. Messages are kept by id, so an event and a response for the same
| message show it once. A message written offline (or whose send the network dropped) stays in
| the thread saying it waits for the connection, and goes by itself, with its key, once the
| browser is back online.
*/
export function useLiveThread(options: Options) {
  const [messages, setMessages] = useState<ThreadMessage[]>(() =>
    options.initial.map(toThreadMessage)
  )
  const [typing, setTyping] = useState<string | null>(null)
  const optionsRef = useRef(options)
  optionsRef.current = options
  const messagesRef = useRef(messages)
  messagesRef.current = messages
  const lastId = useRef<number>(Math.max(0, ...options.initial.map((message) => message.id)))
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const lastWhisper = useRef(0)

  const merge = useCallback((incoming: ChatMessage[], replaceKey?: string) => {
    setMessages((current) => {
      let next = replaceKey ? current.filter((message) => message.key !== replaceKey) : current
      for (const message of incoming) {
        if (next.some((existing) => existing.id === message.id)) continue
        // This page's own message, heard on the channel before its POST answered, takes the
        // place of its "Sending…" copy at once (never both on screen).
        const sending =
          message.sender === optionsRef.current.sender
            ? next.find(
                (existing) =>
                  existing.pending &&
                  !existing.queued &&
                  !existing.failed &&
                  existing.text === message.text
              )
            : undefined
        next = [...next.filter((existing) => existing !== sending), toThreadMessage(message)]
      }
      return next
    })
    if (incoming.length === 0) return
    // Computed here, not in the updater above: React runs that later, so reading it here would
    // report the message before the one just shown (and e-mail a reply read live).
    lastId.current = Math.max(lastId.current, ...incoming.map((message) => message.id))
    optionsRef.current.onDelivered?.(lastId.current)
  }, [])

  const reset = useCallback((initial: ChatMessage[]) => {
    lastId.current = Math.max(0, ...initial.map((message) => message.id))
    setMessages(initial.map(toThreadMessage))
  }, [])

  const { conversationId, settings } = options
  useEffect(() => {
    if (!conversationId) return
    const echo = getEcho(settings)
    const name = conversationChannel.echoName({ id: conversationId })
    const channel = echo.private(name)
    channel.listen(echoEvent('message.created'), (message: ChatMessage) => {
      merge([message])
      if (message.sender !== optionsRef.current.sender) setTyping(null)
    })
    channel.listen(echoEvent('conversation.updated'), (state: ConversationState) => {
      optionsRef.current.onState?.(state)
    })
    channel.listenForWhisper('typing', (whisper: ChatTyping) => {
      if (whisper.sender === optionsRef.current.sender) return
      setTyping(whisper.name ?? '')
      clearTimeout(typingTimer.current)
      typingTimer.current = setTimeout(() => setTyping(null), TYPING_VISIBLE_MS)
    })
    // Subscribed (again, after a reconnect): fetch what was written meanwhile, and the state
    // (closed, assigned) as it is now, which no event repeats.
    channel.subscribed(async () => {
      const url = optionsRef.current.messagesUrl
      if (!url) return
      const { status, body } = await chatRequest<{
        data: ChatMessage[]
        state?: ConversationState
      }>(`${url}?after=${lastId.current}`)
      if (status !== 200 || !body) return
      merge(body.data)
      if (body.state) optionsRef.current.onState?.(body.state)
    })
    const stopWatching = whenAccessEnds(channel.subscription, () =>
      optionsRef.current.onAccessEnded?.()
    )
    return () => {
      stopWatching()
      clearTimeout(typingTimer.current)
      echo.leave(name)
    }
  }, [conversationId, settings, merge])

  const whisperTyping = useCallback(() => {
    const { conversationId: id, sender, name } = optionsRef.current
    if (!id || Date.now() - lastWhisper.current < TYPING_SEND_EVERY_MS) return
    lastWhisper.current = Date.now()
    const channel = getEcho(optionsRef.current.settings).private(
      conversationChannel.echoName({ id })
    )
    channel.whisper('typing', { sender, name } satisfies ChatTyping)
  }, [])

  // What was written offline, by key: sent when the connection returns.
  const queue = useRef(new Map<string, { text: string; attachments: SharedFile[] }>())

  /*
  | Sends a message; answers null when stored (or kept to send once online), else the message
  | to show. Sent from the queue, a refusal leaves it in the thread marked not sent.
  */
  const send = useCallback(
    async (
      text: string,
      attachments: SharedFile[] = [],
      clientKey: string = crypto.randomUUID(),
      fromQueue = false
    ): Promise<string | null> => {
      const key = `p${clientKey}`
      const show = (state: Partial<ThreadMessage>) =>
        setMessages((current) => [
          ...current.filter((message) => message.key !== key),
          {
            key,
            id: null,
            sender: optionsRef.current.sender,
            text,
            author: null,
            byEmail: false,
            createdAt: null,
            attachments,
            pending: true,
            ...state,
          },
        ])
      const wait = () => {
        queue.current.set(clientKey, { text, attachments })
        show({ queued: true })
        return null
      }
      if (!navigator.onLine) return wait()
      show({})
      const drop = (reason: string) => {
        if (fromQueue) show({ failed: true })
        else setMessages((current) => current.filter((message) => message.key !== key))
        return reason
      }
      try {
        const { status, body } = await chatRequest<{ data: ChatMessage | null }>(
          optionsRef.current.postUrl,
          {
            method: 'POST',
            body: {
              text,
              clientKey,
              ...(attachments.length ? { attachmentIds: attachments.map((file) => file.id) } : {}),
              ...(optionsRef.current.extraBody?.() ?? {}),
            },
          }
        )
        if ((status === 200 || status === 201) && body) {
          if (body.data) merge([body.data], key)
          else setMessages((current) => current.filter((message) => message.key !== key))
          optionsRef.current.onPosted?.(body)
          lastWhisper.current = 0
          return null
        }
        return drop(errorMessage(body) ?? '')
      } catch {
        // The network went away under it: it waits for the connection instead.
        if (!navigator.onLine) return wait()
        return drop('')
      }
    },
    [merge]
  )

  useEffect(() => {
    const flush = () => {
      const waiting = [...queue.current]
      queue.current.clear()
      for (const [clientKey, { text, attachments }] of waiting) {
        void send(text, attachments, clientKey, true)
      }
    }
    window.addEventListener('online', flush)
    return () => window.removeEventListener('online', flush)
  }, [send])

  /* A message marked not sent, by its key: sent again with the same key (never stored twice). */
  const retry = useCallback(
    (key: string) => {
      const message = messagesRef.current.find((entry) => entry.key === key && entry.pending)
      if (!message) return
      void send(message.text, message.attachments, key.slice(1), true)
    },
    [send]
  )

  /* A message not sent (or waiting for the connection) the writer gives up on. */
  const discard = useCallback((key: string) => {
    queue.current.delete(key.slice(1))
    setMessages((current) => current.filter((message) => message.key !== key))
  }, [])

  return { messages, typing, send, whisperTyping, reset, merge, retry, discard }
}
