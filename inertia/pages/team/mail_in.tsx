import { Head } from '@inertiajs/react'
import { Link, useRouter } from '@adonisjs/inertia/react'
import { useTranslation } from 'react-i18next'
import { Check, Inbox, Trash2 } from 'lucide-react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { Pagination, type PageMeta } from '~/components/pagination'
import { formatDateTime } from '~/lib/format'
import { useClock } from '~/hooks/use_clock'
import { cn } from '~/lib/utils'
import { TeamTabs } from '~/features/team/components/team_tabs'

type View = 'all' | 'posted' | 'quarantined' | 'rejected'

type Props = {
  mails: { data: Data.InboundMail[]; metadata: PageMeta & { total: number } }
  view: View
  quarantined: number
}

const VIEWS: View[] = ['all', 'posted', 'quarantined', 'rejected']

const TONES: Record<string, string> = {
  accepted: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  quarantined: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  refused: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
}

/*
| The e-mails received (staff only): from whom, to what, what became of each and why, with its
| sender checks (SPF, DKIM, DMARC). A quarantined one waits for a person: "Release" posts it
| as the thread's recipient, "Discard" drops it.
*/
export default function TeamMailIn({ mails, view, quarantined }: Props) {
  const { t, i18n } = useTranslation()
  const clock = useClock()
  const router = useRouter()

  return (
    <>
      <Head title={t('mail_in.log.title')} />
      <div className="mx-auto grid max-w-6xl gap-6">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('team.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('mail_in.log.description')}</p>
        </div>
        <TeamTabs current="mailIn" />
        <nav aria-label={t('mail_in.log.views.label')} className="flex flex-wrap gap-2">
          {VIEWS.map((key) => (
            <Link
              key={key}
              route="team.mail_in"
              qs={key === 'all' ? {} : { view: key }}
              aria-current={view === key ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                view === key && 'border-primary bg-primary text-primary-foreground hover:bg-primary'
              )}
            >
              {t(`mail_in.log.views.${key}`)}
              {key === 'quarantined' && quarantined > 0 ? ` (${quarantined})` : ''}
            </Link>
          ))}
        </nav>
        <p role="status" className="text-sm text-muted-foreground">
          {t('mail_in.log.results', { count: mails.metadata.total })}
        </p>
        {mails.data.length === 0 ? (
          <section className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-12 text-center">
            <Inbox className="size-8 text-muted-foreground" aria-hidden />
            <h2 className="font-semibold">{t('mail_in.log.empty')}</h2>
          </section>
        ) : (
          <ul className="grid gap-3" aria-label={t('mail_in.log.title')}>
            {mails.data.map((mail) => (
              <li
                key={mail.id}
                className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-start"
              >
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <span
                      className={cn(
                        'rounded-full px-2 py-0.5 text-xs font-medium',
                        TONES[mail.status] ?? 'bg-muted text-foreground'
                      )}
                    >
                      {t(`mail_in.log.status.${mail.status}`, { defaultValue: mail.status })}
                    </span>
                    <p className="min-w-0 font-medium break-words">
                      {mail.subject || t('mail_in.log.noSubject')}
                    </p>
                  </div>
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-muted-foreground">
                    <dt>{t('mail_in.log.from')}</dt>
                    <dd className="break-all">{mail.from || '—'}</dd>
                    <dt>{t('mail_in.log.to')}</dt>
                    <dd className="break-all">{mail.to}</dd>
                    <dt>{t('mail_in.log.receivedAt')}</dt>
                    <dd>
                      {formatDateTime(mail.receivedAt, i18n.language, clock.timeZone)}
                      {' · '}
                      {t(`mail_in.log.source.${mail.source}`, { defaultValue: mail.source })}
                    </dd>
                    {mail.authentication && (
                      <>
                        <dt>{t('mail_in.log.checks')}</dt>
                        <dd className="font-mono text-xs leading-5 break-all">
                          {mail.authentication}
                        </dd>
                      </>
                    )}
                    {mail.reason && (
                      <>
                        <dt>{t('mail_in.log.reason')}</dt>
                        <dd>
                          {t(`mail_in.log.reasons.${mail.reason}`, { defaultValue: mail.reason })}
                        </dd>
                      </>
                    )}
                    {mail.decidedAt && (
                      <>
                        <dt>{t('mail_in.log.decided')}</dt>
                        <dd>
                          {formatDateTime(mail.decidedAt, i18n.language, clock.timeZone)}
                          {mail.decidedBy ? ` · ${mail.decidedBy}` : ''}
                        </dd>
                      </>
                    )}
                  </dl>
                </div>
                {mail.status === 'quarantined' && (
                  <div className="flex flex-wrap gap-2 sm:flex-col">
                    <Button
                      size="sm"
                      aria-label={t('mail_in.log.releaseLabel', { from: mail.from })}
                      onClick={() =>
                        router.post(
                          { route: 'team.mail_in.release', routeParams: { id: mail.id } },
                          {},
                          { preserveScroll: true }
                        )
                      }
                    >
                      <Check aria-hidden />
                      {t('mail_in.log.release')}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={t('mail_in.log.discardLabel', { from: mail.from })}
                      onClick={() =>
                        router.post(
                          { route: 'team.mail_in.discard', routeParams: { id: mail.id } },
                          {},
                          { preserveScroll: true }
                        )
                      }
                    >
                      <Trash2 aria-hidden />
                      {t('mail_in.log.discard')}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        <Pagination
          route="team.mail_in"
          meta={mails.metadata}
          query={view === 'all' ? {} : { view }}
        />
      </div>
    </>
  )
}
