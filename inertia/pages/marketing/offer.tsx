import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { CheckCircle2, Rocket } from 'lucide-react'
import type { Data } from '@generated/data'
import { formatPostalAddress } from '@shared/postal_address'
import { urlFor } from '~/client'
import { Button, buttonVariants } from '~/components/ui/button'
import { Label } from '~/components/ui/label'
import { Textarea } from '~/components/ui/textarea'
import { FieldError } from '~/components/ui/field_error'
import { useSharedProps } from '~/hooks/use_page_props'
import { OFFER_BOUNDS } from '@shared/offers'

type Props = { offer: Data.Offer.Variants['toPublic']; token: string }

const dateOf = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))

/*
| The online view of an offer e-mail, for its recipient: the offer in its language, the
| one-click answer with an optional message, the company behind it, and once they are
| interested, the way to an account with their first project. A public page: it is complete as
| server-rendered HTML and its form works without the app's script (a plain POST with the CSRF
| field), keeping the page's language through the round trip.
*/
export default function OfferOnlineView({ offer, token }: Props) {
  const { t, i18n } = useTranslation()
  const { product, csrfToken, flash, errors } = useSharedProps()
  const { company } = product
  const language = i18n.language
  const query = `?lang=${encodeURIComponent(language)}`
  const messageError = (errors as Record<string, string | undefined> | undefined)?.message

  return (
    <>
      <Head title={t('offers.online.title', { company: company.name })}>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10 sm:px-6">
        <article className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
          <p className="text-sm text-muted-foreground">
            {t('offers.online.from', { company: company.name })}
          </p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight break-words">
            {offer.subject}
          </h1>
          {offer.sentAt && (
            <p className="mt-1 text-sm text-muted-foreground">
              {t('offers.online.sentOn', { date: dateOf(offer.sentAt, language) })}
            </p>
          )}
          <div className="mt-6 grid gap-4 leading-relaxed">
            <p>{offer.greeting}</p>
            {offer.paragraphs.map((paragraph, index) => (
              <p key={index} className="whitespace-pre-line break-words">
                {paragraph}
              </p>
            ))}
            <p className="mt-2">
              {offer.salutation}
              <br />
              {t('common.mail.signature', { product: product.name })}
            </p>
          </div>
        </article>

        <section
          aria-labelledby="answer-title"
          className="rounded-xl border bg-card p-6 shadow-sm sm:p-8"
          data-chat-yield
        >
          <h2 id="answer-title" className="text-lg font-semibold">
            {t('offers.online.answerTitle')}
          </h2>
          {flash.success && (
            <p
              role="status"
              className="mt-3 flex items-center gap-2 rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
            >
              <CheckCircle2 className="size-4 shrink-0" aria-hidden />
              {flash.success}
            </p>
          )}
          {offer.answer && offer.respondedAt ? (
            <p className="mt-3 text-sm">
              {t('offers.online.answered', {
                answer: t(`offers.answers.${offer.answer}`),
                date: dateOf(offer.respondedAt, language),
              })}{' '}
              <span className="text-muted-foreground">{t('offers.online.changeAnswer')}</span>
            </p>
          ) : (
            <p className="mt-1 text-sm text-muted-foreground">{t('offers.online.answerText')}</p>
          )}
          <form
            method="post"
            action={`${urlFor('offer_view.answer', { token })}${query}`}
            className="mt-4 grid gap-4"
            noValidate
          >
            {csrfToken && <input type="hidden" name="_csrf" value={csrfToken} />}
            <div className="grid gap-2">
              <Label htmlFor="offer-message">{t('offers.online.message')}</Label>
              <Textarea
                id="offer-message"
                name="message"
                rows={3}
                maxLength={OFFER_BOUNDS.answerMessageMax}
                aria-describedby={`offer-message-hint${messageError ? ' offer-message-error' : ''}`}
                aria-invalid={messageError ? true : undefined}
              />
              <p id="offer-message-hint" className="text-xs text-muted-foreground">
                {t('offers.online.messageHint')}
              </p>
              <FieldError id="offer-message-error" message={messageError} />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" name="answer" value="interested" size="lg">
                {t('offers.online.interested')}
              </Button>
              <Button type="submit" name="answer" value="not_now" size="lg" variant="outline">
                {t('offers.online.notNow')}
              </Button>
            </div>
          </form>
        </section>

        {offer.answer === 'interested' && (
          <section
            aria-labelledby="start-title"
            className="flex flex-col items-start gap-3 rounded-xl border border-primary/30 bg-primary/5 p-6 sm:p-8"
          >
            <Rocket className="size-6 text-primary" aria-hidden />
            <h2 id="start-title" className="text-lg font-semibold">
              {t('offers.online.startTitle')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('offers.online.startText')}</p>
            <a
              href={`${urlFor('offer_view.start', { token })}${query}`}
              className={buttonVariants({ size: 'lg' })}
            >
              {t('offers.online.start')}
            </a>
          </section>
        )}

        <section aria-labelledby="company-title" className="rounded-xl border p-6 text-sm sm:p-8">
          <h2 id="company-title" className="font-semibold">
            {t('offers.online.company')}
          </h2>
          <dl className="mt-3 grid gap-2 sm:grid-cols-[10rem_1fr]">
            <dt className="text-muted-foreground">{company.name}</dt>
            <dd>{formatPostalAddress(company.address, language)}</dd>
            <dt className="text-muted-foreground">{t('offers.online.registrationNumber')}</dt>
            <dd>{company.registrationNumber}</dd>
            <dt className="text-muted-foreground">{t('offers.online.vatNumber')}</dt>
            <dd>{company.vatNumber}</dd>
            <dt className="text-muted-foreground">{t('offers.online.email')}</dt>
            <dd>
              <a className="underline underline-offset-4" href={`mailto:${company.email}`}>
                {company.email}
              </a>
            </dd>
            <dt className="text-muted-foreground">{t('offers.online.phone')}</dt>
            <dd>
              <a
                className="underline underline-offset-4"
                href={`tel:${company.phone.replace(/\s/g, '')}`}
              >
                {company.phone}
              </a>
            </dd>
          </dl>
        </section>
      </div>
    </>
  )
}
