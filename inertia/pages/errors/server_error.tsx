import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { Home, RotateCw } from 'lucide-react'
import { Button } from '~/components/ui/button'

/* 503: a dependency is briefly out of reach (app/infrastructure/dependency_errors.ts); 500: a fault. */
export default function ServerError({ status }: { status?: number }) {
  const { t } = useTranslation()
  const unavailable = status === 503
  const title = t(unavailable ? 'common.serverError.unavailableTitle' : 'common.serverError.title')
  return (
    <>
      <Head title={title} />
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <p className="text-7xl font-bold tracking-tight text-destructive">
          {unavailable ? 503 : 500}
        </p>
        <h1 className="mt-4 text-3xl font-semibold tracking-tight">{title}</h1>
        <p className="mt-3 text-muted-foreground">
          {t(
            unavailable
              ? 'common.serverError.unavailableDescription'
              : 'common.serverError.description'
          )}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()} data-action="reload">
            <RotateCw aria-hidden />
            {t('common.serverError.retry')}
          </Button>
          <Button asChild variant="outline">
            <Link route="home">
              <Home aria-hidden />
              {t('common.notFound.goHome')}
            </Link>
          </Button>
        </div>
      </section>
    </>
  )
}
