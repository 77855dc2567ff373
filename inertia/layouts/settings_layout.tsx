import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { usePage } from '@inertiajs/react'
import { AppLayout } from '~/layouts/app_layout'
import { cn } from '~/lib/utils'

/* Sections are added here as they ship; each is its own page with its own route. */
const sections = [
  { route: 'profile.edit', path: '/settings/profile', key: 'profile' },
  { route: 'user_password.edit', path: '/settings/password', key: 'password' },
  { route: 'appearance.edit', path: '/settings/appearance', key: 'appearance' },
  { route: 'two_factor.show', path: '/settings/two-factor', key: 'twoFactor' },
  { route: 'sessions.index', path: '/settings/sessions', key: 'sessions' },
  { route: 'account.edit', path: '/settings/account', key: 'account' },
] as const

export function SettingsLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { url } = usePage()

  return (
    <AppLayout>
      <div className="mx-auto max-w-5xl">
        <header className="mb-6">
          <h1 className="text-2xl font-semibold tracking-tight">{t('settings.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('settings.description')}</p>
        </header>
        <div className="flex flex-col gap-8 md:flex-row">
          <nav aria-label={t('settings.title')} className="md:w-48 md:shrink-0">
            <ul className="flex gap-1 overflow-x-auto md:flex-col">
              {sections.map((section) => {
                const active = url.startsWith(section.path)
                return (
                  <li key={section.key}>
                    <Link
                      route={section.route}
                      aria-current={active ? 'page' : undefined}
                      className={cn(
                        'block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground md:whitespace-normal',
                        active && 'bg-accent text-accent-foreground'
                      )}
                    >
                      {t(`settings.nav.${section.key}`)}
                    </Link>
                  </li>
                )
              })}
            </ul>
          </nav>
          <section className="min-w-0 flex-1">{children}</section>
        </div>
      </div>
    </AppLayout>
  )
}
