import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { usePage } from '@inertiajs/react'
import { ChevronDown } from 'lucide-react'
import { cn } from '~/lib/utils'

/* Sections are added here as they ship; each is its own page with its own route. */
const sections = [
  { route: 'profile.edit', path: '/settings/profile', key: 'profile' },
  { route: 'user_password.edit', path: '/settings/password', key: 'password' },
  { route: 'appearance.edit', path: '/settings/appearance', key: 'appearance' },
  { route: 'two_factor.show', path: '/settings/two-factor', key: 'twoFactor' },
  { route: 'passkeys.index', path: '/settings/passkeys', key: 'passkeys' },
  { route: 'sessions.index', path: '/settings/sessions', key: 'sessions' },
  { route: 'notifications.edit', path: '/settings/notifications', key: 'notifications' },
  { route: 'billing.edit', path: '/settings/billing', key: 'billing' },
  { route: 'account.edit', path: '/settings/account', key: 'account' },
] as const

function SectionLinks({ url, className }: { url: string; className?: string }) {
  const { t } = useTranslation()
  return (
    <ul className={cn('grid gap-1', className)}>
      {sections.map((section) => {
        const active = url.startsWith(section.path)
        return (
          <li key={section.key}>
            <Link
              route={section.route}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex min-h-10 max-sm:min-h-11 items-center whitespace-nowrap rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring',
                active && 'bg-accent text-accent-foreground'
              )}
            >
              {t(`settings.nav.${section.key}`)}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

/*
| Room for many sections in any language: on phones one disclosure that names the current
| section and opens the full list (nothing cut off, nothing hidden off-screen to the side); from
| md up a vertical list wide enough that no name wraps. Every section's content has one width.
*/
export function SettingsLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { url } = usePage()
  const current = sections.find((section) => url.startsWith(section.path))

  return (
    <div className="mx-auto max-w-5xl">
      <header className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight">{t('settings.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('settings.description')}</p>
      </header>
      <div className="flex flex-col gap-6 md:flex-row md:gap-10">
        <nav aria-label={t('settings.sections')} className="md:hidden">
          <details key={url} className="group rounded-lg border">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
              <span>
                <span className="sr-only">{t('settings.sections')}: </span>
                {current ? t(`settings.nav.${current.key}`) : t('settings.title')}
              </span>
              <ChevronDown
                className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <SectionLinks url={url} className="border-t p-1" />
          </details>
        </nav>
        <nav aria-label={t('settings.sections')} className="hidden shrink-0 md:block">
          <SectionLinks url={url} className="w-max min-w-48" />
        </nav>
        <section className="min-w-0 max-w-xl flex-1">{children}</section>
      </div>
    </div>
  )
}
