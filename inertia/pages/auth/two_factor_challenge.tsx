import { useEffect, useState } from 'react'
import { Head, resetLayoutProps, setLayoutProps } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { Form } from '~/components/forms/form'
import type { AuthLayoutProps } from '~/layouts/auth_layout'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/forms/text_field'
import { useSharedProps } from '~/hooks/use_page_props'

type Errors = { errors?: Record<string, string | undefined> }

/* The line under the card's heading names what to type: an app's code or a recovery code. */
const description = (recovery: boolean) =>
  recovery ? 'auth.twoFactor.recoveryDescription' : 'auth.twoFactor.codeDescription'

export default function TwoFactorChallenge() {
  const { t } = useTranslation()
  const { errors } = useSharedProps() as Errors
  const [useRecovery, setUseRecovery] = useState(() => !!errors?.recoveryCode)
  // A refused recovery code brings the page back in recovery mode, with its message.
  useEffect(() => {
    if (errors?.recoveryCode) setUseRecovery(true)
  }, [errors?.recoveryCode])
  const mode = useRecovery ? 'recovery' : 'code'
  // The line is this page's alone: leaving it (a link, or a redirect that keeps the page's state
  // such as a sign-in that expired) must not leave it under the next page's heading.
  useEffect(() => {
    setLayoutProps({ description: description(useRecovery) })
    return () => resetLayoutProps()
  }, [useRecovery])

  return (
    <>
      <Head title={t('auth.twoFactor.title')} />
      <Form
        route="two_factor.challenge.store"
        options={{ preserveState: true }}
        resetOnError
        className="flex flex-col gap-4"
        key={mode}
      >
        {({ errors, processing }) => (
          <>
            {useRecovery ? (
              <TextField
                id="recoveryCode"
                label={t('auth.twoFactor.recoveryCode')}
                autoComplete="one-time-code"
                autoCapitalize="none"
                spellCheck={false}
                autoFocus
                required
                error={errors.recoveryCode}
              />
            ) : (
              <TextField
                id="code"
                label={t('auth.twoFactor.code')}
                inputMode="numeric"
                pattern="[0-9]{6}"
                maxLength={6}
                autoComplete="one-time-code"
                autoFocus
                required
                className="text-center font-mono text-lg tracking-[0.4em]"
                error={errors.code}
              />
            )}
            <Button type="submit" disabled={processing} className="w-full">
              {processing ? t('auth.twoFactor.submitting') : t('auth.twoFactor.submit')}
            </Button>
            <p className="text-center text-sm text-muted-foreground">
              {t(`auth.twoFactor.${mode}Switch`)}{' '}
              <button
                type="button"
                onClick={() => setUseRecovery((value) => !value)}
                className="cursor-pointer font-medium text-foreground underline underline-offset-4"
              >
                {t(`auth.twoFactor.${mode}SwitchAction`)}
              </button>
            </p>
            <p className="text-center text-sm">
              <Link
                route="session.create"
                className="font-medium text-muted-foreground underline underline-offset-4 hover:text-foreground"
              >
                {t('auth.twoFactor.backToLogin')}
              </Link>
            </p>
          </>
        )}
      </Form>
    </>
  )
}

/* The first render (also on the server) follows the page's props; the switch then updates it. */
TwoFactorChallenge.layout = ({ errors }: Errors): AuthLayoutProps => ({
  title: 'auth.twoFactor.title',
  description: description(!!errors?.recoveryCode),
})
