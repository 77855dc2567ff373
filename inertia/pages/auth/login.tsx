import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Form } from '@adonisjs/inertia/react'
import { AuthLayout } from '~/layouts/auth_layout'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { FieldError } from '~/components/ui/field_error'

export default function Login() {
  const { t } = useTranslation()
  return (
    <AuthLayout title={t('auth.login.title')} description={t('auth.login.description')}>
      <Head title={t('auth.login.title')} />
      <Form route="session.store" resetOnError={['password']} className="flex flex-col gap-4">
        {({ errors, processing }) => (
          <>
            <div className="grid gap-2">
              <Label htmlFor="email">{t('auth.fields.email')}</Label>
              <Input
                id="email"
                name="email"
                type="email"
                autoComplete="email"
                required
                aria-invalid={!!errors.email}
                aria-describedby={errors.email ? 'email-error' : undefined}
              />
              <FieldError id="email-error" message={errors.email} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="password">{t('auth.fields.password')}</Label>
              <Input
                id="password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                aria-invalid={!!errors.password}
                aria-describedby={errors.password ? 'password-error' : undefined}
              />
              <FieldError id="password-error" message={errors.password} />
            </div>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="remember" value="true" className="size-4 accent-primary" />
              {t('auth.login.remember')}
            </label>
            <Button type="submit" disabled={processing} className="w-full">
              {processing ? t('auth.login.submitting') : t('auth.login.submit')}
            </Button>
          </>
        )}
      </Form>
    </AuthLayout>
  )
}
