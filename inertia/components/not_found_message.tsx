import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft, Home } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/utils'

const HINTS = ['spelling', 'services', 'contact'] as const

/*
| The 404 as the specification has it, the same in the public site's shell and the app's: the
| words, the three hints, and the actions "Go Home" and "Go Back". Home is the shell's own: the
| landing page for a guest, the dashboard for a signed-in user.
*/
export function NotFoundMessage({
  home,
  className,
}: {
  home: 'home' | 'dashboard'
  className?: string
}) {
  const { t } = useTranslation()

  return (
    <section
      className={cn('mx-auto flex max-w-xl flex-col items-center px-4 text-center', className)}
    >
      <p className="text-7xl font-bold tracking-tight text-primary">404</p>
      <h1 className="mt-4 text-3xl font-semibold tracking-tight">{t('common.notFound.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('common.notFound.description')}</p>
      <div className="mt-8 w-full rounded-xl border bg-card p-5 text-left">
        <h2 className="text-sm font-semibold">{t('common.notFound.hintsTitle')}</h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-muted-foreground">
          {HINTS.map((hint) => (
            <li key={hint}>{t(`common.notFound.hints.${hint}`)}</li>
          ))}
        </ul>
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <HomeAction route={home} />
        <Button variant="outline" onClick={() => window.history.back()} data-action="back">
          <ArrowLeft aria-hidden />
          {t('common.notFound.goBack')}
        </Button>
      </div>
    </section>
  )
}

function HomeAction({ route }: { route: 'home' | 'dashboard' }): ReactNode {
  const { t } = useTranslation()
  return (
    <Button asChild>
      <Link route={route}>
        <Home aria-hidden />
        {t('common.notFound.goHome')}
      </Link>
    </Button>
  )
}
