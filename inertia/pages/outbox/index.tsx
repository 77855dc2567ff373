import { Head } from '@inertiajs/react'
import { useRouter } from '@adonisjs/inertia/react'
import { useTranslation } from 'react-i18next'
import { RotateCw } from 'lucide-react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { Pagination } from '~/components/pagination'
import { formatDateTime } from '~/lib/format'
import { useClock } from '~/hooks/use_clock'
import { TechnicalDetails, useFailureText } from '~/features/offers/components/delivery_failure'

type Props = {
  mails: {
    data: Data.OutboxMail[]
    metadata: { currentPage: number; lastPage: number; total: number }
  }
}

/*
| The e-mails the outbox gave up on (staff only): to whom, what, when it failed, why in plain
| words with the server's own text folded below, and "Retry".
*/
export default function OutboxIndex({ mails }: Props) {
  const { t, i18n } = useTranslation()
  const failureText = useFailureText()
  const clock = useClock()
  const router = useRouter()

  return (
    <>
      <Head title={t('outbox.title')} />
      <div className="mx-auto grid max-w-5xl gap-6">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('outbox.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('outbox.description')}</p>
        </div>
        {mails.data.length === 0 ? (
          <p className="rounded-xl border bg-card p-6 text-center text-sm text-muted-foreground">
            {t('outbox.empty')}
          </p>
        ) : (
          <ul className="grid gap-3">
            {mails.data.map((mail) => (
              <li
                key={mail.id}
                className="grid gap-2 rounded-xl border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-start"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words">{mail.subject}</p>
                  <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-muted-foreground">
                    <dt>{t('outbox.recipient')}</dt>
                    <dd className="break-all">{mail.recipient}</dd>
                    <dt>{t('outbox.failedAt')}</dt>
                    <dd>
                      {mail.failedAt
                        ? formatDateTime(mail.failedAt, i18n.language, clock.timeZone)
                        : ''}
                      {' · '}
                      {t('outbox.attempts', { count: mail.attempts })}
                    </dd>
                  </dl>
                  <p className="mt-2 text-sm text-destructive">{failureText(mail.failure)}</p>
                  {mail.reason && <TechnicalDetails reason={mail.reason} />}
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('outbox.retryLabel', { recipient: mail.recipient })}
                  onClick={() =>
                    router.post({ route: 'outbox.retry', routeParams: { id: mail.id } }, {})
                  }
                >
                  <RotateCw aria-hidden />
                  {t('outbox.retry')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Pagination route="outbox.index" meta={mails.metadata} query={{}} />
      </div>
    </>
  )
}
