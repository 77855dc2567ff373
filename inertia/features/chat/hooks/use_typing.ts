import { useCallback, useEffect, useRef, useState } from 'react'
import { projectChannel, TYPING_EVENT, type TypingWhisper } from '@shared/realtime'
import { TYPING_THROTTLE_MS, TYPING_TIMEOUT_MS } from '@shared/chat'
import { useRealtimeSettings } from '~/hooks/use_realtime_settings'
import { getEcho } from '~/lib/echo'
import type { ChatUser } from '../types'

type Typist = { userId: number; name: string; until: number }

/*
| Typing indicators from client events (`client-typing` whispers on the project's presence
| channel; the server relays them only between its members). The typist whispers at most every
| TYPING_THROTTLE_MS while typing and once more when they stop (sent or cleared); a reader drops
| a typist after TYPING_TIMEOUT_MS of silence, at their "stopped", or when their message lands.
*/
export function useTyping(projectId: number, user: ChatUser | null) {
  const settings = useRealtimeSettings()
  const [typists, setTypists] = useState<Typist[]>([])
  const lastSent = useRef(0)

  const channel = useCallback(
    () => getEcho(settings).join(projectChannel.echoName({ id: projectId })),
    [projectId, settings]
  )

  useEffect(() => {
    const presence = channel()
    const onWhisper = (whisper: TypingWhisper) => {
      if (!whisper || typeof whisper.userId !== 'number' || whisper.userId === user?.id) return
      setTypists((current) => {
        const others = current.filter((typist) => typist.userId !== whisper.userId)
        if (!whisper.typing) return others
        const name = String(whisper.name ?? '').slice(0, 100)
        return [...others, { userId: whisper.userId, name, until: Date.now() + TYPING_TIMEOUT_MS }]
      })
    }
    presence.listenForWhisper(TYPING_EVENT, onWhisper)
    const sweep = setInterval(() => {
      setTypists((current) => {
        const now = Date.now()
        const alive = current.filter((typist) => typist.until > now)
        return alive.length === current.length ? current : alive
      })
    }, 1000)
    return () => {
      presence.stopListeningForWhisper(TYPING_EVENT, onWhisper)
      clearInterval(sweep)
      setTypists([])
    }
  }, [channel, user?.id])

  const whisper = useCallback(
    (typing: boolean) => {
      if (!user) return
      try {
        channel().whisper(TYPING_EVENT, { userId: user.id, name: user.name, typing })
      } catch {
        // Not subscribed yet (or offline): an indicator is not worth an error.
      }
    },
    [channel, user]
  )

  /* Called on each keystroke that leaves text in the composer. */
  const typed = useCallback(() => {
    const now = Date.now()
    if (now - lastSent.current < TYPING_THROTTLE_MS) return
    lastSent.current = now
    whisper(true)
  }, [whisper])

  /* Sent or cleared: the others' indicator goes at once. */
  const stopped = useCallback(() => {
    if (lastSent.current === 0) return
    lastSent.current = 0
    whisper(false)
  }, [whisper])

  const arrived = useCallback((authorId: number | undefined) => {
    if (authorId === undefined) return
    setTypists((current) => current.filter((typist) => typist.userId !== authorId))
  }, [])

  return { typists, typed, stopped, arrived }
}
