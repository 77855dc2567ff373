import { useState } from 'react'
import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Form } from '@adonisjs/inertia/react'
import { TriangleAlert } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/forms/text_field'

export default function AccountSettings() {
  const { t } = useTranslation()
  const [confirming, setConfirming] = useState(false)

  return (
    <>
      <Head title={t('settings.account.title')} />
      <h2 className="text-lg font-semibold">{t('settings.account.title')}</h2>
      <p className="mb-6 text-sm text-muted-foreground">{t('settings.account.description')}</p>
      <div className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 sm:p-5">
        <div className="flex gap-3">
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
          <div className="grid gap-2 text-sm">
            <p className="font-medium">{t('settings.account.warningTitle')}</p>
            <p className="text-muted-foreground">{t('settings.account.warning')}</p>
          </div>
        </div>
        {!confirming ? (
          <Button variant="destructive" className="mt-4" onClick={() => setConfirming(true)}>
            {t('settings.account.start')}
          </Button>
        ) : (
          <Form
            route="account.destroy"
            options={{ preserveScroll: true }}
            resetOnError
            className="mt-4 flex flex-col gap-4"
          >
            {({ errors, processing }) => (
              <>
                <TextField
                  id="password"
                  label={t('settings.account.passwordLabel')}
                  type="password"
                  autoComplete="current-password"
                  autoFocus
                  required
                  error={errors.password}
                />
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" variant="destructive" disabled={processing}>
                    {processing ? t('settings.account.deleting') : t('settings.account.confirm')}
                  </Button>
                  <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
                    {t('common.actions.cancel')}
                  </Button>
                </div>
              </>
            )}
          </Form>
        )}
      </div>
    </>
  )
}
