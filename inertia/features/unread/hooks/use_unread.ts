import { useEffect, useSyncExternalStore } from 'react'
import { unreadStore } from '../lib/unread_store'

/* The sidebar's total: the page's value until the browser knows a newer one. */
export function useUnreadTotal(fromPage: number) {
  const live = useSyncExternalStore(unreadStore.subscribe, unreadStore.total, () => undefined)
  return live ?? fromPage
}

/*
| One project's unread count. The list's props are fresh on every visit or reload of the list
| (`project` changes identity), so they seed the store; events move it on from there.
*/
export function useProjectUnread(project: { id: number; unreadCount: number }) {
  useEffect(() => {
    unreadStore.seedProject(project.id, project.unreadCount)
  }, [project])
  const live = useSyncExternalStore(
    unreadStore.subscribe,
    () => unreadStore.project(project.id),
    () => undefined
  )
  return live ?? project.unreadCount
}
