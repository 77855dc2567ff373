import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { ThemeToggle } from '~/components/shell/theme_toggle'
import { LanguageSelector } from '~/components/shell/language_selector'
import { FlashToaster } from '~/components/shell/flash_toaster'
import { useSharedProps } from '~/hooks/use_page_props'

/*
| What an account page tells its layout, as translation keys: the card's heading and the line
| under it (`Login.layout = { title: 'auth.login.title', description: '...' }`).
*/
export type AuthLayoutProps = { title: string; description?: string }

/* A centred card for sign-in, registration and the other account steps. */
export function AuthLayout({
  title,
  description,
  children,
}: AuthLayoutProps & { children: ReactNode }) {
  const { t } = useTranslation()
  const { product } = useSharedProps()
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="flex items-center justify-between px-4 py-3 sm:px-6">
        <Link route="home" className="flex min-h-11 items-center gap-2 font-semibold">
          <span
            aria-hidden
            className="flex size-8 items-center justify-center rounded-lg bg-primary text-sm font-bold text-primary-foreground"
          >
            {product.name.charAt(0)}
          </span>
          {product.name}
        </Link>
        <div className="flex items-center gap-1">
          <LanguageSelector />
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-4 pb-16">
        <div className="w-full max-w-sm rounded-xl border bg-card p-6 shadow-sm sm:p-8">
          <div className="mb-6 text-center">
            <h1 className="text-xl font-semibold tracking-tight">{t(title)}</h1>
            {description && <p className="mt-1 text-sm text-muted-foreground">{t(description)}</p>}
          </div>
          {children}
        </div>
      </main>
      <FlashToaster />
    </div>
  )
}
