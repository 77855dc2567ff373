import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { Form } from '~/components/forms/form'
import { CheckboxInput } from '~/components/forms/checkbox_input'
import type { AuthLayoutProps } from '~/layouts/auth_layout'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/forms/text_field'
import { NewPasswordFields } from '~/components/forms/new_password_fields'
import { FieldError } from '~/components/ui/field_error'

const legalLink = 'font-medium text-foreground underline underline-offset-4'

/* "I accept the {privacy} and the {terms}": the links sit where each language puts them. */
function ConsentText() {
  const { t } = useTranslation()
  const marker = { privacy: '\u0001privacy\u0001', terms: '\u0001terms\u0001' }
  const text = t('auth.register.consent.text', marker)
  return (
    <>
      {text.split(/\u0001(privacy|terms)\u0001/).map((part, index) => {
        if (index % 2 === 0) return part
        return (
          <a key={part} href={`/${part}`} target="_blank" rel="noopener" className={legalLink}>
            {t(`auth.register.consent.${part}`)}
          </a>
        )
      })}
    </>
  )
}

/* `invitedEmail`: the address an invitation link this visitor opened was sent to. */
export default function Register({ invitedEmail }: { invitedEmail: string | null }) {
  const { t } = useTranslation()
  return (
    <>
      <Head title={t('auth.register.pageTitle')} />
      <Form
        route="new_account.store"
        resetOnError={['password', 'passwordConfirmation']}
        className="flex flex-col gap-4"
      >
        {({ errors, processing }) => (
          <>
            <TextField
              id="fullName"
              label={t('auth.fields.fullName')}
              autoComplete="name"
              autoFocus
              required
              error={errors.fullName}
            />
            <TextField
              id="email"
              label={t('auth.fields.email')}
              type="email"
              autoComplete="email"
              defaultValue={invitedEmail ?? undefined}
              required
              error={errors.email}
            />
            <NewPasswordFields
              label={t('auth.fields.password')}
              error={errors.password}
              confirmationError={errors.passwordConfirmation}
            />
            <div className="grid gap-2">
              {/* The whole line is the box's tap target, at least 44 px high. */}
              <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1 text-sm leading-snug">
                <CheckboxInput
                  id="acceptTerms"
                  name="acceptTerms"
                  value="true"
                  required
                  aria-invalid={errors.acceptTerms ? true : undefined}
                  aria-describedby={errors.acceptTerms ? 'acceptTerms-error' : undefined}
                  className="mt-px size-5 shrink-0 cursor-pointer accent-primary"
                />
                <span>
                  <ConsentText />
                </span>
              </label>
              <FieldError id="acceptTerms-error" message={errors.acceptTerms} />
            </div>
            <Button type="submit" disabled={processing} className="w-full">
              {processing ? t('auth.register.submitting') : t('auth.register.submit')}
            </Button>
            <p className="text-center text-sm text-muted-foreground">
              {t('auth.register.haveAccount')}{' '}
              <Link route="session.create" className={legalLink}>
                {t('auth.register.loginLink')}
              </Link>
            </p>
          </>
        )}
      </Form>
    </>
  )
}

Register.layout = {
  title: 'auth.register.title',
  description: 'auth.register.description',
} satisfies AuthLayoutProps
