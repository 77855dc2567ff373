import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft, Home } from 'lucide-react'
import { Button } from '~/components/ui/button'

export default function NotFound() {
  const { t } = useTranslation()
  const hints = ['spelling', 'services', 'contact'] as const

  return (
    <>
      <Head title={t('common.notFound.title')} />
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
        <p className="text-7xl font-bold tracking-tight text-primary">404</p>
        <h1 className="mt-4 text-3xl font-semibold tracking-tight">{t('common.notFound.title')}</h1>
        <p className="mt-3 text-muted-foreground">{t('common.notFound.description')}</p>
        <div className="mt-8 w-full rounded-xl border bg-card p-5 text-left">
          <h2 className="text-sm font-semibold">{t('common.notFound.hintsTitle')}</h2>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-muted-foreground">
            {hints.map((hint) => (
              <li key={hint}>{t(`common.notFound.hints.${hint}`)}</li>
            ))}
          </ul>
        </div>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link route="home">
              <Home aria-hidden />
              {t('common.notFound.goHome')}
            </Link>
          </Button>
          <Button variant="outline" onClick={() => window.history.back()} data-action="back">
            <ArrowLeft aria-hidden />
            {t('common.notFound.goBack')}
          </Button>
        </div>
      </section>
    </>
  )
}
