import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Form } from '~/components/forms/form'
import type { AuthLayoutProps } from '~/layouts/auth_layout'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/forms/text_field'
import { PasskeyButton } from '~/features/passkeys/components/passkey_button'

export default function ConfirmPassword({ canUsePasskey }: { canUsePasskey: boolean }) {
  const { t } = useTranslation()
  return (
    <>
      <Head title={t('auth.confirm.title')} />
      <Form
        route="password.confirm.store"
        resetOnError={['password']}
        className="flex flex-col gap-4"
      >
        {({ errors, processing }) => (
          <>
            <TextField
              id="password"
              label={t('auth.fields.password')}
              type="password"
              autoComplete="current-password"
              autoFocus
              required
              error={errors.password}
            />
            <Button type="submit" disabled={processing} className="w-full">
              {processing ? t('auth.confirm.submitting') : t('auth.confirm.submit')}
            </Button>
            {canUsePasskey && <PasskeyButton purpose="confirm" />}
          </>
        )}
      </Form>
    </>
  )
}

ConfirmPassword.layout = {
  title: 'auth.confirm.title',
  description: 'auth.confirm.description',
} satisfies AuthLayoutProps
