import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { usePage } from '@inertiajs/react'
import { Menu, MessageCircle, X } from 'lucide-react'
import { OPEN_CHAT_EVENT } from '@shared/conversations'
import { Button } from '~/components/ui/button'
import { ThemeToggle } from '~/components/shell/theme_toggle'
import { LanguageSelector } from '~/components/shell/language_selector'
import { FlashToaster } from '~/components/shell/flash_toaster'
import { SkipLink } from '~/components/shell/skip_link'
import { CompanyFooter } from '~/features/marketing/components/company_footer'
import { BrandMark } from '~/features/marketing/components/brand_mark'
import { useSectionLinks } from '~/features/marketing/hooks/use_section_links'
import { useSharedProps } from '~/hooks/use_page_props'
import { ChatLauncher } from '~/features/conversations/components/chat_launcher'

/*
| Public pages: the product's name, anchors to the landing page's sections, the visitor's way in
| (sign in / create account) or back to work (dashboard), and the company in the footer. Below
| the md breakpoint the anchors and account links move into a disclosure menu.
*/
export function MarketingLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { product, user } = useSharedProps()
  const { url } = usePage()
  const links = useSectionLinks()
  const [menuOpen, setMenuOpen] = useState(false)

  // A visit to another page (or language) closes the menu.
  useEffect(() => setMenuOpen(false), [url])

  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false)
        document.getElementById('mobile-menu-button')?.focus()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [menuOpen])

  const navLink =
    'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground'

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
          <Link
            route="home"
            className="mr-2 flex items-center gap-2.5 rounded-md font-semibold tracking-tight"
          >
            <BrandMark name={product.name} />
            <span className="text-base">{product.name}</span>
          </Link>

          <nav aria-label={t('marketing.nav.label')} className="hidden md:block">
            <ul className="flex items-center gap-0.5">
              {links.map((link) => (
                <li key={link.id}>
                  <a href={link.href} className={navLink}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>

          <div className="ml-auto flex items-center gap-1">
            {/* Below sm they are in the phone menu: at 44 px they leave no room for its button. */}
            <div className="flex items-center gap-1 max-sm:hidden">
              <LanguageSelector />
              <ThemeToggle />
            </div>
            <div className="ml-1 hidden items-center gap-2 sm:flex">
              {user ? (
                <Button asChild size="sm">
                  <Link route="dashboard">{t('marketing.nav.dashboard')}</Link>
                </Button>
              ) : (
                <>
                  <Button asChild size="sm" variant="ghost">
                    <Link route="session.create">{t('marketing.nav.signIn')}</Link>
                  </Button>
                  <Button asChild size="sm">
                    <Link route="new_account.create">{t('marketing.nav.register')}</Link>
                  </Button>
                </>
              )}
            </div>
            <Button
              id="mobile-menu-button"
              variant="ghost"
              size="icon"
              className="group md:hidden"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? t('marketing.nav.closeMenu') : t('marketing.nav.openMenu')}
              onClick={() => setMenuOpen((open) => !open)}
              data-menu-toggle
              data-label-open={t('marketing.nav.openMenu')}
              data-label-close={t('marketing.nav.closeMenu')}
            >
              <Menu aria-hidden className="group-aria-expanded:hidden" />
              <X aria-hidden className="hidden group-aria-expanded:block" />
            </Button>
          </div>
        </div>

        <div
          id="mobile-menu"
          hidden={!menuOpen}
          className="motion-drop border-t bg-background md:hidden"
        >
          <nav
            aria-label={t('marketing.nav.label')}
            className="mx-auto max-w-6xl px-4 py-3 sm:px-6"
          >
            <ul className="grid gap-1">
              {links.map((link) => (
                <li key={link.id}>
                  <a
                    href={link.href}
                    className="block rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent hover:text-accent-foreground"
                    onClick={() => setMenuOpen(false)}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
              <li>
                {/* The chat, also here: on a phone the floating button steps aside over text. */}
                <button
                  type="button"
                  data-chat-open
                  onClick={() => {
                    setMenuOpen(false)
                    window.dispatchEvent(new Event(OPEN_CHAT_EVENT))
                  }}
                  className="flex w-full items-center gap-2 rounded-md px-3 py-2.5 text-left text-base font-medium hover:bg-accent hover:text-accent-foreground"
                >
                  <MessageCircle aria-hidden className="size-5 text-primary" />
                  {t('marketing.chat.launcher')}
                </button>
              </li>
            </ul>
            <div className="mt-3 grid gap-2 border-t pt-3 sm:hidden">
              {user ? (
                <Button asChild>
                  <Link route="dashboard">{t('marketing.nav.dashboard')}</Link>
                </Button>
              ) : (
                <>
                  <Button asChild>
                    <Link route="new_account.create">{t('marketing.nav.register')}</Link>
                  </Button>
                  <Button asChild variant="outline">
                    <Link route="session.create">{t('marketing.nav.signIn')}</Link>
                  </Button>
                </>
              )}
            </div>
            <div className="mt-3 flex items-center justify-between gap-2 border-t pt-3 sm:hidden">
              <LanguageSelector />
              <ThemeToggle />
            </div>
          </nav>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <CompanyFooter />
      <ChatLauncher />
      <FlashToaster />
    </div>
  )
}
