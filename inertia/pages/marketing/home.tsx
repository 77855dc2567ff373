import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { Button } from '~/components/ui/button'
import { MarketingLayout } from '~/layouts/marketing_layout'

export default function Home() {
  const { t } = useTranslation()
  return (
    <MarketingLayout>
      <Head title={t('common.home.title')} />
      <section className="mx-auto max-w-4xl px-4 py-24 text-center sm:py-32">
        <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">{t('common.home.headline')}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
          {t('common.home.lead')}
        </p>
        <div className="mt-10 flex justify-center gap-3">
          <Button asChild size="lg">
            <Link route="session.create">{t('common.nav.signIn')}</Link>
          </Button>
        </div>
      </section>
    </MarketingLayout>
  )
}
