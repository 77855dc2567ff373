import { useState } from 'react'
import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Form } from '~/components/forms/form'
import { Globe, Monitor, Smartphone, Tablet } from 'lucide-react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/forms/text_field'

type BrowserSession = Data.BrowserSession

const ICONS = { desktop: Monitor, phone: Smartphone, tablet: Tablet } as const

/* "5 minutes ago" in the page's language, measured against the server's clock (`now`). */
function relativeTime(iso: string, now: string, language: string, justNow: string) {
  const seconds = Math.max(0, (Date.parse(now) - Date.parse(iso)) / 1000)
  if (seconds < 60) return justNow
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
  if (seconds < 3600) return format.format(-Math.floor(seconds / 60), 'minute')
  if (seconds < 86_400) return format.format(-Math.floor(seconds / 3600), 'hour')
  return format.format(-Math.floor(seconds / 86_400), 'day')
}

export default function SessionsSettings({
  sessions,
  now,
}: {
  sessions: BrowserSession[]
  now: string
}) {
  const { t, i18n } = useTranslation()
  const [confirming, setConfirming] = useState(false)

  function deviceName(session: BrowserSession) {
    const browser = session.browser ?? t('settings.sessions.unknownBrowser')
    return session.os ? t('settings.sessions.browserOnOs', { browser, os: session.os }) : browser
  }

  return (
    <>
      <Head title={t('settings.sessions.title')} />
      <h2 className="text-lg font-semibold">{t('settings.sessions.title')}</h2>
      <p className="mb-6 max-w-xl text-sm text-muted-foreground">
        {t('settings.sessions.description')}
      </p>

      <ul
        aria-label={t('settings.sessions.listLabel')}
        className="max-w-xl divide-y rounded-lg border bg-card"
      >
        {sessions.map((session, index) => {
          const Icon = ICONS[session.kind]
          return (
            <li key={index} className="flex items-start gap-3 p-4">
              <Icon className="mt-0.5 size-6 shrink-0 text-muted-foreground" aria-hidden />
              <div className="grid min-w-0 gap-0.5 text-sm">
                <p className="font-medium">{deviceName(session)}</p>
                <p className="flex flex-wrap items-center gap-x-3 text-muted-foreground">
                  {session.current ? (
                    <span className="font-medium text-success">
                      {t('settings.sessions.thisDevice')}
                    </span>
                  ) : (
                    <time dateTime={session.lastActiveAt}>
                      {t('settings.sessions.lastActive', {
                        time: relativeTime(
                          session.lastActiveAt,
                          now,
                          i18n.language,
                          t('settings.sessions.justNow')
                        ),
                      })}
                    </time>
                  )}
                  {session.ip && (
                    // Its own piece, so on a narrow screen it moves to the next line whole.
                    <span className="inline-flex items-center gap-1">
                      <Globe className="size-3.5" aria-hidden />
                      <span className="sr-only">{t('settings.sessions.ipAddress')}</span>
                      <span className="break-all">{session.ip}</span>
                    </span>
                  )}
                </p>
              </div>
            </li>
          )
        })}
      </ul>

      <section aria-labelledby="logout-others" className="mt-8 max-w-xl">
        <h3 id="logout-others" className="font-semibold">
          {t('settings.sessions.logoutTitle')}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{t('settings.sessions.logoutHelp')}</p>
        {!confirming ? (
          <Button variant="outline" className="mt-4" onClick={() => setConfirming(true)}>
            {t('settings.sessions.logoutTitle')}
          </Button>
        ) : (
          <Form
            route="sessions.destroy_others"
            options={{ preserveScroll: true }}
            resetOnError
            resetOnSuccess
            onSuccess={() => setConfirming(false)}
            className="mt-4 flex max-w-md flex-col gap-4"
          >
            {({ errors, processing }) => (
              <>
                <TextField
                  id="password"
                  label={t('settings.sessions.passwordLabel')}
                  type="password"
                  autoComplete="current-password"
                  autoFocus
                  required
                  error={errors.password}
                />
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" disabled={processing}>
                    {processing
                      ? t('settings.sessions.loggingOut')
                      : t('settings.sessions.confirm')}
                  </Button>
                  <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
                    {t('common.actions.cancel')}
                  </Button>
                </div>
              </>
            )}
          </Form>
        )}
      </section>
    </>
  )
}
