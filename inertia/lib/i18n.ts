import i18next, { type i18n as I18n, type Resource } from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { initReactI18next } from 'react-i18next'
import {
  defaultLocale,
  isSupportedLocale,
  LOCALE_COOKIE,
  LOCALE_QUERY,
  LOCALE_STORAGE_KEY,
  supportedLocales,
  type Locale,
} from '@shared/preferences'
import { baseNamespaces, namespacesForPage } from '@shared/page_areas'
import { icuFormat } from '~/lib/icu'

type Namespaces = Record<string, Record<string, unknown>>

/*
| One set of files, resources/lang/{locale}/{namespace}.json, feeds the server (@adonisjs/i18n)
| and the client. The client loads a language's files only when it is used.
*/
const lazyFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../resources/lang/*/*.json'
)

function fileParts(path: string) {
  const match = path.match(/lang\/([a-z]{2})\/([\w-]+)\.json$/)!
  return { locale: match[1], namespace: match[2] }
}

/* Every namespace that exists on disk; i18next only splits `ns.key` for namespaces it knows. */
export const namespaces = [
  ...new Set(Object.keys(lazyFiles).map((path) => fileParts(path).namespace)),
]

/*
| The base namespaces come with the first page; an area's own (projects, offers, the legal
| texts...) only with that area's pages (shared/page_areas.ts), so a new area's strings are
| fetched on demand as soon as its files exist.
*/
function pageNamespaces(component: string) {
  return namespacesForPage(component, namespaces)
}

async function loadLocale(locale: string, only: readonly string[]): Promise<Namespaces> {
  const entries = Object.entries(lazyFiles).filter(([path]) => {
    const file = fileParts(path)
    return file.locale === locale && only.includes(file.namespace)
  })
  const loaded = await Promise.all(
    entries.map(
      async ([path, load]) => [fileParts(path).namespace, (await load()).default] as const
    )
  )
  return Object.fromEntries(loaded)
}

/*
| Keys read the same on server and client: `common.notFound.title` is namespace "common",
| key "notFound.title".
*/
const baseOptions = {
  fallbackLng: defaultLocale,
  supportedLngs: [...supportedLocales],
  nsSeparator: '.',
  keySeparator: '.',
  defaultNS: 'common',
  ns: namespaces,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
}

export function createServerI18n(locale: string, resources: Resource): I18n {
  const instance = i18next.createInstance()
  instance.use(icuFormat).use(initReactI18next)
  void instance.init({ ...baseOptions, lng: locale, resources, initAsync: false })
  return instance
}

/*
| The spec's detection order. The detector is used on its own (not as an i18next plugin) so that
| hydrating in the server's language never overwrites the choice stored on this device.
*/
const detector = new LanguageDetector(undefined, {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: LOCALE_QUERY,
  lookupCookie: LOCALE_COOKIE,
  lookupLocalStorage: LOCALE_STORAGE_KEY,
  lookupSessionStorage: LOCALE_STORAGE_KEY,
  caches: ['localStorage', 'cookie'],
  cookieMinutes: 365 * 24 * 60,
  cookieOptions: { path: '/', sameSite: 'lax' },
})

function detectDeviceLanguage(): Locale | undefined {
  const found = detector.detect() ?? []
  return (Array.isArray(found) ? found : [found])
    .map((code) => code.slice(0, 2).toLowerCase())
    .find(isSupportedLocale)
}

/*
| Only the page's language is fetched: a unit test guarantees every key exists in every language,
| so the English fallback is never needed in the browser.
*/
export async function createClientI18n(serverLocale: string, component: string): Promise<I18n> {
  const instance = i18next.createInstance()
  currentComponent = component
  const bundles = await loadLocale(serverLocale, [...baseNamespaces, ...pageNamespaces(component)])
  const resources: Resource = { [serverLocale]: bundles }
  instance.use(icuFormat).use(initReactI18next)
  // Hydrate in the language the server rendered, or React would find different text.
  await instance.init({
    ...baseOptions,
    lng: serverLocale,
    resources,
    partialBundledLanguages: true,
  })
  return instance
}

let currentComponent = ''

async function addBundles(instance: I18n, locale: string, only: readonly string[]) {
  const bundles = await loadLocale(locale, only)
  for (const [namespace, messages] of Object.entries(bundles)) {
    instance.addResourceBundle(locale, namespace, messages, true, true)
  }
}

/* Called before a page renders: fetches the namespaces it needs in the current language. */
export async function ensurePageNamespaces(instance: I18n, component: string) {
  currentComponent = component
  const missing = pageNamespaces(component).filter(
    (namespace) => !instance.hasResourceBundle(instance.language, namespace)
  )
  if (missing.length > 0) await addBundles(instance, instance.language, missing)
}

/* Loads a language's files if needed, then switches to it. */
export async function switchLanguage(instance: I18n, locale: Locale) {
  const missing = [...baseNamespaces, ...pageNamespaces(currentComponent)].filter(
    (namespace) => !instance.hasResourceBundle(locale, namespace)
  )
  if (missing.length > 0) await addBundles(instance, locale, missing)
  await instance.changeLanguage(locale)
  detector.cacheUserLanguage(locale)
  document.documentElement.lang = locale
}

/*
| After hydration (which must use the server's language): a choice kept on this device, in local
| or session storage, wins over what the server guessed; the choice is cached either way so the
| server gets it right next time.
*/
export async function applyDevicePreference(instance: I18n) {
  const preferred = detectDeviceLanguage()
  if (preferred && preferred !== instance.language) {
    await switchLanguage(instance, preferred)
  } else {
    detector.cacheUserLanguage(instance.language)
  }
}
