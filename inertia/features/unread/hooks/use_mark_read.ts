import { useCallback, useRef } from 'react'
import { urlFor } from '~/client'
import { unreadStore } from '../lib/unread_store'
import type { UnreadChange } from '@shared/realtime'

function csrfToken() {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? ''
}

/*
| The chat calls `onLatestSeen(messageId)` with the newest message the reader has on screen; the
| server moves the read position (never backwards) and the badges of every tab follow. Only a
| newer id than the last one sent makes a request, so a burst of messages is not a burst of
| requests; a failed request is forgotten (the next message or visit sends it again).
*/
export function useMarkRead(projectId: number) {
  const sent = useRef(0)

  return useCallback(
    (messageId: number) => {
      if (messageId <= sent.current) return
      sent.current = messageId
      fetch(urlFor('projects.read', { id: projectId }), {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          'Content-Type': 'application/json',
          'Accept': 'application/json',
          'X-CSRF-TOKEN': csrfToken(),
        },
        body: JSON.stringify({ messageId }),
      })
        .then((response) => (response.ok ? response.json() : null))
        .then((body: { data: UnreadChange } | null) => {
          if (body) unreadStore.apply(body.data)
        })
        .catch(() => {
          sent.current = 0
        })
    },
    [projectId]
  )
}
