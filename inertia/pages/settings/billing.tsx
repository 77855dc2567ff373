import { useState } from 'react'
import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Form } from '~/components/forms/form'
import { TextField } from '~/components/forms/text_field'
import { SelectField } from '~/components/forms/select_field'
import { Button } from '~/components/ui/button'
import type { Data } from '@generated/data'
import { BILLING_COUNTRIES, type BillingKind } from '@shared/billing'
import { countryName } from '@shared/postal_address'

type Props = { profile: Data.BillingProfile | null }

/*
| The details printed on the client's invoices: a company with its numbers or a private
| person. Copied onto each invoice when it is issued, so a change here never alters one.
*/
export default function BillingSettings({ profile }: Props) {
  const { t, i18n } = useTranslation()
  const [kind, setKind] = useState<BillingKind>(profile?.kind ?? 'company')
  const countries = BILLING_COUNTRIES.map((code) => ({
    value: code,
    label: countryName(code, i18n.language),
  })).sort((a, b) => a.label.localeCompare(b.label, i18n.language))

  return (
    <>
      <Head title={t('invoices.billing.title')} />
      <h2 className="text-lg font-semibold">{t('invoices.billing.title')}</h2>
      <p className="mb-6 text-sm text-muted-foreground">{t('invoices.billing.description')}</p>
      <Form route="billing.update" options={{ preserveScroll: true }} className="grid gap-4">
        {({ errors, processing }) => (
          <>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">{t('invoices.billing.kind')}</legend>
              <div className="flex flex-wrap gap-4">
                {(['company', 'person'] as const).map((option) => (
                  <label key={option} className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="kind"
                      value={option}
                      checked={kind === option}
                      onChange={() => setKind(option)}
                      className="size-4"
                    />
                    {t(`invoices.billing.kinds.${option}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <TextField
              id="name"
              label={
                kind === 'company'
                  ? t('invoices.billing.companyName')
                  : t('invoices.billing.personName')
              }
              autoComplete={kind === 'company' ? 'organization' : 'name'}
              defaultValue={profile?.name}
              required
              error={errors.name}
            />
            <TextField
              id="street"
              label={t('invoices.billing.street')}
              autoComplete="street-address"
              defaultValue={profile?.street}
              required
              error={errors.street}
            />
            <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
              <TextField
                id="postalCode"
                label={t('invoices.billing.postalCode')}
                autoComplete="postal-code"
                defaultValue={profile?.postalCode}
                required
                error={errors.postalCode}
              />
              <TextField
                id="city"
                label={t('invoices.billing.city')}
                autoComplete="address-level2"
                defaultValue={profile?.city}
                required
                error={errors.city}
              />
            </div>
            <SelectField
              id="country"
              label={t('invoices.billing.country')}
              defaultValue={profile?.country ?? 'SK'}
              options={countries}
              error={errors.country}
            />
            {kind === 'company' && (
              <div className="grid gap-4 sm:grid-cols-3">
                <TextField
                  id="companyNumber"
                  label={t('invoices.billing.companyNumber')}
                  inputMode="numeric"
                  defaultValue={profile?.companyNumber ?? undefined}
                  required
                  error={errors.companyNumber}
                />
                <TextField
                  id="taxNumber"
                  label={t('invoices.billing.taxNumber')}
                  defaultValue={profile?.taxNumber ?? undefined}
                  error={errors.taxNumber}
                />
                <TextField
                  id="vatId"
                  label={t('invoices.billing.vatId')}
                  hint={t('invoices.billing.vatIdHint')}
                  defaultValue={profile?.vatId ?? undefined}
                  error={errors.vatId}
                />
              </div>
            )}
            <TextField
              id="email"
              type="email"
              label={t('invoices.billing.email')}
              hint={t('invoices.billing.emailHint')}
              autoComplete="email"
              defaultValue={profile?.email ?? undefined}
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
