import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { Form } from '~/components/forms/form'
import type { AuthLayoutProps } from '~/layouts/auth_layout'
import { Button } from '~/components/ui/button'
import { StatusMessage } from '~/components/forms/status_message'
import { useSharedProps } from '~/hooks/use_page_props'

/*
| Two visitors see this page: a signed-in user who has not verified yet (resend, log out), and a
| guest who has just registered (check the inbox, then log in). The guest's page reads the same
| whether the address was new or already had an account.
*/
export default function VerifyEmail({ registeredEmail }: { registeredEmail: string | null }) {
  const { t } = useTranslation()
  const { flash, user } = useSharedProps()
  const email = user?.email ?? registeredEmail
  return (
    <>
      <Head title={t('auth.verify.title')} />
      <div className="flex flex-col gap-4">
        {email && (
          <p className="text-center text-sm">
            {t('auth.verify.sentTo')}
            {/* Its own line, broken only when it cannot fit (a very long address on a phone). */}
            <strong className="block font-medium [overflow-wrap:anywhere]">{email}</strong>
          </p>
        )}
        {flash.status && (
          <StatusMessage tone={flash.status.tone}>{flash.status.message}</StatusMessage>
        )}
        {user ? (
          <>
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
          </>
        ) : (
          <>
            <p className="text-center text-sm text-muted-foreground">
              {t('auth.verify.guestHint')}
            </p>
            <Button asChild className="w-full">
              <Link route="session.create">{t('auth.register.loginLink')}</Link>
            </Button>
          </>
        )}
      </div>
    </>
  )
}

VerifyEmail.layout = {
  title: 'auth.verify.title',
  description: 'auth.verify.description',
} satisfies AuthLayoutProps
