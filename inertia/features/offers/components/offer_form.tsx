import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { Form } from '~/components/forms/form'
import { Send, Save } from 'lucide-react'
import { OFFER_BOUNDS, OFFER_ITEM_BOUNDS, OFFER_LOCALES } from '@shared/offers'
import { CURRENCIES, DEFAULT_CURRENCY, MINOR_UNITS } from '@shared/projects'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader } from '~/components/ui/card'
import { TextField } from '~/components/forms/text_field'
import { TextareaField } from '~/components/forms/textarea_field'
import { SelectField } from '~/components/forms/select_field'
import type { LineItemValues, OfferFormValues, OfferTemplateValues, RenderedEmail } from '../types'
import { useOfferPreview } from '../hooks/use_offer_preview'
import { EmailFrame } from './email_frame'
import { LineItemsField, newLineItem } from './line_items_field'
import { TemplatePicker } from './template_picker'

type TextName = Exclude<keyof OfferFormValues, 'items'>

/* A price in minor units as the form shows it ("1200.50"); none is empty. */
const majorText = (minor: number | null) =>
  minor === null ? '' : (minor / MINOR_UNITS).toFixed(minor % MINOR_UNITS ? 2 : 0)

/* The offer's terms of a new offer, or of a saved draft as the form edits them. */
export function termsValues(offer?: {
  currency: string
  priceMinor: number | null
  timeline: string | null
  validUntil: string | null
  items: { description: string; quantity: number; unitPriceMinor: number }[]
}) {
  return {
    currency: offer?.currency ?? DEFAULT_CURRENCY,
    price: majorText(offer?.priceMinor ?? null),
    timeline: offer?.timeline ?? '',
    validUntil: offer?.validUntil ?? '',
    items: (offer?.items ?? []).map((item): LineItemValues => ({
      ...newLineItem(),
      description: item.description,
      quantity: String(item.quantity),
      unitPrice: majorText(item.unitPriceMinor),
    })),
  }
}

type Target = { route: 'offers.store' } | { route: 'offers.update'; id: number }

/*
| The offer form of the create page and of a draft's edit page, beside the live preview of the
| e-mail (rendered by the server with the template that is sent). Two buttons: send, or keep as
| a draft. Sent with noValidate: every message comes from the server in the page's language.
*/
export function OfferForm({
  target,
  defaults,
  initialEmail,
  templates,
}: {
  target: Target
  defaults: OfferFormValues
  initialEmail: RenderedEmail
  /* A new offer may start from one of the team's templates (`today`: the company's day). */
  templates?: { list: OfferTemplateValues[]; today: string }
}) {
  const { t } = useTranslation()
  const [values, setValues] = useState(defaults)
  const [pristine, setPristine] = useState(defaults)
  const { email, state } = useOfferPreview(values, initialEmail)
  const field = (name: TextName) => ({
    id: `offer-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  })
  const routeProps =
    target.route === 'offers.store'
      ? { route: 'offers.store' as const }
      : { route: 'offers.update' as const, routeParams: { id: target.id } }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Card>
        <CardContent className="pt-6">
          <Form
            {...routeProps}
            noValidate
            options={{ preserveScroll: true }}
            className="grid gap-4"
          >
            {({ errors, processing }) => (
              <>
                {templates && (
                  <TemplatePicker
                    templates={templates.list}
                    today={templates.today}
                    values={values}
                    pristine={pristine}
                    onApply={(filled) => {
                      setValues(filled)
                      setPristine(filled)
                    }}
                  />
                )}
                <TextField
                  {...field('email')}
                  type="email"
                  label={t('offers.fields.email')}
                  maxLength={OFFER_BOUNDS.emailMax}
                  autoComplete="off"
                  autoFocus
                  required
                  error={errors.email}
                />
                <SelectField
                  {...field('locale')}
                  label={t('offers.fields.locale')}
                  hint={t('offers.fields.localeHint')}
                  options={OFFER_LOCALES.map((locale) => ({
                    value: locale,
                    label: t(`offers.locales.${locale}`),
                  }))}
                  error={errors.locale}
                />
                <TextField
                  {...field('subject')}
                  label={t('offers.fields.subject')}
                  maxLength={OFFER_BOUNDS.subjectMax}
                  required
                  error={errors.subject}
                />
                <TextField
                  {...field('greeting')}
                  label={t('offers.fields.greeting')}
                  hint={t('offers.fields.greetingHint')}
                  maxLength={OFFER_BOUNDS.greetingMax}
                  required
                  error={errors.greeting}
                />
                <TextareaField
                  {...field('content')}
                  label={t('offers.fields.content')}
                  hint={t('offers.fields.contentHint')}
                  maxLength={OFFER_BOUNDS.contentMax}
                  rows={10}
                  required
                  error={errors.content}
                />
                <TextField
                  {...field('salutation')}
                  label={t('offers.fields.salutation')}
                  hint={t('offers.fields.salutationHint')}
                  maxLength={OFFER_BOUNDS.salutationMax}
                  required
                  error={errors.salutation}
                />
                <fieldset className="grid gap-4 border-t pt-4">
                  <legend className="float-left mb-1 font-semibold">
                    {t('offers.fields.terms')}
                  </legend>
                  <p className="clear-left -mt-2 text-xs text-muted-foreground">
                    {t('offers.fields.termsHint')}
                  </p>
                  <div className="grid gap-4 sm:grid-cols-2">
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
                      {...field('validUntil')}
                      type="date"
                      label={t('offers.fields.validUntil')}
                      hint={t('offers.fields.validUntilHint')}
                      error={errors.validUntil}
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
                  <Button type="submit" name="intent" value="send" disabled={processing}>
                    <Send aria-hidden />
                    {processing ? t('offers.create.sending') : t('offers.create.send')}
                  </Button>
                  <Button
                    type="submit"
                    name="intent"
                    value="draft"
                    variant="outline"
                    disabled={processing}
                  >
                    <Save aria-hidden />
                    {t('offers.create.saveDraft')}
                  </Button>
                  <Button asChild variant="ghost">
                    <Link route="offers.index">{t('common.actions.cancel')}</Link>
                  </Button>
                </div>
              </>
            )}
          </Form>
        </CardContent>
      </Card>
      <Card className="lg:sticky lg:top-20">
        <CardHeader className="flex-row items-center justify-between gap-2 pb-3">
          <h2 className="font-semibold">{t('offers.preview.title')}</h2>
          <p role="status" className="text-xs text-muted-foreground">
            {state === 'updating' && t('offers.preview.updating')}
            {state === 'failed' && t('offers.preview.failed')}
          </p>
        </CardHeader>
        <CardContent>
          {email && (
            <EmailFrame email={email} recipient={values.email} busy={state === 'updating'} />
          )}
        </CardContent>
      </Card>
    </div>
  )
}
