import { setCookie } from '~/lib/cookies'

/*
| The appearance choice, without React: kept in local storage and in a cookie the server reads
| (365 days, path /, SameSite Lax), applied as the `dark` class, and with "system" following the
| OS preference live. Used by the React hook and by the script of the server-rendered pages.
*/
export const appearances = ['light', 'dark', 'system'] as const
export type Appearance = (typeof appearances)[number]

const STORAGE_KEY = 'appearance'
const listeners = new Set<() => void>()
let current: Appearance | null = null

function prefersDark() {
  return window.matchMedia('(prefers-color-scheme: dark)').matches
}

export function storedAppearance(): Appearance {
  const stored = localStorage.getItem(STORAGE_KEY)
  return appearances.includes(stored as Appearance) ? (stored as Appearance) : 'system'
}

export function applyAppearance(appearance: Appearance) {
  const dark = appearance === 'dark' || (appearance === 'system' && prefersDark())
  document.documentElement.classList.toggle('dark', dark)
}

export function currentAppearance() {
  return current
}

export function setAppearance(appearance: Appearance) {
  current = appearance
  localStorage.setItem(STORAGE_KEY, appearance)
  setCookie(STORAGE_KEY, appearance)
  applyAppearance(appearance)
  listeners.forEach((listener) => listener())
}

export function onAppearanceChange(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/* Once per page load: applies the stored choice and keeps a cookie the server can read. */
export function initAppearance() {
  current = storedAppearance()
  applyAppearance(current)
  if (!document.cookie.includes(`${STORAGE_KEY}=`)) setCookie(STORAGE_KEY, current)
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (current === 'system') applyAppearance('system')
  })
}
