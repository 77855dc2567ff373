import { useCallback, useEffect, useRef, useState } from 'react'
import { conversationChannel, echoEvent, type ChatTyping } from '@shared/realtime'
import type { ConversationState } from '@shared/realtime'
import type { RealtimeSettings } from '~/lib/echo'
import { getEcho } from '~/lib/echo'
import { chatRequest, errorMessage } from '../lib/api'
import { toThreadMessage, type ChatMessage, type ThreadMessage } from '../types'

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
}

const TYPING_VISIBLE_MS = 4000
const TYPING_SEND_EVERY_MS = 2500

/*
| A conversation's messages, live: stored messages first, then what arrives on the
| conversation's private channel (`message.created`), what this page sends (shown at once with
| "Sending...", replaced by the stored message; a retry reuses the same clientKey, so the server
| never stores it twice), the other side's typing whisper, and a catch-up of anything missed
| while the socket was away. Messages are kept by id, so an event and a response for the same
| message show it once.
*/
export function useLiveThread(options: Options) {
  const [messages, setMessages] = useState<ThreadMessage[]>(() =>
    options.initial.map(toThreadMessage)
  )
  const [typing, setTyping] = useState<string | null>(null)
  const optionsRef = useRef(options)
  optionsRef.current = options
  const lastId = useRef<number>(Math.max(0, ...options.initial.map((message) => message.id)))
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const lastWhisper = useRef(0)

  const merge = useCallback((incoming: ChatMessage[], replaceKey?: string) => {
    setMessages((current) => {
      let next = replaceKey ? current.filter((message) => message.key !== replaceKey) : current
      for (const message of incoming) {
        if (next.some((existing) => existing.id === message.id)) continue
        next = [...next, toThreadMessage(message)]
        lastId.current = Math.max(lastId.current, message.id)
      }
      return next
    })
    const newest = incoming.at(-1)
    if (newest) optionsRef.current.onDelivered?.(lastId.current)
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
    // Subscribed (again, after a reconnect): fetch what was written meanwhile.
    channel.subscribed(async () => {
      const url = optionsRef.current.messagesUrl
      if (!url) return
      const { status, body } = await chatRequest<{ data: ChatMessage[] }>(
        `${url}?after=${lastId.current}`
      )
      if (status === 200 && body) merge(body.data)
    })
    return () => {
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

  /* Sends a message; answers null when stored, else the message to show. */
  const send = useCallback(
    async (text: string, clientKey = crypto.randomUUID()): Promise<string | null> => {
      const key = `p${clientKey}`
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
          pending: true,
        },
      ])
      try {
        const { status, body } = await chatRequest<{ data: ChatMessage | null }>(
          optionsRef.current.postUrl,
          {
            method: 'POST',
            body: { text, clientKey, ...(optionsRef.current.extraBody?.() ?? {}) },
          }
        )
        if ((status === 200 || status === 201) && body) {
          if (body.data) merge([body.data], key)
          else setMessages((current) => current.filter((message) => message.key !== key))
          optionsRef.current.onPosted?.(body)
          lastWhisper.current = 0
          return null
        }
        setMessages((current) => current.filter((message) => message.key !== key))
        return errorMessage(body) ?? ''
      } catch {
        setMessages((current) => current.filter((message) => message.key !== key))
        return ''
      }
    },
    [merge]
  )

  return { messages, typing, send, whisperTyping, reset, merge }
}
