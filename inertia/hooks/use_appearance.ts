import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { setCookie } from '~/lib/cookies'

export const appearances = ['light', 'dark', 'system'] as const
export type Appearance = (typeof appearances)[number]

const STORAGE_KEY = 'appearance'
const listeners = new Set<() => void>()
let current: Appearance | null = null

function prefersDark() {
  return window.matchMedia('(prefers-color-scheme: dark)').matches
}

function read(): Appearance {
  const stored = localStorage.getItem(STORAGE_KEY)
  return appearances.includes(stored as Appearance) ? (stored as Appearance) : 'system'
}

export function applyAppearance(appearance: Appearance) {
  const dark = appearance === 'dark' || (appearance === 'system' && prefersDark())
  document.documentElement.classList.toggle('dark', dark)
}

function store(appearance: Appearance) {
  current = appearance
  localStorage.setItem(STORAGE_KEY, appearance)
  setCookie(STORAGE_KEY, appearance)
  applyAppearance(appearance)
  listeners.forEach((listener) => listener())
}

/*
| Follows the OS colour scheme live while the choice is "system". Called once by the app entry.
*/
export function initAppearance() {
  current = read()
  applyAppearance(current)
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (current === 'system') applyAppearance('system')
  })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useAppearance(serverAppearance: Appearance = 'system') {
  const appearance = useSyncExternalStore(
    subscribe,
    () => current ?? serverAppearance,
    () => serverAppearance
  )
  const setAppearance = useCallback((value: Appearance) => store(value), [])

  // Keeps a cookie the server can read even for visitors who never changed the setting.
  useEffect(() => {
    if (!document.cookie.includes(`${STORAGE_KEY}=`)) setCookie(STORAGE_KEY, read())
  }, [])

  return { appearance, setAppearance }
}
