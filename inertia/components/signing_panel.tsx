import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckCircle2, Download, FileSignature, ShieldCheck, XCircle } from 'lucide-react'
import type { Data } from '@generated/data'
import { AGREEMENT_BOUNDS } from '@shared/agreements'
import { Button, buttonVariants } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { Textarea } from '~/components/ui/textarea'
import { FieldError } from '~/components/ui/field_error'
import { useSharedProps } from '~/hooks/use_page_props'
import { formatDay } from '~/lib/format'
import { SignatureDrawing } from '~/components/signature_drawing'

/* An offer's agreement (AgreementTransformer) or a plan revision's (PlanTransformer). */
export type AgreementProps = Pick<
  Data.Agreement,
  'reference' | 'status' | 'documentHash' | 'signerName' | 'signerEmail' | 'signedAt'
> &
  Partial<Pick<Data.Agreement, 'declinedAt' | 'codeWaiting'>>

type Props = {
  agreement: AgreementProps
  expired: boolean
  /* Where each step posts (with the page's query); plain HTML forms, the public page runs no app script. */
  signAction: string
  /* Offers may be declined here; a plan revision is discussed in the project's chat instead. */
  declineAction?: string
  /* The heading and the line under it, for a document other than an offer. */
  title?: string
  intro?: string
  /* Sent with the signature: the plan revision the owner read. */
  fields?: Record<string, string>
  /* The online view proves the inbox with a code; the signed-in recipient signs as their account. */
  codeAction?: string
  signedAs?: string
  pdfHref: string
}

/*
| Signing (UX.md "signing": the whole document first, one clear "sign" step, a completed state
| with the PDF): an offer on its online view or under /proposals, a plan revision or change order
| on the project's plan card. Under the document: the typed full name, the consent, the code when the signer
| is not signed in, one Sign button; declining with an optional reason folds away below. Signed,
| it becomes the completed state with the sealed PDF; declined, it says so.
*/
export function SigningPanel(props: Props) {
  const { agreement } = props
  if (agreement.status === 'signed') return <Signed {...props} />
  if (agreement.status === 'declined') return <Declined {...props} />
  if (props.expired) return null
  return <SignForm {...props} />
}

function Section({ children, tone }: { children: ReactNode; tone?: 'done' }) {
  return (
    <section
      aria-labelledby="signing-title"
      className={
        tone === 'done'
          ? 'grid gap-4 rounded-xl border border-emerald-300 bg-emerald-50 p-5 sm:p-8 dark:border-emerald-800 dark:bg-emerald-950/40 print:hidden'
          : 'grid gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-8 print:hidden'
      }
    >
      {children}
    </section>
  )
}

