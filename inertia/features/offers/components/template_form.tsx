import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { Save } from 'lucide-react'
import {
  OFFER_BOUNDS,
  OFFER_ITEM_BOUNDS,
  OFFER_LOCALES,
  OFFER_TEMPLATE_BOUNDS,
} from '@shared/offers'
import { CURRENCIES } from '@shared/projects'
import { Form } from '~/components/forms/form'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/forms/text_field'
import { TextareaField } from '~/components/forms/textarea_field'
import { SelectField } from '~/components/forms/select_field'
import type { LineItemValues, OfferTemplateValues } from '../types'
import { LineItemsField } from './line_items_field'
import { termsValues } from './offer_form'

type Values = {
  name: string
  locale: string
  subject: string
  greeting: string
  salutation: string
  content: string
  currency: string
  price: string
  timeline: string
  validDays: string
  items: LineItemValues[]
}

/* A new template in the writer's language, or a saved one as the form edits it. */
export function templateValues(template: OfferTemplateValues | { locale: string }): Values {
  const saved = 'id' in template ? template : null
  const { currency, price, timeline, items } = termsValues(
    saved ? { ...saved, validUntil: null } : undefined
  )
  return {
    name: saved?.name ?? '',
    locale: template.locale,
    subject: saved?.subject ?? '',
    greeting: saved?.greeting ?? '',
    salutation: saved?.salutation ?? '',
    content: saved?.content ?? '',
    validDays: saved?.validDays ? String(saved.validDays) : '',
    currency,
    price,
    timeline,
    items,
  }
}

type Target = { route: 'offers.templates.store' } | { route: 'offers.templates.update'; id: number }

/*
| The template form: its name and language, then the offer's own fields (each may stay empty,
| the composer fills in what the template has) and the validity in days, which becomes the
| offer's valid-until day when it is written. Messages come from the server (noValidate).
*/
export function TemplateForm({ target, defaults }: { target: Target; defaults: Values }) {
  const { t } = useTranslation()
  const [values, setValues] = useState(defaults)
  const field = (name: Exclude<keyof Values, 'items'>) => ({
    id: `template-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  })
  const routeProps =
    target.route === 'offers.templates.store'
      ? { route: 'offers.templates.store' as const }
      : { route: 'offers.templates.update' as const, routeParams: { id: target.id } }

  return (
    <Form {...routeProps} noValidate options={{ preserveScroll: true }} className="grid gap-4">
      {({ errors, processing }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...field('name')}
              label={t('offers.templates.fields.name')}
              hint={t('offers.templates.fields.nameHint')}
              maxLength={OFFER_TEMPLATE_BOUNDS.nameMax}
              required
              autoFocus
              error={errors.name}
            />
            <SelectField
              {...field('locale')}
              label={t('offers.templates.fields.locale')}
              options={OFFER_LOCALES.map((locale) => ({
                value: locale,
                label: t(`offers.locales.${locale}`),
              }))}
              error={errors.locale}
            />
          </div>
          <p className="-mt-2 text-xs text-muted-foreground">
            {t('offers.templates.fields.optional')}
          </p>
          <TextField
            {...field('subject')}
            label={t('offers.fields.subject')}
            maxLength={OFFER_BOUNDS.subjectMax}
            error={errors.subject}
          />
          <TextField
            {...field('greeting')}
            label={t('offers.fields.greeting')}
            hint={t('offers.fields.greetingHint')}
            maxLength={OFFER_BOUNDS.greetingMax}
            error={errors.greeting}
          />
          <TextareaField
            {...field('content')}
            label={t('offers.fields.content')}
            hint={t('offers.fields.contentHint')}
            maxLength={OFFER_BOUNDS.contentMax}
            rows={8}
            error={errors.content}
          />
          <TextField
            {...field('salutation')}
            label={t('offers.fields.salutation')}
            hint={t('offers.fields.salutationHint')}
            maxLength={OFFER_BOUNDS.salutationMax}
            error={errors.salutation}
          />
          <fieldset className="grid gap-4 border-t pt-4">
            <legend className="float-left mb-1 font-semibold">{t('offers.fields.terms')}</legend>
            <div className="clear-left grid gap-4 sm:grid-cols-2">
              <SelectField
                {...field('currency')}
                label={t('offers.fields.currency')}
                options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
                error={errors.currency}
              />
              <TextField
                {...field('price')}
                label={t('offers.fields.price')}
                hint={
                  values.items.length
                    ? t('offers.fields.priceFromItems')
                    : t('offers.fields.priceHint')
                }
                inputMode="decimal"
                disabled={values.items.length > 0}
                error={errors.price}
              />
              <TextField
                {...field('timeline')}
                label={t('offers.fields.timeline')}
                hint={t('offers.fields.timelineHint')}
                maxLength={OFFER_ITEM_BOUNDS.timelineMax}
                error={errors.timeline}
              />
              <TextField
                {...field('validDays')}
                type="number"
                min={OFFER_TEMPLATE_BOUNDS.validDaysMin}
                max={OFFER_TEMPLATE_BOUNDS.validDaysMax}
                inputMode="numeric"
                label={t('offers.templates.fields.validDays')}
                hint={t('offers.templates.fields.validDaysHint')}
                error={errors.validDays}
              />
            </div>
            <LineItemsField
              items={values.items}
              currency={values.currency}
              errors={errors as Record<string, string | undefined>}
              onChange={(items) => setValues((current) => ({ ...current, items }))}
            />
          </fieldset>
          <div className="flex flex-wrap gap-2 pt-2">
            <Button type="submit" disabled={processing}>
              <Save aria-hidden />
              {t('offers.templates.save')}
            </Button>
            <Button asChild variant="ghost">
              <Link route="offers.templates.index">{t('common.actions.cancel')}</Link>
            </Button>
          </div>
        </>
      )}
    </Form>
  )
}
