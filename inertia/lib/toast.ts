import { useSyncExternalStore } from 'react'

/*
| Toasts without paying for them up front: the toast library is fetched the first time a message
| is shown (most page views show none). Messages wait in a queue until its Toaster has mounted.
*/
export type ToastKind = 'success' | 'error' | 'info' | 'message'
type Sonner = typeof import('sonner')

let sonner: Sonner | null = null
let loading: Promise<void> | null = null
let mounted = false
const queue: [ToastKind, string][] = []
const listeners = new Set<() => void>()

function show(kind: ToastKind, message: string) {
  if (kind === 'message') sonner!.toast(message)
  else sonner!.toast[kind](message)
}

export function notify(kind: ToastKind, message: string) {
  if (sonner && mounted) return show(kind, message)
  queue.push([kind, message])
  loading ??= import('sonner')
    .then((module) => {
      sonner = module
      listeners.forEach((listener) => listener())
    })
    .catch(() => {
      // Offline when the first message came (a chat message that failed to send): the next
      // message tries the download again, and the queued ones are shown then.
      loading = null
    })
}

/* Called by the Toaster wrapper once it is on screen; returns the clean-up for when it leaves. */
export function toasterMounted() {
  mounted = true
  for (const [kind, message] of queue.splice(0)) show(kind, message)
  return () => {
    mounted = false
  }
}

export function useSonner() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => sonner,
    () => null
  )
}
