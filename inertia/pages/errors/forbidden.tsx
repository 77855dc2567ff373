import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft, Home } from 'lucide-react'
import { Button } from '~/components/ui/button'

/* A signed-in person opened a page their role does not allow (a viewer on a project's settings). */
export default function Forbidden() {
  const { t } = useTranslation()

  return (
    <>
      <Head title={t('common.forbidden.title')} />
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
        <p className="text-7xl font-bold tracking-tight text-primary">403</p>
        <h1 className="mt-4 text-3xl font-semibold tracking-tight">
          {t('common.forbidden.title')}
        </h1>
        <p className="mt-3 text-muted-foreground">{t('common.forbidden.description')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button variant="outline" onClick={() => window.history.back()} data-action="back">
            <ArrowLeft aria-hidden />
            {t('common.notFound.goBack')}
          </Button>
          <Button asChild>
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