function SignForm({
  agreement,
  signAction,
  declineAction,
  codeAction,
  signedAs,
  title,
  intro,
  fields,
}: Props) {
  const { t } = useTranslation()
  const { csrfToken, errors, flash } = useSharedProps()
  const old = (useSharedProps() as unknown as { old?: Record<string, string> }).old ?? {}
  const fieldErrors = (errors ?? {}) as Record<string, string | undefined>
  const id = useId()
  const csrf = csrfToken ? <input type="hidden" name="_csrf" value={csrfToken} /> : null
  return (
    <Section>
      <div className="flex items-start gap-3">
        <FileSignature className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
        <div className="grid gap-1">
          <h2 id="signing-title" className="text-lg font-semibold">
            {title ?? t('agreements.sign.title')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {intro ??
              (signedAs
                ? t('agreements.sign.asAccount', { email: signedAs })
                : t('agreements.sign.withCode'))}
          </p>
        </div>
      </div>
      {flash.error && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          {flash.error}
        </p>
      )}
      {codeAction && (
        <form
          method="post"
          action={codeAction}
          className="grid gap-2 rounded-lg border border-dashed p-4"
        >
          {csrf}
          <p className="text-sm">
            {agreement.codeWaiting
              ? t('agreements.sign.codeWaiting')
              : t('agreements.sign.codeFirst')}
          </p>
          {flash.success && (
            <p role="status" className="text-sm font-medium text-emerald-700 dark:text-emerald-300">
              {flash.success}
            </p>
          )}
          <Button
            type="submit"
            variant={agreement.codeWaiting ? 'outline' : 'default'}
            className="w-fit"
          >
            {agreement.codeWaiting ? t('agreements.sign.codeAgain') : t('agreements.sign.sendCode')}
          </Button>
        </form>
      )}
      <form method="post" action={signAction} noValidate className="grid gap-4">
        {csrf}
        <input type="hidden" name="documentHash" value={agreement.documentHash} />
        {Object.entries(fields ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="grid gap-2">
          <Label htmlFor={`${id}-name`}>{t('agreements.sign.name')}</Label>
          <Input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            required
            maxLength={AGREEMENT_BOUNDS.signerNameMax}
            defaultValue={old.name}
            aria-invalid={fieldErrors.name ? true : undefined}
            aria-describedby={fieldErrors.name ? `${id}-name-error` : undefined}
            className="font-medium"
          />
          <FieldError id={`${id}-name-error`} message={fieldErrors.name} />
        </div>
        <SignatureDrawing
          id={`${id}-signature`}
          error={fieldErrors.signature}
          initial={old.signature}
        />
        {codeAction && (
          <div className="grid gap-2">
            <Label htmlFor={`${id}-code`}>{t('agreements.sign.code')}</Label>
            <Input
              id={`${id}-code`}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]*"
              maxLength={12}
              className="w-40 font-mono tracking-widest"
              aria-invalid={fieldErrors.code ? true : undefined}
              aria-describedby={fieldErrors.code ? `${id}-code-error` : undefined}
            />
            <FieldError id={`${id}-code-error`} message={fieldErrors.code} />
          </div>
        )}
        <div className="grid gap-1">
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              name="consent"
              value="on"
              required
              className="mt-0.5 size-5 shrink-0 accent-primary"
              aria-invalid={fieldErrors.consent ? true : undefined}
              aria-describedby={fieldErrors.consent ? `${id}-consent-error` : undefined}
            />
            <span>{t('agreements.consent')}</span>
          </label>
          <FieldError id={`${id}-consent-error`} message={fieldErrors.consent} />
        </div>
        <p className="text-xs text-muted-foreground">
          {t('agreements.sign.record', { reference: agreement.reference })}
        </p>
        <Button type="submit" size="lg" className="w-full sm:w-fit">
          <FileSignature aria-hidden />
          {t('agreements.sign.submit')}
        </Button>
      </form>
      {declineAction && (
        <details className="border-t pt-4 text-sm">
          <summary className="w-fit cursor-pointer rounded-sm font-medium underline underline-offset-4">
            {t('agreements.decline.open')}
          </summary>
          <form method="post" action={declineAction} className="mt-3 grid gap-2">
            {csrf}
            <Label htmlFor={`${id}-reason`}>{t('agreements.decline.reason')}</Label>
            <Textarea
              id={`${id}-reason`}
              name="reason"
              rows={3}
              maxLength={AGREEMENT_BOUNDS.declineReasonMax}
            />
            <Button type="submit" variant="outline" className="w-fit">
              {t('agreements.decline.submit')}
            </Button>
          </form>
        </details>
      )}
    </Section>
  )
}

function Signed({ agreement, pdfHref }: Props) {
  const { t, i18n } = useTranslation()
  const { flash } = useSharedProps()
  return (
    <Section tone="done">
      <div className="flex items-start gap-3">
        <CheckCircle2
          className="size-10 shrink-0 text-emerald-700 dark:text-emerald-300"
          aria-hidden
        />
        <div className="grid gap-1">
          <h2 id="signing-title" className="text-lg font-semibold">
            {t('agreements.signed.title')}
          </h2>
          {flash.success && <p className="text-sm">{flash.success}</p>}
          <p className="text-sm text-emerald-900 dark:text-emerald-100">
            {t('agreements.signed.by', {
              name: agreement.signerName,
              email: agreement.signerEmail,
              date: formatDay(agreement.signedAt!, i18n.language),
            })}
          </p>
          <p className="text-sm text-emerald-900 dark:text-emerald-100">
            {t('agreements.signed.reference', { reference: agreement.reference })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <a href={pdfHref} className={buttonVariants({ size: 'lg' })}>
          <Download aria-hidden />
          {t('agreements.signed.download')}
        </a>
        <span className="inline-flex items-center gap-1 text-sm text-emerald-900 dark:text-emerald-100">
          <ShieldCheck className="size-4" aria-hidden />
          {t('agreements.signed.sealed')}
        </span>
      </div>
    </Section>
  )
}

function Declined({ agreement }: Props) {
  const { t, i18n } = useTranslation()
  return (
    <Section>
      <div className="flex items-start gap-3">
        <XCircle className="size-8 shrink-0 text-muted-foreground" aria-hidden />
        <div className="grid gap-1">
          <h2 id="signing-title" className="text-lg font-semibold">
            {t('agreements.declined.title')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('agreements.declined.on', { date: formatDay(agreement.declinedAt!, i18n.language) })}
          </p>
        </div>
      </div>
    </Section>
  )
}
