import type { UnreadChange } from '@shared/realtime'

/*
| The tab's unread counts: the sidebar's total and each project's, as the last page visit or the
| last `unread.changed` event said (both carry absolute counts, so the newest wins). Written only
| in the browser (effects and events): the server renders from props alone.
*/
type Listener = () => void

let total: number | undefined
const projects = new Map<number, number>()
const listeners = new Set<Listener>()

function changed() {
  for (const listener of listeners) listener()
}

export const unreadStore = {
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  total: () => total,
  project: (projectId: number) => projects.get(projectId),

  /* A page visit brought fresh counts from the server. */
  seedTotal(value: number) {
    if (total === value) return
    total = value
    changed()
  },
  seedProject(projectId: number, value: number) {
    if (projects.get(projectId) === value) return
    projects.set(projectId, value)
    changed()
  },

  apply(change: UnreadChange) {
    total = change.total
    projects.set(change.projectId, change.unread)
    changed()
  },
}
