import { ChevronDown, Languages } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { router } from '@inertiajs/react'
import { supportedLocales, type Locale } from '@shared/preferences'
import { switchLanguage } from '~/lib/i18n'

/* Each language is named in itself, so a visitor finds theirs whatever is on screen. */
export const nativeNames: Record<Locale, string> = {
  en: 'English',
  sk: 'Slovenčina',
  cs: 'Čeština',
  de: 'Deutsch',
}

/*
| A native select: keyboard, screen readers and phones handle it natively, and it costs no script
| on the public pages (which have a JavaScript budget).
*/
export function LanguageSelector() {
  const { t, i18n } = useTranslation()
  const id = useId()
  const choose = useChooseLanguage()

  // The closed control shows the short code (EN); the list names each language in itself, in
  // the system's font: "Slovenčina" in Inter would fetch its Latin Extended file on every page.
  return (
    <div className="relative flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('common.language.label')}
      </label>
      <Languages
        className="pointer-events-none absolute left-2 size-4 text-muted-foreground"
        aria-hidden
      />
      <span
        aria-hidden
        className="pointer-events-none absolute left-7 text-sm font-medium uppercase"
      >
        {i18n.language}
      </span>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => choose(event.target.value as Locale)}
        data-language
        className="h-9 max-sm:h-11 w-[4.75rem] font-[system-ui,sans-serif] cursor-pointer appearance-none rounded-md bg-transparent pl-7 pr-6 text-sm text-transparent hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring [&>option]:bg-background [&>option]:text-foreground"
      >
        {supportedLocales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {nativeNames[locale]}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-1.5 size-3.5 text-muted-foreground"
        aria-hidden
      />
    </div>
  )
}

/* Switches the page's language (also used by the account menu on phones). */
export function useChooseLanguage() {
  const { i18n } = useTranslation()
  return async function choose(locale: Locale) {
    await switchLanguage(i18n, locale)
    // Server-made text on the page (validation and flash messages) follows the new language.
    router.reload()
  }
}
