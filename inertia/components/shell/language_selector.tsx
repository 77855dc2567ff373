import { Languages } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { router } from '@inertiajs/react'
import { Button } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'
import { supportedLocales, switchLanguage, type Locale } from '~/lib/i18n'

/* Each language is named in itself, so a visitor finds theirs whatever is on screen. */
const nativeNames: Record<Locale, string> = {
  en: 'English',
  sk: 'Slovenčina',
  cs: 'Čeština',
  de: 'Deutsch',
}

export function LanguageSelector() {
  const { t, i18n } = useTranslation()

  async function choose(locale: Locale) {
    await switchLanguage(i18n, locale)
    // Server-made text on the page (validation and flash messages) follows the new language.
    router.reload()
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm">
          <Languages aria-hidden />
          {/* The visible code is part of the name (WCAG 2.5.3): "Language: EN". */}
          <span className="sr-only">{t('common.language.label')}: </span>
          <span className="uppercase">{i18n.language}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('common.language.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={i18n.language}
          onValueChange={(value) => choose(value as Locale)}
        >
          {supportedLocales.map((locale) => (
            <DropdownMenuRadioItem key={locale} value={locale} lang={locale}>
              {nativeNames[locale]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
