import { urlFor } from '~/client'
import type { NotificationItem } from '@shared/realtime'
import { notificationStore } from './notification_store'

function csrfToken() {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? ''
}

/* The popover's newest lines (JSON); the store holds them so events can move them. */
export async function fetchRecent() {
  const response = await fetch(urlFor('notifications.recent'), {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const body = (await response.json()) as { data: { items: NotificationItem[]; unread: number } }
  notificationStore.seedItems(body.data.items, body.data.unread)
}

export async function markAllRead() {
  const response = await fetch(urlFor('notifications.read_all'), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Accept': 'application/json', 'X-CSRF-TOKEN': csrfToken() },
  })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const body = (await response.json()) as { data: { unread: number } }
  notificationStore.read('all', body.data.unread)
}
