import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { Home, RotateCw } from 'lucide-react'
import { Button } from '~/components/ui/button'

export default function ServerError() {
  const { t } = useTranslation()
  return (
    <>
      <Head title={t('common.serverError.title')} />
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <p className="text-7xl font-bold tracking-tight text-destructive">500</p>
        <h1 className="mt-4 text-3xl font-semibold tracking-tight">
          {t('common.serverError.title')}
        </h1>
        <p className="mt-3 text-muted-foreground">{t('common.serverError.description')}</p>
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
