import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { Button } from '~/components/ui/button'
import { ThemeToggle } from '~/components/shell/theme_toggle'
import { LanguageSelector } from '~/components/shell/language_selector'
import { FlashToaster } from '~/components/shell/flash_toaster'
import { SkipLink } from '~/components/shell/skip_link'
import { CompanyFooter } from '~/components/shell/company_footer'
import { useSharedProps } from '~/hooks/use_page_props'

/* Public pages: the product's name, the visitor's way in (or back to work), and the company. */
export function MarketingLayout({ children, nav }: { children: ReactNode; nav?: ReactNode }) {
  const { t } = useTranslation()
  const { product, user } = useSharedProps()

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b bg-background/85 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
          <Link route="home" className="flex items-center gap-2 font-semibold">
            <span
              aria-hidden
              className="flex size-8 items-center justify-center rounded-lg bg-primary text-sm font-bold text-primary-foreground"
            >
              {product.name.charAt(0)}
            </span>
            {product.name}
          </Link>
          {nav}
          <div className="ml-auto flex items-center gap-1">
            <LanguageSelector />
            <ThemeToggle />
            {user ? (
              <Button asChild size="sm" className="ml-1">
                <Link route="dashboard">{t('common.nav.dashboard')}</Link>
              </Button>
            ) : (
              <Button asChild size="sm" variant="outline" className="ml-1">
                <Link route="session.create">{t('common.nav.signIn')}</Link>
              </Button>
            )}
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <CompanyFooter />
      <FlashToaster />
    </div>
  )
}
