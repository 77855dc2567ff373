import { EmailAddress } from '~/components/email_address'
import { useCallback, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { RenderedEmail } from '../types'

/*
| An e-mail as the server rendered it, shown in a sandboxed frame (no script runs in it; its
| links open in a new tab), as tall as its content, with the plain-text part below. The mail's
| own white card stays white in dark mode, as in mail clients.
*/
export function EmailFrame({
  email,
  recipient,
  busy = false,
}: {
  email: RenderedEmail
  recipient?: string
  busy?: boolean
}) {
  const { t } = useTranslation()
  const frame = useRef<HTMLIFrameElement>(null)
  const fit = useCallback(() => {
    const document = frame.current?.contentDocument
    if (frame.current && document?.documentElement) {
      frame.current.style.height = `${document.documentElement.scrollHeight}px`
    }
  }, [])
  const html = email.html.replace(/<head>/i, '<head><base target="_blank">')
  // A server-rendered frame may have loaded before React attached its onLoad.
  useEffect(() => {
    if (frame.current?.contentDocument?.readyState === 'complete') fit()
  }, [html, fit])

  return (
    <div className="grid gap-3" aria-busy={busy}>
      <dl className="grid gap-1 rounded-lg border bg-muted/40 px-3 py-2 text-sm">
        {recipient !== undefined && (
          <div className="flex gap-2">
            <dt className="w-16 shrink-0 text-muted-foreground">{t('offers.preview.to')}</dt>
            <dd className="min-w-0">{recipient ? <EmailAddress email={recipient} /> : '—'}</dd>
          </div>
        )}
        <div className="flex gap-2">
          <dt className="w-16 shrink-0 text-muted-foreground">{t('offers.preview.subject')}</dt>
          <dd className="min-w-0 font-medium break-words" data-testid="preview-subject">
            {email.subject || '—'}
          </dd>
        </div>
      </dl>
      <iframe
        ref={frame}
        title={t('offers.preview.frame')}
        srcDoc={html}
        onLoad={fit}
        sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        className="min-h-96 w-full rounded-lg border bg-white"
      />
      <details className="rounded-lg border px-3 py-2 text-sm">
        <summary className="cursor-pointer rounded-sm font-medium">
          {t('offers.preview.textPart')}
        </summary>
        <pre className="mt-2 overflow-x-auto font-sans text-sm whitespace-pre-wrap">
          {email.text}
        </pre>
      </details>
    </div>
  )
}
