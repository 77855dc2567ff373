import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { Mail, ShieldAlert, ShieldCheck, UserRound } from 'lucide-react'
import { AppLayout } from '~/layouts/app_layout'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import { useSharedProps } from '~/hooks/use_page_props'

export default function Dashboard({ firstVisit }: { firstVisit: boolean }) {
  const { t } = useTranslation()
  const { user, product } = useSharedProps()
  const secured = user?.twoFactorEnabled

  return (
    <AppLayout>
      <Head title={t('common.dashboard.title')} />
      <div className="mx-auto max-w-6xl">
        <h1 className="text-2xl font-semibold tracking-tight">
          {t(firstVisit ? 'common.dashboard.welcomeFirst' : 'common.dashboard.welcome', {
            name: user?.fullName ?? '',
          })}
        </h1>
        <p className="mt-1 text-muted-foreground">{t('common.dashboard.subtitle')}</p>

        <div className="mt-8 grid gap-4 md:grid-cols-3">
          <Card>
            <CardHeader>
              <UserRound className="size-5 text-primary" aria-hidden />
              <CardTitle className="text-base">{t('common.dashboard.profile.title')}</CardTitle>
              <CardDescription>{user?.email}</CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild variant="outline" size="sm">
                <Link route="profile.edit">{t('common.dashboard.profile.action')}</Link>
              </Button>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              {secured ? (
                <ShieldCheck className="size-5 text-success" aria-hidden />
              ) : (
                <ShieldAlert className="size-5 text-amber-600 dark:text-amber-400" aria-hidden />
              )}
              <CardTitle className="text-base">{t('common.dashboard.security.title')}</CardTitle>
              <CardDescription>
                {secured
                  ? t('common.dashboard.security.enabled')
                  : t('common.dashboard.security.disabled')}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild variant="outline" size="sm">
                <Link route="two_factor.show">{t('common.dashboard.security.action')}</Link>
              </Button>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <Mail className="size-5 text-primary" aria-hidden />
              <CardTitle className="text-base">{t('common.dashboard.help.title')}</CardTitle>
              <CardDescription>{t('common.dashboard.help.description')}</CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild variant="outline" size="sm">
                <a href={`mailto:${product.company.email}`}>{product.company.email}</a>
              </Button>
            </CardContent>
          </Card>
        </div>
      </div>
    </AppLayout>
  )
}
