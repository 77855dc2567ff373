import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { useId } from 'react'
import { AlertTriangle, HelpCircle, ShieldCheck } from 'lucide-react'
import { urlFor } from '~/client'
import { useSharedProps } from '~/hooks/use_page_props'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { FieldError } from '~/components/ui/field_error'
import { multipartAction } from '~/lib/csrf'

type Verdict =
  | {
      state: 'sealed'
      reference: string
      subject: string
      signerName: string
      signedAt: string
      sealedAt: string
    }
  | { state: 'changed'; reference: string }
  | { state: 'unknown' }

type Props = { verdict: Verdict | null }

/*
| /verify: anyone checks a PDF (upload) or a reference (typed) and reads whether this company
| sealed it, unchanged, and who signed what when. Plain forms: it works without the app's script.
*/
export default function Verify({ verdict }: Props) {
  const { t, i18n } = useTranslation()
  const { csrfToken, errors } = useSharedProps()
  const fieldErrors = (errors ?? {}) as Record<string, string | undefined>
  const id = useId()
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date(iso)
    )
  const csrf = csrfToken ? <input type="hidden" name="_csrf" value={csrfToken} /> : null
  return (
    <>
      <Head title={t('agreements.verify.title')} />
      <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 sm:px-6">
        <div className="grid gap-2">
          <h1 className="text-2xl font-semibold tracking-tight">{t('agreements.verify.title')}</h1>
          <p className="text-muted-foreground">{t('agreements.verify.intro')}</p>
        </div>
        {verdict && (
          <section
            aria-live="polite"
            aria-labelledby={`${id}-verdict`}
            className={
              verdict.state === 'sealed'
                ? 'grid gap-2 rounded-xl border border-emerald-300 bg-emerald-50 p-5 dark:border-emerald-800 dark:bg-emerald-950/40'
                : verdict.state === 'changed'
                  ? 'grid gap-2 rounded-xl border border-destructive/50 bg-destructive/10 p-5'
                  : 'grid gap-2 rounded-xl border bg-muted p-5'
            }
          >
            <h2 id={`${id}-verdict`} className="flex items-center gap-2 text-lg font-semibold">
              {verdict.state === 'sealed' && <ShieldCheck className="size-6" aria-hidden />}
              {verdict.state === 'changed' && <AlertTriangle className="size-6" aria-hidden />}
              {verdict.state === 'unknown' && <HelpCircle className="size-6" aria-hidden />}
              {t(`agreements.verify.${verdict.state}`)}
            </h2>
            {verdict.state === 'sealed' && (
              <p>
                {t('agreements.verify.sealedText', {
                  name: verdict.signerName,
                  subject: verdict.subject,
                  signedAt: when(verdict.signedAt),
                  sealedAt: when(verdict.sealedAt),
                  reference: verdict.reference,
                })}
              </p>
            )}
            {verdict.state === 'changed' && (
              <p>{t('agreements.verify.changedText', { reference: verdict.reference })}</p>
            )}
            {verdict.state === 'unknown' && <p>{t('agreements.verify.unknownText')}</p>}
          </section>
        )}
        <form
          method="post"
          action={multipartAction(urlFor('verify.store'), csrfToken)}
          encType="multipart/form-data"
          className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm"
        >
          <Label htmlFor={`${id}-file`}>{t('agreements.verify.file')}</Label>
          <Input
            id={`${id}-file`}
            type="file"
            name="file"
            accept="application/pdf,.pdf"
            required
            aria-invalid={fieldErrors.file ? true : undefined}
          />
          <FieldError id={`${id}-file-error`} message={fieldErrors.file} />
          <Button type="submit" className="w-fit">
            {t('agreements.verify.check')}
          </Button>
        </form>
        <form
          method="post"
          action={urlFor('verify.store')}
          className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm"
        >
          {csrf}
          <Label htmlFor={`${id}-reference`}>{t('agreements.verify.reference')}</Label>
          <Input
            id={`${id}-reference`}
            name="reference"
            placeholder="AG-XXXX-XXXX-XXXX"
            autoCapitalize="characters"
            className="font-mono"
            aria-invalid={fieldErrors.reference ? true : undefined}
          />
          <FieldError id={`${id}-reference-error`} message={fieldErrors.reference} />
          <Button type="submit" variant="outline" className="w-fit">
            {t('agreements.verify.check')}
          </Button>
        </form>
      </div>
    </>
  )
}
