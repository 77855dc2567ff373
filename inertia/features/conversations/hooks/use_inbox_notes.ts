import { useCallback, useEffect, useState } from 'react'
import type { Data } from '@generated/data'
import { echoEvent, staffChannel, type EventsOf } from '@shared/realtime'
import { getEcho } from '~/lib/echo'
import { useRealtimeSettings } from '~/hooks/use_realtime_settings'
import { urlFor } from '~/client'
import { chatRequest, errorMessage } from '../lib/api'
import type { ThreadMessage } from '../types'

type Note = Data.ConversationNote
type NoteEvent = EventsOf<typeof staffChannel>['inbox.note']

function toThreadNote(note: Note): ThreadMessage {
  return {
    key: `n${note.id}`,
    id: note.id,
    sender: 'staff',
    text: note.text,
    author: note.author,
    byEmail: false,
    createdAt: note.createdAt,
    attachments: [],
    internal: true,
  }
}

/*
| A thread's internal notes, live: the loaded ones, a colleague's as they arrive on the staff
| channel (the only channel that carries them), and this page's own (shown at once as
| "Sending...", kept by key so the event and the answer show it once).
*/
export function useInboxNotes(conversationId: number, initial: Note[]) {
  const settings = useRealtimeSettings()
  const [notes, setNotes] = useState<ThreadMessage[]>(() => initial.map(toThreadNote))

  const merge = useCallback((note: Note) => {
    setNotes((current) => {
      const rest = current.filter((entry) => entry.key !== `pn${note.clientKey}`)
      return rest.some((entry) => entry.key === `n${note.id}`)
        ? rest
        : [...rest, toThreadNote(note)]
    })
  }, [])

  useEffect(() => {
    const channel = getEcho(settings).join(staffChannel.echoName({}))
    const onNote = (event: NoteEvent) => {
      if (event.conversationId === conversationId) merge(event.note)
    }
    channel.listen(echoEvent('inbox.note'), onNote)
    return () => {
      channel.stopListening(echoEvent('inbox.note'), onNote)
    }
  }, [settings, conversationId, merge])

  const send = useCallback(
    async (text: string): Promise<string | null> => {
      const clientKey = crypto.randomUUID()
      const key = `pn${clientKey}`
      setNotes((current) => [
        ...current,
        {
          key,
          id: null,
          sender: 'staff',
          text,
          author: null,
          byEmail: false,
          createdAt: null,
          attachments: [],
          pending: true,
          internal: true,
        },
      ])
      const drop = () => setNotes((current) => current.filter((entry) => entry.key !== key))
      try {
        const { status, body } = await chatRequest<{ data: Note }>(
          urlFor('inbox.notes.store', { id: conversationId }),
          { method: 'POST', body: { text, clientKey } }
        )
        if ((status === 200 || status === 201) && body) {
          merge(body.data)
          return null
        }
        drop()
        return errorMessage(body) ?? ''
      } catch {
        drop()
        return ''
      }
    },
    [conversationId, merge]
  )

  return { notes, send }
}
