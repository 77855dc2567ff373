import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { Form } from '~/components/forms/form'
import { CircleAlert, MailOpen } from 'lucide-react'
import type { Data } from '@generated/data'
import type { AuthLayoutProps } from '~/layouts/auth_layout'
import { Button } from '~/components/ui/button'
import { useClock } from '~/hooks/use_clock'
import { formatDateTime } from '~/lib/format'

type State = 'valid' | 'expired' | 'revoked' | 'used' | 'wrong_account' | 'invalid'

type Props = {
  token: string
  state: State
  invitation: Data.ProjectInvitation.Variants['toLink'] | null
  signedIn: boolean
  /* For a guest with a valid link: whether the invited address already has an account. */
  hasAccount: boolean | null
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-all">{children}</dd>
    </div>
  )
}

/*
| Whoever opens an invitation link: what it is for and, while it is valid, accepting it (signed
| in) or logging in / creating an account first. Every other state says why nothing happens.
*/
export default function InvitationShow({ token, state, invitation, signedIn, hasAccount }: Props) {
  const { t, i18n } = useTranslation()
  const clock = useClock()

  return (
    <>
      <Head title={t('projects.invitation.title')} />
      {state === 'valid' && invitation ? (
        <div className="grid gap-5 text-sm">
          <div className="flex flex-col items-center gap-2 text-center">
            <MailOpen className="size-8 text-primary" aria-hidden />
            <h2 className="text-lg font-semibold break-words">
              {t('projects.invitation.heading', { project: invitation.projectName })}
            </h2>
            {invitation.invitedBy && (
              <p className="text-muted-foreground">
                {t('projects.invitation.text', { name: invitation.invitedBy })}
              </p>
            )}
          </div>
          <dl className="divide-y rounded-md border px-3">
            <Row label={t('projects.invitation.role')}>
              {t(`projects.roles.${invitation.role}`)}
            </Row>
            <Row label={t('projects.invitation.email')}>{invitation.email}</Row>
            <Row label={t('projects.invitation.expires')}>
              <time dateTime={invitation.expiresAt} suppressHydrationWarning>
                {formatDateTime(invitation.expiresAt, i18n.language, clock.timeZone)}
              </time>
            </Row>
          </dl>
          {signedIn ? (
            <Form route="invitations.accept" routeParams={{ token }}>
              {({ processing }) => (
                <Button type="submit" className="w-full" disabled={processing}>
                  {processing
                    ? t('projects.invitation.accepting')
                    : t('projects.invitation.accept')}
                </Button>
              )}
            </Form>
          ) : (
            <div className="grid gap-3">
              <p className="text-center text-muted-foreground">{t('projects.invitation.guest')}</p>
              {/* The likely next step first: log in to a known address, else create the account. */}
              <Button asChild variant={hasAccount === false ? 'outline' : 'default'}>
                <Link route="session.create">{t('projects.invitation.login')}</Link>
              </Button>
              <Button asChild variant={hasAccount === false ? 'default' : 'outline'}>
                <Link route="new_account.create">{t('projects.invitation.register')}</Link>
              </Button>
            </div>
          )}
        </div>
      ) : (
        <div className="grid gap-4 text-center text-sm">
          <CircleAlert className="mx-auto size-8 text-muted-foreground" aria-hidden />
          <h2 className="text-lg font-semibold">
            {t(`projects.invitation.states.${state}.title`)}
          </h2>
          <p className="text-muted-foreground">{t(`projects.invitation.states.${state}.text`)}</p>
          {state === 'wrong_account' && (
            <Form route="session.destroy">
              <Button type="submit" className="w-full">
                {t('common.nav.logout')}
              </Button>
            </Form>
          )}
          {signedIn ? (
            <Button asChild variant="outline">
              <Link route="projects.index">{t('projects.invitation.toProjects')}</Link>
            </Button>
          ) : (
            <Button asChild variant="outline">
              <Link route="session.create">{t('projects.invitation.login')}</Link>
            </Button>
          )}
        </div>
      )}
    </>
  )
}

InvitationShow.layout = { title: 'projects.invitation.title' } satisfies AuthLayoutProps
