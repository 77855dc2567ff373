import './css/app.css'
import {
  APPEARANCE_STORAGE_KEY,
  isSupportedLocale,
  LOCALE_COOKIE,
  LOCALE_QUERY,
  LOCALE_STORAGE_KEY,
} from '@shared/preferences'
import { appearances, initAppearance, setAppearance, type Appearance } from '~/lib/appearance'
import { setCookie } from '~/lib/cookies'
import { keepLauncherClear } from '~/features/conversations/lib/launcher_clearance'

/*
| The script of the server-rendered public pages (landing, legal, error pages). Their HTML is
| complete, links and the contact form work as plain HTML, so instead of hydrating the whole app
| these pages only wire up the few controls that need a script: appearance, language, the phone
| menu, the error pages' buttons and the chat's button (the panel is fetched when it is used). (Reached from inside the app, the same pages render in React.)
*/
const html = document.documentElement

initAppearance()

/* The spec's language order; the server already honoured ?lang and the cookie. */
function applyLanguagePreference() {
  const query = new URLSearchParams(location.search).get(LOCALE_QUERY)
  const stored = [
    localStorage.getItem(LOCALE_STORAGE_KEY),
    sessionStorage.getItem(LOCALE_STORAGE_KEY),
  ].find(isSupportedLocale)
  const hasCookie = document.cookie.split('; ').some((c) => c.startsWith(`${LOCALE_COOKIE}=`))
  if (!query && !hasCookie && stored && stored !== html.lang) {
    rememberLanguage(stored)
    location.reload()
    return false
  }
  rememberLanguage(html.lang)
  return true
}

function rememberLanguage(locale: string) {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale)
  setCookie(LOCALE_COOKIE, locale)
}

function bindAppearance() {
  for (const input of document.querySelectorAll<HTMLInputElement>('input[data-appearance]')) {
    input.checked = input.value === (localStorage.getItem(APPEARANCE_STORAGE_KEY) ?? 'system')
    input.addEventListener('change', () => {
      if (appearances.includes(input.value as Appearance)) setAppearance(input.value as Appearance)
    })
  }
}

function bindLanguage() {
  for (const select of document.querySelectorAll<HTMLSelectElement>('select[data-language]')) {
    select.addEventListener('change', () => {
      rememberLanguage(select.value)
      const url = new URL(location.href)
      if (url.searchParams.has(LOCALE_QUERY)) url.searchParams.set(LOCALE_QUERY, select.value)
      location.assign(url)
    })
  }
}

function bindMenus() {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-menu-toggle]')) {
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '')
    if (!menu) continue
    const setOpen = (open: boolean) => {
      menu.hidden = !open
      button.setAttribute('aria-expanded', String(open))
      button.setAttribute('aria-label', button.dataset[open ? 'labelClose' : 'labelOpen'] ?? '')
    }
    button.addEventListener('click', () => setOpen(!!menu.hidden))
    menu.addEventListener('click', (event) => {
      if ((event.target as HTMLElement).closest('a')) setOpen(false)
    })
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !menu.hidden) {
        setOpen(false)
        button.focus()
      }
    })
  }
}

function bindActions() {
  document.querySelector('[data-action="back"]')?.addEventListener('click', () => history.back())
  // An offer's "Download as PDF": the print dialog, with the page's print stylesheet.
  for (const button of document.querySelectorAll('[data-print]')) {
    button.addEventListener('click', () => window.print())
  }
  document
    .querySelector('[data-action="reload"]')
    ?.addEventListener('click', () => location.reload())
  // The contact form's "send another message": the page again, without the answer, at the form.
  document.querySelector('[data-action="contact-again"]')?.addEventListener('click', () => {
    location.hash = 'contact'
    location.reload()
  })
  // After the contact form's round trip, bring its answer (errors or thanks) into view, below the
  // sticky header (scroll margins): the whole section with its heading when the answer fits on
  // the screen that way, else the answer from its top, and when its first error is still below
  // the fold (a short phone), that error.
  const answer = document.querySelector('[data-scroll-into-view]')
  answer?.closest('section')?.scrollIntoView({ block: 'start' })
  if (answer && answer.getBoundingClientRect().bottom > window.innerHeight) {
    answer.scrollIntoView({ block: 'start' })
  }
  const invalid = answer?.querySelector('[aria-invalid="true"]')
  const error = document.getElementById(invalid?.getAttribute('aria-describedby') ?? '')
  if (error && error.getBoundingClientRect().bottom > window.innerHeight) {
    error.scrollIntoView({ block: 'center' })
  }
}

/*
| The chat panel: "Chat with us" and the landing page's "Start a conversation" fetch the
| panel on first use (its own React root, pusher-js and its strings), so the page stays small
| until then. A reply e-mail's link opens it at once (?chat=open).
*/
function bindChat() {
  const launcher = document.querySelector<HTMLElement>('[data-chat-launcher]')
  const open = () =>
    void import('~/features/conversations/components/mount_chat').then((module) =>
      module.openChat(module.contextFromPage(), launcher)
    )
  for (const element of document.querySelectorAll<HTMLElement>(
    '[data-chat-launcher], [data-chat-open]'
  )) {
    element.addEventListener('click', open)
  }
  if (new URLSearchParams(location.search).get('chat') === 'open') open()
  // A browser that holds a conversation watches it for the team's replies (the launcher's badge):
  // only then does the panel's code come with the page, once it has loaded.
  else if (launcher?.hasAttribute('data-chat-held')) {
    const watch = () =>
      void import('~/features/conversations/components/mount_chat').then((module) =>
        module.watchChat(module.contextFromPage(), launcher)
      )
    if (document.readyState === 'complete') watch()
    else window.addEventListener('load', watch, { once: true })
  }
  if (launcher) keepLauncherClear(launcher)
}

/*
| The contact form works as plain HTML, its errors rendered by the server beside the fields: an
| error goes as soon as its field is changed, as in the app's forms (inertia/components/forms).
*/
function bindFieldErrors() {
  document.addEventListener('input', (event) => {
    const field = event.target as HTMLElement
    if (field.getAttribute('aria-invalid') !== 'true') return
    field.removeAttribute('aria-invalid')
    document.getElementById(`${field.id}-error`)?.remove()
  })
}

if (applyLanguagePreference()) {
  bindAppearance()
  bindFieldErrors()
  bindChat()
  bindLanguage()
  bindMenus()
  bindActions()
  // End-to-end tests wait for this, as they do on the pages the full app hydrates.
  const hydrated = () => (html.dataset.hydrated = 'true')
  // Only an offer's signing form draws a signature: every other public page (the landing first)
  // keeps its script within budget without it.
  if (document.querySelector('[data-signature-pad]')) {
    void import('~/lib/signature_pad').then((module) => {
      module.bindSignaturePads()
      hydrated()
    })
  } else hydrated()
}
