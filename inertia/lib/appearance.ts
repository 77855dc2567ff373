import {
  APPEARANCE_COOKIE,
  APPEARANCE_STORAGE_KEY,
  appearances,
  parseAppearance,
  type Appearance,
} from '@shared/preferences'
import { setCookie } from '~/lib/cookies'

export { appearances, type Appearance }

/*
| The appearance choice, without React: kept in local storage and in a cookie the server reads
| (365 days, path /, SameSite Lax), applied as the `dark` class, and with "system" following the
| OS preference live. Used by the React hook and by the script of the server-rendered pages.
*/
const listeners = new Set<() => void>()
let current: Appearance | null = null

function prefersDark() {
  return window.matchMedia('(prefers-color-scheme: dark)').matches
}

export function storedAppearance(): Appearance {
  return parseAppearance(localStorage.getItem(APPEARANCE_STORAGE_KEY))
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
  localStorage.setItem(APPEARANCE_STORAGE_KEY, appearance)
  setCookie(APPEARANCE_COOKIE, appearance)
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
  if (!document.cookie.includes(`${APPEARANCE_COOKIE}=`)) setCookie(APPEARANCE_COOKIE, current)
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (current === 'system') applyAppearance('system')
  })
}
