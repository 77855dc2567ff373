import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { OFFER_LOCALES, validUntilAfter } from '@shared/offers'
import { NativeSelect } from '~/components/ui/native_select'
import { Label } from '~/components/ui/label'
import { ConfirmDialog } from '~/components/confirm_dialog'
import type { OfferFormValues, OfferTemplateValues } from '../types'
import { termsValues } from './offer_form'

/* What a template puts in the form: all but the recipient, in the template's language. */
export function valuesFromTemplate(
  template: OfferTemplateValues,
  current: OfferFormValues,
  today: string
): OfferFormValues {
  return {
    ...current,
    locale: template.locale,
    subject: template.subject,
    greeting: template.greeting,
    salutation: template.salutation,
    content: template.content,
    ...termsValues({
      currency: template.currency,
      priceMinor: template.priceMinor,
      timeline: template.timeline,
      validUntil: template.validDays ? validUntilAfter(today, template.validDays) : null,
      items: template.items,
    }),
  }
}

/* Whether anything but the recipient and the language was written (or changed from a template). */
function hasWriting(values: OfferFormValues, since: OfferFormValues) {
  const fields = ['subject', 'greeting', 'salutation', 'content', 'price', 'timeline', 'validUntil']
  const texts = (v: OfferFormValues) =>
    JSON.stringify([
      ...fields.map((name) => v[name as keyof OfferFormValues]),
      v.items.map(({ description, quantity, unitPrice }) => [description, quantity, unitPrice]),
    ])
  return texts(values) !== texts(since)
}

/*
| "Start from a template" above the compose form: the team's templates grouped by language, the
| offer's current language first. Choosing one fills the form (and its language); when something
| was already written, a dialog asks first and "Keep what I wrote" leaves the form as it is.
*/
export function TemplatePicker({
  templates,
  today,
  values,
  pristine,
  onApply,
}: {
  templates: OfferTemplateValues[]
  today: string
  values: OfferFormValues
  /* The form as it was last filled (empty, or from the last template chosen). */
  pristine: OfferFormValues
  onApply: (values: OfferFormValues, template: OfferTemplateValues) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [pending, setPending] = useState<OfferTemplateValues | null>(null)
  const [chosen, setChosen] = useState('')
  const [applied, setApplied] = useState<string | null>(null)

  const languages = [
    values.locale,
    ...OFFER_LOCALES.filter((locale) => locale !== values.locale),
  ].filter((locale) => templates.some((template) => template.locale === locale))

  const apply = (template: OfferTemplateValues) => {
    onApply(valuesFromTemplate(template, values, today), template)
    setApplied(template.name)
    setPending(null)
  }

  const choose = (value: string) => {
    const template = templates.find((entry) => String(entry.id) === value)
    if (!template) return
    setChosen(value)
    if (hasWriting(values, pristine)) setPending(template)
    else apply(template)
  }

  return (
    <div className="grid gap-2 rounded-lg border border-dashed p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Label htmlFor={`${id}-template`}>{t('offers.templates.pick.label')}</Label>
        <Link
          route="offers.templates.index"
          className="rounded-sm text-xs text-muted-foreground underline underline-offset-4 hover:text-foreground"
        >
          {t('offers.templates.pick.manage')}
        </Link>
      </div>
      {templates.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('offers.templates.pick.none')}</p>
      ) : (
        <NativeSelect
          id={`${id}-template`}
          value={chosen}
          onChange={(event) => choose(event.target.value)}
          aria-describedby={`${id}-template-hint`}
        >
          <option value="">{t('offers.templates.pick.placeholder')}</option>
          {languages.map((locale) => (
            <optgroup key={locale} label={t(`offers.locales.${locale}`)}>
              {templates
                .filter((template) => template.locale === locale)
                .map((template) => (
                  <option key={template.id} value={template.id}>
                    {template.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </NativeSelect>
      )}
      <p id={`${id}-template-hint`} role="status" className="text-xs text-muted-foreground">
        {applied
          ? t('offers.templates.pick.applied', { name: applied })
          : templates.length > 0 && t('offers.templates.pick.hint')}
      </p>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (open) return
          setPending(null)
          setChosen('')
        }}
        title={t('offers.templates.pick.replaceTitle')}
        description={t('offers.templates.pick.replaceDescription', { name: pending?.name ?? '' })}
        confirmLabel={t('offers.templates.pick.replace')}
        onConfirm={() => pending && apply(pending)}
      />
    </div>
  )
}
