import type { NotificationItem } from '@shared/realtime'

/*
| The tab's notifications: the bell's unread count (absolute, from the page or the newest event)
| and the newest lines the popover shows once it has fetched them. Events move both, so an open
| popover and the /notifications page follow live.
*/
type Listener = () => void

let unread: number | undefined
let items: NotificationItem[] | undefined
const listeners = new Set<Listener>()

function changed() {
  for (const listener of listeners) listener()
}

export const notificationStore = {
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  unread: () => unread,
  items: () => items,

  seedUnread(value: number) {
    if (unread === value) return
    unread = value
    changed()
  },
  seedItems(list: NotificationItem[], count: number) {
    items = list
    unread = count
    changed()
  },

  /* A new or bundled notification: first in the list, replacing its older self. */
  changed(notification: NotificationItem, count: number) {
    unread = count
    if (items) items = [notification, ...items.filter((item) => item.id !== notification.id)]
    changed()
  },

  read(ids: number[] | 'all', count: number) {
    unread = count
    if (items) {
      items = items.map((item) =>
        ids === 'all' || ids.includes(item.id) ? { ...item, read: true } : item
      )
    }
    changed()
  },
}
