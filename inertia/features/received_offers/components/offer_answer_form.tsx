import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CalendarX2, CheckCircle2, Rocket } from 'lucide-react'
import { OFFER_BOUNDS } from '@shared/offers'
import { Button, buttonVariants } from '~/components/ui/button'
import { Label } from '~/components/ui/label'
import { Textarea } from '~/components/ui/textarea'
import { FieldError } from '~/components/ui/field_error'
import type { ReceivedOffer } from '../types'
import { formatAmount, formatDay } from '../format'

type Props = {
  offer: ReceivedOffer
  /* Where the answer is posted (with its query), a plain HTML form: the public page runs no app script. */
  action: string
  csrfToken?: string | null
  /* The page's own words after a round trip: "Thank you…" or why the answer was refused. */
  success?: string | null
  error?: string | null
  messageError?: string
  /* The way to an account and a first project, offered after "interested" (public page). */
  startHref?: string
  children: ReactNode
}

/*
| The offer with its answer: while it is open, the whole page is the answer form, the message
| field after the letter and a bar with the two answers that stays at the bottom of the screen;
| once answered, a completed state gives the answer and the message back and the form closes
| (it can be reopened to change one's mind while the offer is valid); past its valid-until day
| the page says so and offers no answer (the server refuses one too).
*/
export function OfferAnswerForm(props: Props) {
  const { offer, children } = props
  if (offer.answer && offer.respondedAt) {
    return (
      <div className="grid gap-6">
        <Completed {...props} />
        {children}
      </div>
    )
  }
  if (offer.expired) {
    return (
      <div className="grid gap-6">
        <Expired {...props} />
        {children}
      </div>
    )
  }
  return (
    <AnswerForm {...props} sticky>
      {children}
    </AnswerForm>
  )
}

function Notice({ tone, children }: { tone: 'error'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive print:hidden"
    >
      {children}
    </p>
  )
}

function AnswerForm({
  offer,
  action,
  csrfToken,
  error,
  messageError,
  sticky,
  children,
}: Props & { sticky: boolean }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  return (
    <form method="post" action={action} noValidate className="grid gap-6">
      {csrfToken && <input type="hidden" name="_csrf" value={csrfToken} />}
      {error && <Notice tone="error">{error}</Notice>}
      {children}
      <section
        aria-labelledby="answer-title"
        className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm sm:p-8 print:hidden"
      >
        <h2 id="answer-title" className="text-lg font-semibold">
          {t('offers.online.answerTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('offers.online.answerText')}</p>
        <div className="grid gap-2">
          <Label htmlFor="offer-message">{t('offers.online.message')}</Label>
          <Textarea
            id="offer-message"
            name="message"
            rows={3}
            maxLength={OFFER_BOUNDS.answerMessageMax}
            defaultValue={offer.answerMessage ?? undefined}
            aria-describedby={`offer-message-hint${messageError ? ' offer-message-error' : ''}`}
            aria-invalid={messageError ? true : undefined}
          />
          <p id="offer-message-hint" className="text-xs text-muted-foreground">
            {t('offers.online.messageHint')}
          </p>
          <FieldError id="offer-message-error" message={messageError} />
        </div>
        {!sticky && <AnswerButtons />}
      </section>
      {sticky && (
        <div
          role="group"
          aria-label={t('offers.online.answerTitle')}
          className="sticky bottom-0 z-20 -mx-4 border-t bg-background/95 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur sm:mx-0 sm:rounded-xl sm:border print:hidden"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="hidden text-sm sm:block">
              {offer.amount && (
                <span className="font-semibold">
                  {formatAmount(offer.amount.minor, offer.currency, language)}
                </span>
              )}
              {offer.validUntil && (
                <span className="text-muted-foreground">
                  {offer.amount && ' · '}
                  {t('offers.online.validUntilShort', {
                    date: formatDay(offer.validUntil, language),
                  })}
                </span>
              )}
            </p>
            <AnswerButtons />
          </div>
        </div>
      )}
    </form>
  )
}

function AnswerButtons() {
  const { t } = useTranslation()
  return (
    <div className="grid flex-1 grid-cols-2 gap-2 sm:flex sm:flex-none">
      <Button type="submit" name="answer" value="interested" size="lg">
        {t('offers.online.interested')}
      </Button>
      <Button type="submit" name="answer" value="not_now" size="lg" variant="outline">
        {t('offers.online.notNow')}
      </Button>
    </div>
  )
}

function Completed(props: Props) {
  const { offer, success, startHref, error } = props
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const interested = offer.answer === 'interested'
  return (
    <>
      {error && <Notice tone="error">{error}</Notice>}
      <section
        aria-labelledby="completed-title"
        className="grid gap-4 rounded-xl border border-emerald-300 bg-emerald-50 p-5 sm:p-8 dark:border-emerald-800 dark:bg-emerald-950/40 print:hidden"
      >
        <div className="flex items-start gap-3">
          <CheckCircle2
            className="size-10 shrink-0 text-emerald-700 dark:text-emerald-300"
            aria-hidden
          />
          <div className="grid gap-1">
            <h2 id="completed-title" className="text-lg font-semibold">
              {t('offers.online.completedTitle', {
                answer: t(`offers.answers.${offer.answer}`),
              })}
            </h2>
            <p className="text-sm text-emerald-900 dark:text-emerald-100">
              {success ??
                t('offers.online.completedOn', { date: formatDay(offer.respondedAt!, language) })}
            </p>
            <p className="text-sm text-emerald-900 dark:text-emerald-100">
              {interested ? t('offers.online.nextInterested') : t('offers.online.nextNotNow')}
            </p>
          </div>
        </div>
        {offer.answerMessage && (
          <figure className="grid gap-1 rounded-lg bg-background/70 p-4 text-sm">
            <figcaption className="font-medium">{t('offers.online.yourMessage')}</figcaption>
            <blockquote className="whitespace-pre-line break-words">
              {offer.answerMessage}
            </blockquote>
          </figure>
        )}
        {interested && startHref && (
          <div className="flex flex-col items-start gap-2 border-t border-emerald-300 pt-4 dark:border-emerald-800">
            <h3 className="flex items-center gap-2 font-semibold">
              <Rocket className="size-5" aria-hidden />
              {t('offers.online.startTitle')}
            </h3>
            <p className="text-sm">{t('offers.online.startText')}</p>
            <a href={startHref} className={buttonVariants({ size: 'lg' })}>
              {t('offers.online.start')}
            </a>
          </div>
        )}
        {!offer.expired && (
          <details className="group text-sm">
            <summary className="w-fit cursor-pointer rounded-sm font-medium underline underline-offset-4">
              {t('offers.online.changeAnswer')}
            </summary>
            <div className="mt-4">
              <AnswerForm {...props} sticky={false}>
                {null}
              </AnswerForm>
            </div>
          </details>
        )}
      </section>
    </>
  )
}

function Expired({ offer, error }: Props) {
  const { t, i18n } = useTranslation()
  return (
    <section
      aria-labelledby="expired-title"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5 sm:p-8 dark:border-amber-800 dark:bg-amber-950/30 print:hidden"
    >
      <CalendarX2 className="size-8 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden />
      <div className="grid gap-1">
        <h2 id="expired-title" className="text-lg font-semibold">
          {t('offers.online.expiredTitle')}
        </h2>
        <p className="text-sm">
          {t('offers.online.expiredText', {
            date: formatDay(offer.validUntil!, i18n.language),
          })}
        </p>
        {error && <p className="text-sm font-medium">{error}</p>}
      </div>
    </section>
  )
}
