import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { RelativeTime } from '~/components/relative_time'
import { formatDate } from '~/lib/format'
import { PersonBadges, YesNo } from './person_badges'
import type { Clock, PersonRow } from '../types'

function Avatar({ initials }: { initials: string }) {
  return (
    <span
      aria-hidden
      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-xs font-semibold text-secondary-foreground"
    >
      {initials}
    </span>
  )
}

/*
| Every account: a table on wide screens (scan by column), a list of cards on phones (the same
| facts, stacked). The name opens the person's page.
*/
export function PeopleList({ people, clock }: { people: PersonRow[]; clock: Clock }) {
  const { t, i18n } = useTranslation()
  const lastActive = (person: PersonRow) =>
    person.lastActiveAt ? (
      <RelativeTime iso={person.lastActiveAt} clock={clock} />
    ) : (
      <span className="text-muted-foreground">{t('team.people.never')}</span>
    )
  const name = (person: PersonRow) => (
    <Link
      route="team.show"
      routeParams={{ id: person.id }}
      className="font-medium underline-offset-4 hover:underline focus-visible:underline"
    >
      {person.fullName}
    </Link>
  )

  return (
    <>
      <ul className="grid gap-3 md:hidden" aria-label={t('team.people.title')}>
        {people.map((person) => (
          <li key={person.id} className="grid gap-3 rounded-xl border bg-card p-4">
            <div className="flex items-start gap-3">
              <Avatar initials={person.initials} />
              <div className="min-w-0 flex-1">
                <p className="break-words">{name(person)}</p>
                <p className="text-sm break-all text-muted-foreground">{person.email}</p>
              </div>
            </div>
            <PersonBadges person={person} />
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{t('team.people.created')}</dt>
              <dd>{formatDate(person.createdAt, i18n.language, clock.timeZone)}</dd>
              <dt className="text-muted-foreground">{t('team.people.lastActive')}</dt>
              <dd>{lastActive(person)}</dd>
              <dt className="text-muted-foreground">{t('team.people.verified')}</dt>
              <dd>
                <YesNo value={person.emailVerified} label={t('team.people.verified')} />
              </dd>
              <dt className="text-muted-foreground">{t('team.people.twoFactor')}</dt>
              <dd>
                <YesNo value={person.twoFactorEnabled} label={t('team.people.twoFactor')} />
              </dd>
            </dl>
          </li>
        ))}
      </ul>

      <div className="hidden overflow-x-auto rounded-xl border bg-card md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('team.people.title')}</caption>
          <thead className="border-b text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                {t('team.people.person')}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {t('team.people.created')}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {t('team.people.lastActive')}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {t('team.people.verified')}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {t('team.people.twoFactor')}
              </th>
            </tr>
          </thead>
          <tbody>
            {people.map((person) => (
              <tr key={person.id} className="border-b last:border-0">
                <td className="px-4 py-3">
                  <div className="flex items-start gap-3">
                    <Avatar initials={person.initials} />
                    <div className="grid min-w-0 gap-1">
                      <span className="break-words">{name(person)}</span>
                      <span className="break-all text-muted-foreground">{person.email}</span>
                      <PersonBadges person={person} />
                    </div>
                  </div>
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {formatDate(person.createdAt, i18n.language, clock.timeZone)}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{lastActive(person)}</td>
                <td className="px-4 py-3">
                  <YesNo value={person.emailVerified} label={t('team.people.verified')} />
                </td>
                <td className="px-4 py-3">
                  <YesNo value={person.twoFactorEnabled} label={t('team.people.twoFactor')} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
