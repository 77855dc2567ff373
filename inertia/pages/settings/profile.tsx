import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Form } from '~/components/forms/form'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/forms/text_field'
import { useSharedProps } from '~/hooks/use_page_props'

export default function ProfileSettings() {
  const { t } = useTranslation()
  const { user } = useSharedProps()
  if (!user) return null

  return (
    <>
      <Head title={t('settings.profile.title')} />
      <h2 className="text-lg font-semibold">{t('settings.profile.title')}</h2>
      <p className="mb-6 text-sm text-muted-foreground">{t('settings.profile.description')}</p>
      <Form
        route="profile.update"
        options={{ preserveScroll: true }}
        className="flex flex-col gap-4"
      >
        {({ errors, processing }) => (
          <>
            <TextField
              id="fullName"
              label={t('auth.fields.fullName')}
              autoComplete="name"
              defaultValue={user.fullName}
              required
              error={errors.fullName}
            />
            <TextField
              id="email"
              label={t('auth.fields.email')}
              type="email"
              autoComplete="email"
              defaultValue={user.email}
              required
              hint={
                user.emailVerified
                  ? t('settings.profile.emailHint')
                  : t('settings.profile.unverified')
              }
              error={errors.email}
            />
            <div>
              <Button type="submit" disabled={processing}>
                {processing ? t('common.actions.saving') : t('common.actions.save')}
              </Button>
            </div>
          </>
        )}
      </Form>
    </>
  )
}
