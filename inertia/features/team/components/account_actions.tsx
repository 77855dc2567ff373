import { useTranslation } from 'react-i18next'
import { useRouter } from '@adonisjs/inertia/react'
import { MailCheck, ShieldMinus, ShieldPlus, UserCheck, UserX } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/confirm_dialog'
import type { PersonRow } from '../types'

/*
| Staff management on a person's page: staff or client, deactivate or reactivate, a new
| verification link. Each change is confirmed in a dialog; the server asks for the password
| first when it was not confirmed in the last 3 hours, then brings the user back here.
*/
export function AccountActions({ person }: { person: PersonRow }) {
  const { t } = useTranslation()
  const router = useRouter()
  const routeParams = { id: person.id }
  const preserve = { preserveScroll: true }
  const name = person.fullName
  const staff = person.role === 'super_admin'

  return (
    <div className="grid gap-4">
      <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-center">
        <div>
          <p className="font-medium">{t('team.manage.roleTitle')}</p>
          <p className="text-sm text-muted-foreground">
            {staff ? t('team.manage.roleStaff') : t('team.manage.roleClient')}
          </p>
        </div>
        <ConfirmDialog
          trigger={
            <Button variant="outline">
              {staff ? <ShieldMinus aria-hidden /> : <ShieldPlus aria-hidden />}
              {staff ? t('team.manage.demote') : t('team.manage.promote')}
            </Button>
          }
          title={
            staff ? t('team.manage.demoteTitle', { name }) : t('team.manage.promoteTitle', { name })
          }
          description={staff ? t('team.manage.demoteText') : t('team.manage.promoteText')}
          confirmLabel={staff ? t('team.manage.demote') : t('team.manage.promote')}
          destructive={staff}
          onConfirm={() =>
            router.put(
              { route: 'team.role', routeParams },
              { role: staff ? 'client' : 'super_admin' },
              preserve
            )
          }
        />
      </div>

      <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-center">
        <div>
          <p className="font-medium">{t('team.manage.accessTitle')}</p>
          <p className="text-sm text-muted-foreground">
            {person.deactivatedAt ? t('team.manage.accessOff') : t('team.manage.accessOn')}
          </p>
        </div>
        {person.deactivatedAt ? (
          <ConfirmDialog
            trigger={
              <Button variant="outline">
                <UserCheck aria-hidden />
                {t('team.manage.reactivate')}
              </Button>
            }
            title={t('team.manage.reactivateTitle', { name })}
            description={t('team.manage.reactivateText')}
            confirmLabel={t('team.manage.reactivate')}
            onConfirm={() => router.delete({ route: 'team.reactivate', routeParams }, preserve)}
          />
        ) : (
          <ConfirmDialog
            trigger={
              <Button variant="outline">
                <UserX aria-hidden />
                {t('team.manage.deactivate')}
              </Button>
            }
            title={t('team.manage.deactivateTitle', { name })}
            description={t('team.manage.deactivateText')}
            confirmLabel={t('team.manage.deactivate')}
            destructive
            onConfirm={() => router.post({ route: 'team.deactivate', routeParams }, {}, preserve)}
          />
        )}
      </div>

      {!person.emailVerified && (
        <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-center">
          <div>
            <p className="font-medium">{t('team.manage.verificationTitle')}</p>
            <p className="text-sm text-muted-foreground">{t('team.manage.verificationText')}</p>
          </div>
          <Button
            variant="outline"
            onClick={() => router.post({ route: 'team.verification', routeParams }, {}, preserve)}
          >
            <MailCheck aria-hidden />
            {t('team.manage.resend')}
          </Button>
        </div>
      )}
    </div>
  )
}
