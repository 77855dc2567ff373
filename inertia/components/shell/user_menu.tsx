import { useState } from 'react'
import { LogOut, Monitor, Moon, Settings, Sun } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useRouter } from '@adonisjs/inertia/react'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'
import { Button } from '~/components/ui/button'
import { useSharedProps } from '~/hooks/use_page_props'
import { appearances, useAppearance, type Appearance } from '~/hooks/use_appearance'
import { nativeNames, useChooseLanguage } from '~/components/shell/language_selector'
import { supportedLocales, type Locale } from '@shared/preferences'

const icons = { light: Sun, dark: Moon, system: Monitor }

/* Below sm the header has no room for the appearance and the language: the menu holds them. */
const PHONE = '(max-width: 639px)'

export function UserMenu() {
  const { t, i18n } = useTranslation()
  const { user, appearance: serverAppearance } = useSharedProps()
  const { appearance, setAppearance } = useAppearance(serverAppearance)
  const chooseLanguage = useChooseLanguage()
  const router = useRouter()
  // Measured as the menu opens: its items are only there on a phone (hidden ones would still
  // take arrow-key focus).
  const [phone, setPhone] = useState(false)
  if (!user) return null

  return (
    <DropdownMenu onOpenChange={(open) => open && setPhone(window.matchMedia(PHONE).matches)}>
      <DropdownMenuTrigger asChild>
        {/* The visible name is part of the button's name (WCAG 2.5.3), after what it does. */}
        <Button variant="ghost" className="h-10 gap-2 px-2">
          <span className="sr-only">{t('common.userMenu.open')}</span>
          <span
            aria-hidden
            className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
          >
            {user.initials}
          </span>
          <span className="hidden max-w-40 truncate text-sm font-medium sm:inline">
            {user.fullName}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="text-sm font-medium text-foreground">{user.fullName}</span>
          <span className="truncate">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link route="settings">
            <Settings aria-hidden />
            {t('common.nav.settings')}
          </Link>
        </DropdownMenuItem>
        {phone && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>{t('common.appearance.label')}</DropdownMenuLabel>
            <DropdownMenuRadioGroup
              value={appearance}
              onValueChange={(value) => setAppearance(value as Appearance)}
            >
              {appearances.map((option) => {
                const Icon = icons[option]
                return (
                  <DropdownMenuRadioItem key={option} value={option} onSelect={keepOpen}>
                    <Icon aria-hidden />
                    {t(`common.appearance.${option}`)}
                  </DropdownMenuRadioItem>
                )
              })}
            </DropdownMenuRadioGroup>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>{t('common.language.label')}</DropdownMenuLabel>
            <DropdownMenuRadioGroup
              value={i18n.language}
              onValueChange={(value) => chooseLanguage(value as Locale)}
            >
              {supportedLocales.map((locale) => (
                <DropdownMenuRadioItem key={locale} value={locale} lang={locale}>
                  {nativeNames[locale]}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuItem onSelect={() => router.post({ route: 'session.destroy' })}>
          <LogOut aria-hidden />
          {t('common.nav.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/* Trying the appearances one after another keeps the menu open, showing each at once. */
function keepOpen(event: Event) {
  event.preventDefault()
}
