import { useTranslation } from 'react-i18next'
import { useRouter } from '@adonisjs/inertia/react'
import { Form } from '~/components/forms/form'
import { MailPlus, RotateCw, X } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { TextField } from '~/components/forms/text_field'
import { SelectField } from '~/components/forms/select_field'
import type { Clock, PendingInvitation } from '../types'
import { RelativeTime } from '~/components/relative_time'

/*
| Invite by e-mail with a role, and the invitations still waiting: who, invited by whom, when the
| link expires, with resend and revoke. Shown to those who may invite (owner, staff).
*/
export function InvitationsPanel({
  projectId,
  invitations,
  clock,
}: {
  projectId: number
  invitations: PendingInvitation[]
  clock: Clock
}) {
  const { t } = useTranslation()
  const router = useRouter()
  const preserve = { preserveScroll: true }

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{t('projects.invite.title')}</CardTitle>
        <CardDescription>{t('projects.invite.hint')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <Form
          route="project_invitations.store"
          noValidate
          routeParams={{ id: projectId }}
          options={preserve}
          resetOnSuccess
          className="grid gap-3"
        >
          {({ errors, processing }) => (
            <>
              <TextField
                id="invite-email"
                name="email"
                type="email"
                autoComplete="off"
                label={t('projects.invite.email')}
                required
                error={errors.email}
              />
              <SelectField
                id="invite-role"
                name="role"
                label={t('projects.invite.role')}
                defaultValue="member"
                options={[
                  { value: 'member', label: t('projects.roles.member') },
                  { value: 'viewer', label: t('projects.roles.viewer') },
                ]}
                error={errors.role}
              />
              <div>
                <Button type="submit" disabled={processing}>
                  <MailPlus aria-hidden />
                  {processing ? t('projects.invite.sending') : t('projects.invite.submit')}
                </Button>
              </div>
            </>
          )}
        </Form>

        <section aria-labelledby="pending-invitations">
          <h3 id="pending-invitations" className="text-sm font-semibold">
            {t('projects.invitations.title')}
          </h3>
          {invitations.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">{t('projects.invitations.empty')}</p>
          ) : (
            <ul className="mt-2 divide-y rounded-md border" aria-labelledby="pending-invitations">
              {invitations.map((invitation) => (
                <li key={invitation.id} className="grid gap-2 p-3 text-sm" data-testid="invitation">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{invitation.email}</p>
                    <p className="text-xs text-muted-foreground">
                      {t(`projects.roles.${invitation.role}`)}
                      {invitation.invitedBy && (
                        <>
                          {' · '}
                          {t('projects.invitations.invitedBy', {
                            name: invitation.invitedBy.fullName,
                          })}
                        </>
                      )}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {t('projects.invitations.expires')}{' '}
                      <RelativeTime iso={invitation.expiresAt} clock={clock} />
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={t('projects.invitations.resendLabel', {
                        email: invitation.email,
                      })}
                      onClick={() =>
                        router.post(
                          {
                            route: 'project_invitations.resend',
                            routeParams: { id: projectId, invitationId: invitation.id },
                          },
                          {},
                          preserve
                        )
                      }
                    >
                      <RotateCw aria-hidden />
                      {t('projects.invitations.resend')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('projects.invitations.revokeLabel', {
                        email: invitation.email,
                      })}
                      onClick={() =>
                        router.delete(
                          {
                            route: 'project_invitations.destroy',
                            routeParams: { id: projectId, invitationId: invitation.id },
                          },
                          preserve
                        )
                      }
                    >
                      <X aria-hidden />
                      {t('projects.invitations.revoke')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  )
}
