import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { Form } from '~/components/forms/form'
import { CheckboxInput } from '~/components/forms/checkbox_input'
import type { AuthLayoutProps } from '~/layouts/auth_layout'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/forms/text_field'
import { PasskeyButton } from '~/features/passkeys/components/passkey_button'
import { StatusMessage } from '~/components/forms/status_message'
import { useSharedProps } from '~/hooks/use_page_props'

/* "Remember me" applies to a passkey sign-in too; the box belongs to the password form. */
const rememberChoice = () => ({
  remember: document.querySelector<HTMLInputElement>('input[name="remember"]')?.checked ?? false,
})

export default function Login() {
  const { t } = useTranslation()
  const { flash } = useSharedProps()
  return (
    <>
      <Head title={t('auth.login.pageTitle')} />
      {/* Why the password is asked for: a verification link followed in another browser. */}
      {flash.status && (
        <div className="mb-4">
          <StatusMessage tone={flash.status.tone}>{flash.status.message}</StatusMessage>
        </div>
      )}
      <Form route="session.store" resetOnError={['password']} className="flex flex-col gap-4">
        {({ errors, processing }) => (
          <>
            <TextField
              id="email"
              label={t('auth.fields.email')}
              type="email"
              // "webauthn": the browser may offer this site's passkeys in the field's autofill.
              autoComplete="username webauthn"
              autoFocus
              required
              error={errors.email}
            />
            <TextField
              id="password"
              label={t('auth.fields.password')}
              type="password"
              autoComplete="current-password"
              required
              error={errors.password}
              aside={
                <Link
                  route="password.request"
                  className="text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  {t('auth.login.forgot')}
                </Link>
              }
            />
            <label className="flex min-h-11 cursor-pointer items-center gap-3 self-start pr-2 text-sm">
              <CheckboxInput
                id="remember"
                name="remember"
                value="true"
                className="size-5 cursor-pointer accent-primary"
              />
              {t('auth.login.remember')}
            </label>
            <Button type="submit" disabled={processing} className="w-full">
              {processing ? t('auth.login.submitting') : t('auth.login.submit')}
            </Button>
            <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
              <span className="h-px flex-1 bg-border" aria-hidden />
              {t('auth.passkey.or')}
              <span className="h-px flex-1 bg-border" aria-hidden />
            </div>
            <PasskeyButton purpose="login" extra={rememberChoice} />
            <p className="text-center text-sm text-muted-foreground">
              {t('auth.login.noAccount')}{' '}
              <Link
                route="new_account.create"
                className="font-medium text-foreground underline underline-offset-4"
              >
                {t('auth.login.registerLink')}
              </Link>
            </p>
          </>
        )}
      </Form>
    </>
  )
}

Login.layout = {
  title: 'auth.login.title',
  description: 'auth.login.description',
} satisfies AuthLayoutProps
