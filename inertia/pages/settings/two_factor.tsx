import { useEffect, useState } from 'react'
import { Head, router } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Form } from '~/components/forms/form'
import { Copy, Download, ShieldCheck, ShieldOff, TriangleAlert } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/forms/text_field'
import type { Data } from '@generated/data'
import { useSharedProps } from '~/hooks/use_page_props'

export default function TwoFactorSettings({
  enabled,
  setup,
  codesJustIssued,
  recoveryCodes,
}: {
  enabled: boolean
  setup: Data.TwoFactorSetup | null
  codesJustIssued: boolean
  recoveryCodes?: string[]
}) {
  const { t } = useTranslation()
  // Codes just issued are on screen at once; later they are fetched only when asked for.
  const [codesVisible, setCodesVisible] = useState(codesJustIssued)
  // Kept here, so a reload (a language switch) does not take codes off the screen.
  const [codes, setCodes] = useState(recoveryCodes)
  useEffect(() => {
    if (recoveryCodes) setCodes(recoveryCodes)
  }, [recoveryCodes])
  useEffect(() => {
    if (codesJustIssued) setCodesVisible(true)
  }, [codesJustIssued, recoveryCodes])

  function showCodes() {
    router.reload({ only: ['recoveryCodes'], onSuccess: () => setCodesVisible(true) })
  }

  return (
    <>
      <Head title={t('settings.twoFactor.title')} />
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold">{t('settings.twoFactor.title')}</h2>
        <span
          className={
            enabled
              ? 'inline-flex items-center gap-1 rounded-full bg-success/15 px-2.5 py-0.5 text-xs font-medium text-success'
              : 'inline-flex items-center gap-1 rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground'
          }
        >
          {enabled ? (
            <ShieldCheck className="size-3.5" aria-hidden />
          ) : (
            <ShieldOff className="size-3.5" aria-hidden />
          )}
          {enabled ? t('settings.twoFactor.statusEnabled') : t('settings.twoFactor.statusDisabled')}
        </span>
      </div>
      <p className="mb-6 text-sm text-muted-foreground">{t('settings.twoFactor.description')}</p>

      {!enabled && !setup && (
        <div className="grid gap-4">
          <p className="text-sm">{t('settings.twoFactor.intro')}</p>
          <Form route="two_factor.enable" options={{ preserveScroll: true }}>
            {({ processing }) => (
              <Button type="submit" disabled={processing}>
                {t('settings.twoFactor.enable')}
              </Button>
            )}
          </Form>
        </div>
      )}

      {setup && (
        <div className="grid gap-6">
          <section aria-labelledby="scan-heading" className="grid gap-3">
            <h3 id="scan-heading" className="font-medium">
              {t('settings.twoFactor.scanTitle')}
            </h3>
            <p className="text-sm text-muted-foreground">{t('settings.twoFactor.scanHelp')}</p>
            <div
              role="img"
              aria-label={t('settings.twoFactor.qrLabel')}
              className="w-48 rounded-lg border bg-white p-2 [&_svg]:h-auto [&_svg]:w-full"
              dangerouslySetInnerHTML={{ __html: setup.qrCodeSvg }}
            />
            <div className="grid gap-1">
              <p className="text-sm text-muted-foreground" id="setup-key-label">
                {t('settings.twoFactor.setupKey')}
              </p>
              <code
                aria-labelledby="setup-key-label"
                data-testid="setup-key"
                className="w-fit rounded-md bg-muted px-3 py-2 font-mono text-sm tracking-wider break-all select-all"
              >
                {setup.setupKey}
              </code>
            </div>
          </section>
          <Form
            route="two_factor.confirm"
            options={{ preserveScroll: true }}
            resetOnError
            className="grid max-w-xs gap-4"
          >
            {({ errors, processing }) => (
              <>
                <TextField
                  id="code"
                  label={t('settings.twoFactor.confirmLabel')}
                  inputMode="numeric"
                  pattern="[0-9]{6}"
                  maxLength={6}
                  autoComplete="one-time-code"
                  required
                  className="font-mono tracking-[0.3em]"
                  error={errors.code}
                />
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" disabled={processing}>
                    {t('settings.twoFactor.confirm')}
                  </Button>
                </div>
              </>
            )}
          </Form>
          <Form route="two_factor.disable" options={{ preserveScroll: true }}>
            <Button type="submit" variant="outline">
              {t('common.actions.cancel')}
            </Button>
          </Form>
        </div>
      )}

      {enabled && (
        <div className="grid gap-6">
          <section
            aria-labelledby="codes-heading"
            className="grid gap-3 rounded-lg border p-4 sm:p-5"
          >
            <h3 id="codes-heading" className="font-medium">
              {t('settings.twoFactor.recoveryTitle')}
            </h3>
            {/* With the codes on screen, their own warning says this. */}
            {!(codesVisible && codes) && (
              <p className="text-sm text-muted-foreground">
                {t('settings.twoFactor.recoveryHelp')}
              </p>
            )}
            {codesVisible && codes && <RecoveryCodes key={codes.join()} codes={codes} />}
            <div className="flex flex-wrap gap-2">
              {codesVisible ? (
                <Button type="button" variant="outline" onClick={() => setCodesVisible(false)}>
                  {t('settings.twoFactor.hideCodes')}
                </Button>
              ) : (
                <Button type="button" variant="outline" onClick={showCodes}>
                  {t('settings.twoFactor.showCodes')}
                </Button>
              )}
              <Form route="two_factor.recovery_codes" options={{ preserveScroll: true }}>
                {({ processing }) => (
                  <Button type="submit" variant="outline" disabled={processing}>
                    {t('settings.twoFactor.regenerate')}
                  </Button>
                )}
              </Form>
            </div>
          </section>
          <Form route="two_factor.disable" options={{ preserveScroll: true }}>
            {({ processing }) => (
              <Button type="submit" variant="destructive" disabled={processing}>
                {t('settings.twoFactor.disable')}
              </Button>
            )}
          </Form>
        </div>
      )}
    </>
  )
}

/*
| The codes with what a person needs to keep them: the sentence that says so, a copy to the
| clipboard and a .txt download (a password manager or a printout), as Fortify-based kits offer.
*/
function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation()
  const { user, product } = useSharedProps()
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle')

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'))
      setCopyState('copied')
    } catch {
      setCopyState('failed')
    }
  }

  function download() {
    const text = [
      t('settings.twoFactor.codesFileTitle', { product: product.name, email: user?.email ?? '' }),
      t('settings.twoFactor.codesFileNote'),
      '',
      ...codes,
      '',
    ].join('\n')
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = `${product.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-recovery-codes.txt`
    document.body.append(link)
    link.click()
    link.remove()
    URL.revokeObjectURL(url)
  }

  return (
    <div className="grid gap-3">
      <p className="flex gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-foreground">
        <TriangleAlert
          className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-400"
          aria-hidden
        />
        {t('settings.twoFactor.storeSafely')}
      </p>
      <ul
        aria-label={t('settings.twoFactor.recoveryTitle')}
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-x-10 gap-y-1 rounded-md bg-muted p-4 font-mono text-sm select-all sm:w-fit"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="secondary" size="sm" onClick={copy}>
          <Copy aria-hidden />
          {t('settings.twoFactor.copyCodes')}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={download}>
          <Download aria-hidden />
          {t('settings.twoFactor.downloadCodes')}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {copyState === 'copied' && t('settings.twoFactor.copied')}
          {copyState === 'failed' && t('settings.twoFactor.copyFailed')}
        </p>
      </div>
    </div>
  )
}
