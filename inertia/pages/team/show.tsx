import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft, History } from 'lucide-react'
import type { Data } from '@generated/data'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { RelativeTime } from '~/components/relative_time'
import { useClock } from '~/hooks/use_clock'
import { formatDateTime } from '~/lib/format'
import { StatusBadge } from '~/features/projects/components/status_badge'
import { PersonBadges, YesNo } from '~/features/team/components/person_badges'
import { AccountActions } from '~/features/team/components/account_actions'

type Props = {
  person: Data.Person
  projects: Data.PersonProject[]
  conversations: Data.PersonConversation[]
  canManage: boolean
}

/*
| One person in the back office: the account's facts, staff management (not on one's own
| account), then the projects they are in and their conversations with the team.
*/
export default function TeamShow({ person, projects, conversations, canManage }: Props) {
  const { t, i18n } = useTranslation()
  const clock = useClock()
  const linkClass = 'font-medium underline-offset-4 hover:underline focus-visible:underline'

  return (
    <>
      <Head title={person.fullName} />
      <div className="mx-auto grid max-w-4xl gap-6">
        <div>
          <Link
            route="team.index"
            className="inline-flex min-h-11 items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft className="size-4" aria-hidden />
            {t('team.person.back')}
          </Link>
          <div className="mt-3 flex items-start gap-4">
            <span
              aria-hidden
              className="flex size-12 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
            >
              {person.initials}
            </span>
            <div className="grid min-w-0 gap-1">
              <h1 className="text-2xl font-semibold tracking-tight break-words">
                {person.fullName}
              </h1>
              <p className="break-all text-muted-foreground">{person.email}</p>
              <PersonBadges person={person} />
            </div>
          </div>
        </div>

        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('team.person.account')}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              <dt className="text-muted-foreground">{t('team.people.created')}</dt>
              <dd>{formatDateTime(person.createdAt, i18n.language, clock.timeZone)}</dd>
              <dt className="text-muted-foreground">{t('team.people.lastActive')}</dt>
              <dd>
                {person.lastActiveAt ? (
                  <RelativeTime iso={person.lastActiveAt} clock={clock} />
                ) : (
                  t('team.people.never')
                )}
              </dd>
              <dt className="text-muted-foreground">{t('team.people.verified')}</dt>
              <dd>
                <YesNo value={person.emailVerified} label={t('team.people.verified')} />
              </dd>
              <dt className="text-muted-foreground">{t('team.people.twoFactor')}</dt>
              <dd>
                <YesNo value={person.twoFactorEnabled} label={t('team.people.twoFactor')} />
              </dd>
              {person.deactivatedAt && (
                <>
                  <dt className="text-muted-foreground">{t('team.person.deactivatedAt')}</dt>
                  <dd>{formatDateTime(person.deactivatedAt, i18n.language, clock.timeZone)}</dd>
                </>
              )}
            </dl>
            {person.role === 'super_admin' && (
              <Link
                route="team.activity"
                qs={{ actor: person.id }}
                className="mt-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline"
              >
                <History className="size-4" aria-hidden />
                {t('team.person.activity')}
              </Link>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('team.manage.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            {canManage ? (
              <AccountActions person={person} />
            ) : (
              <p className="text-sm text-muted-foreground">{t('team.manage.self')}</p>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="text-base">
              {t('team.person.projects', { count: projects.length })}
            </CardTitle>
          </CardHeader>
          <CardContent>
            {projects.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('team.person.noProjects')}</p>
            ) : (
              <ul className="divide-y">
                {projects.map((project) => (
                  <li
                    key={project.id}
                    className="flex flex-wrap items-center justify-between gap-2 py-3"
                  >
                    <div className="min-w-0">
                      <Link
                        route="projects.show"
                        routeParams={{ id: project.id }}
                        className={linkClass}
                      >
                        {project.name}
                      </Link>
                      <p className="text-sm text-muted-foreground">
                        {t(`projects.roles.${project.role}`)}
                        {' · '}
                        <RelativeTime iso={project.lastActivityAt} clock={clock} />
                      </p>
                    </div>
                    <StatusBadge status={project.status} />
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="text-base">
              {t('team.person.conversations', { count: conversations.length })}
            </CardTitle>
          </CardHeader>
          <CardContent>
            {conversations.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('team.person.noConversations')}</p>
            ) : (
              <ul className="divide-y">
                {conversations.map((conversation) => (
                  <li
                    key={conversation.id}
                    className="flex flex-wrap items-center justify-between gap-2 py-3"
                  >
                    <Link
                      route="inbox.show"
                      routeParams={{ id: conversation.id }}
                      className={linkClass}
                    >
                      {t(`inbox.kinds.${conversation.kind}`)}
                      {' · '}
                      {t(`inbox.status.${conversation.status}`)}
                    </Link>
                    <span className="text-sm text-muted-foreground">
                      <RelativeTime iso={conversation.lastActivityAt} clock={clock} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  )
}
