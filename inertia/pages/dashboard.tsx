import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { AppLayout } from '~/layouts/app_layout'
import { useSharedProps } from '~/hooks/use_page_props'

export default function Dashboard() {
  const { t } = useTranslation()
  const { user } = useSharedProps()
  return (
    <AppLayout>
      <Head title={t('common.dashboard.title')} />
      <div className="mx-auto max-w-6xl">
        <h1 className="text-2xl font-semibold tracking-tight">
          {t('common.dashboard.welcome', { name: user?.fullName ?? '' })}
        </h1>
        <p className="mt-1 text-muted-foreground">{t('common.dashboard.subtitle')}</p>
      </div>
    </AppLayout>
  )
}
