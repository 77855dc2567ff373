import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Form } from '~/components/forms/form'
import { CheckCircle2, Clock, Mail, MapPin, Phone, Send, type LucideIcon } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { FieldError } from '~/components/ui/field_error'
import { Section, SectionHeading } from './section'
import { useSharedProps } from '~/hooks/use_page_props'
import { useAvailabilityWords } from '~/hooks/use_availability'
import { formatPostalAddress } from '@shared/postal_address'
import type { Data } from '@generated/data'

/* Bounds of app/validators/contact.ts, also given to the browser so it can help early. */
const NAME_MAX = 100
const EMAIL_MAX = 254
const MESSAGE_MIN = 10
const MESSAGE_MAX = 5000

export function ContactSection({ contact }: { contact: Data.ContactForm }) {
  const { t } = useTranslation()
  return (
    <Section id="contact" className="border-t bg-muted/30">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
        <div>
          <SectionHeading
            id="contact"
            align="left"
            title={t('marketing.contact.title')}
            subtitle={t('marketing.contact.subtitle')}
          />
          <CompanyContacts />
        </div>
        <div
          className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
          data-chat-yield
        >
          <ContactForm contact={contact} />
        </div>
      </div>
    </Section>
  )
}

function CompanyContacts() {
  const { t, i18n } = useTranslation()
  const { company } = useSharedProps().product
  const hours = useAvailabilityWords()
  const rows: { icon: LucideIcon; label: string; value: string; href?: string }[] = [
    {
      icon: Mail,
      label: t('marketing.contact.details.emailLabel'),
      value: company.email,
      href: `mailto:${company.email}`,
    },
    {
      icon: Phone,
      label: t('marketing.contact.details.phoneLabel'),
      value: company.phone,
      href: `tel:${company.phone.replace(/\s+/g, '')}`,
    },
    {
      icon: MapPin,
      label: t('marketing.contact.details.addressLabel'),
      value: `${company.name}, ${formatPostalAddress(company.address, i18n.language)}`,
    },
  ]
  return (
    <div className="mt-10">
      <h3 className="font-semibold tracking-tight">{t('marketing.contact.details.title')}</h3>
      <p className="mt-1 text-muted-foreground">{t('marketing.contact.details.intro')}</p>
      <dl className="mt-6 grid gap-5">
        {rows.map((row) => (
          <div key={row.label} className="relative min-h-10 pl-14">
            <span
              aria-hidden
              className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-lg border bg-card text-primary shadow-xs"
            >
              <row.icon className="size-5" />
            </span>
            <dt className="text-sm text-muted-foreground">{row.label}</dt>
            <dd className="font-medium break-words">
              {row.href ? (
                <a href={row.href} className="rounded-sm underline-offset-4 hover:underline">
                  {row.value}
                </a>
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 flex gap-2 text-sm text-muted-foreground">
        <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('common.availability.withZone', hours)}
      </p>
    </div>
  )
}

const textareaClass =
  'flex min-h-36 w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-sm transition-colors placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive'

function RequiredMark() {
  return (
    <span aria-hidden className="text-destructive">
      {' '}
      *
    </span>
  )
}

/*
| Name, e-mail, message and consent; the honeypot ("website") sits off-screen, out of the tab
| order and hidden from assistive technology. Errors come from the server, translated, beside
| their field; what was typed stays (the page keeps its state, and the server sends the input
| back for a full reload).
*/
function ContactForm({ contact }: { contact: Data.ContactForm }) {
  const { t } = useTranslation()
  const hours = useAvailabilityWords()
  const { flash, errors: pageErrors } = useSharedProps()
  const answered = Boolean(flash.error) || Object.keys(pageErrors ?? {}).length > 0
  const [dismissed, setDismissed] = useState(false)

  if (contact.sent && !dismissed) {
    return (
      <div
        role="status"
        className="flex scroll-mt-24 flex-col items-start gap-4 py-6"
        data-scroll-into-view
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-success/15 text-success">
          <CheckCircle2 aria-hidden className="size-6" />
        </span>
        <h3 className="text-xl font-semibold tracking-tight">
          {t('marketing.contact.form.successTitle')}
        </h3>
        <p className="text-muted-foreground">{t('marketing.contact.form.success', hours)}</p>
        <Button variant="outline" onClick={() => setDismissed(true)} data-action="contact-again">
          {t('marketing.contact.form.sendAnother')}
        </Button>
      </div>
    )
  }

  return (
    <Form
      route="contact.store"
      options={{ preserveScroll: true, preserveState: true }}
      resetOnSuccess
      onSuccess={() => setDismissed(false)}
      // Scrolled to after a round trip: clear of the sticky header (h-16) with room to breathe.
      className="grid scroll-mt-24 gap-5"
      noValidate
      data-scroll-into-view={answered ? '' : undefined}
    >
      {({ errors: formErrors, processing }) => {
        const errors: Record<string, string | undefined> = formErrors
        return (
          <>
            {flash.error && (
              <p
                role="alert"
                className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
              >
                {flash.error}
              </p>
            )}
            <p className="text-sm text-muted-foreground">{t('marketing.contact.form.required')}</p>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field id="contact-name" label={t('marketing.contact.form.name')} error={errors.name}>
                <Input
                  id="contact-name"
                  name="name"
                  autoComplete="name"
                  required
                  maxLength={NAME_MAX}
                  defaultValue={contact.old.name}
                  placeholder={t('marketing.contact.form.namePlaceholder')}
                  aria-invalid={errors.name ? true : undefined}
                  aria-describedby={errors.name ? 'contact-name-error' : undefined}
                  className="h-10"
                />
              </Field>
              <Field
                id="contact-email"
                label={t('marketing.contact.form.email')}
                error={errors.email}
              >
                <Input
                  id="contact-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  maxLength={EMAIL_MAX}
                  defaultValue={contact.old.email}
                  placeholder={t('marketing.contact.form.emailPlaceholder')}
                  aria-invalid={errors.email ? true : undefined}
                  aria-describedby={errors.email ? 'contact-email-error' : undefined}
                  className="h-10"
                />
              </Field>
            </div>
            <Field
              id="contact-message"
              label={t('marketing.contact.form.message')}
              error={errors.message}
            >
              <textarea
                id="contact-message"
                name="message"
                required
                rows={6}
                minLength={MESSAGE_MIN}
                maxLength={MESSAGE_MAX}
                defaultValue={contact.old.message}
                placeholder={t('marketing.contact.form.messagePlaceholder')}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={errors.message ? 'contact-message-error' : undefined}
                className={textareaClass}
              />
            </Field>

            <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
              <label htmlFor="contact-website">{t('marketing.contact.form.honeypot')}</label>
              <input
                id="contact-website"
                name="website"
                type="text"
                tabIndex={-1}
                autoComplete="off"
              />
            </div>

            <div className="grid gap-2">
              <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1 text-sm leading-relaxed">
                <input
                  type="checkbox"
                  id="contact-consent"
                  name="consent"
                  value="true"
                  required
                  defaultChecked={contact.old.consent}
                  aria-invalid={errors.consent ? true : undefined}
                  aria-describedby={errors.consent ? 'contact-consent-error' : undefined}
                  className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
                />
                <span>
                  {t('marketing.contact.form.consentBefore')}
                  <a
                    href="/privacy"
                    target="_blank"
                    rel="noopener"
                    className="font-medium text-foreground underline underline-offset-4"
                  >
                    {t('marketing.contact.form.consentLink')}
                  </a>
                  {t('marketing.contact.form.consentAfter')}
                  <RequiredMark />
                </span>
              </label>
              <FieldError id="contact-consent-error" message={errors.consent} />
            </div>

            <Button type="submit" size="lg" disabled={processing} className="w-full sm:w-fit">
              <Send aria-hidden />
              {processing
                ? t('marketing.contact.form.sending')
                : t('marketing.contact.form.submit')}
            </Button>
          </>
        )
      }}
    </Form>
  )
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string
  label: string
  error?: string
  children: ReactNode
}) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>
        {label}
        <RequiredMark />
      </Label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}
