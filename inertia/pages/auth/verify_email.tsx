import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Form } from '@adonisjs/inertia/react'
import { AuthLayout } from '~/layouts/auth_layout'
import { Button } from '~/components/ui/button'
import { StatusMessage } from '~/components/forms/status_message'
import { useSharedProps } from '~/hooks/use_page_props'

export default function VerifyEmail() {
  const { t } = useTranslation()
  const { flash, user } = useSharedProps()
  return (
    <AuthLayout title={t('auth.verify.title')} description={t('auth.verify.description')}>
      <Head title={t('auth.verify.title')} />
      <div className="flex flex-col gap-4">
        {user && (
          <p className="text-center text-sm">
            {t('auth.verify.sentTo')}
            {/* Its own line, broken only when it cannot fit (a very long address on a phone). */}
            <strong className="block font-medium [overflow-wrap:anywhere]">{user.email}</strong>
          </p>
        )}
        {flash.status && (
          <StatusMessage tone={flash.status.tone}>{flash.status.message}</StatusMessage>
        )}
        <Form route="verification.send">
          {({ processing }) => (
            <Button type="submit" disabled={processing} className="w-full">
              {processing ? t('auth.verify.resending') : t('auth.verify.resend')}
            </Button>
          )}
        </Form>
        <Form route="session.destroy" className="text-center">
          <Button type="submit" variant="link" className="text-muted-foreground">
            {t('common.nav.logout')}
          </Button>
        </Form>
      </div>
    </AuthLayout>
  )
}
