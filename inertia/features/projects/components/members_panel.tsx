import type React from 'react'
import { useTranslation } from 'react-i18next'
import { useRouter } from '@adonisjs/inertia/react'
import { UserMinus } from 'lucide-react'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { NativeSelect } from '~/components/ui/native_select'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { ASSIGNABLE_ROLES, type AssignableRole } from '@shared/projects'
import type { Clock, Member } from '../types'
import { ConfirmDialog } from '~/components/confirm_dialog'
import { MemberAvatar } from './member_avatar'
import { formatDate } from '~/lib/format'

/*
| Who is in the project: name, e-mail ("No email"), role, when they joined and whether they are
| online now (presence, from the page). On the settings page owner and staff change a client's
| role and remove a client; the company's team (labelled Super Admin) is changed only by staff
| (`canManageTeam`), who take a colleague off the project but never make them a viewer.
*/
export function MembersPanel({
  projectId,
  members,
  online,
  currentUserId,
  canManage,
  canManageTeam = false,
  clock,
  action,
}: {
  projectId: number
  members: Member[]
  online: ReadonlySet<number>
  currentUserId: number | undefined
  canManage: boolean
  canManageTeam?: boolean
  clock: Clock
  /* Beside the title (the project page's link to manage the members). */
  action?: React.ReactNode
}) {
  const { t, i18n } = useTranslation()
  const router = useRouter()
  const preserve = { preserveScroll: true }

  function changeRole(member: Member, role: AssignableRole) {
    router.put(
      { route: 'project_members.update', routeParams: { id: projectId, memberId: member.id } },
      { role },
      preserve
    )
  }

  function remove(member: Member) {
    router.delete(
      { route: 'project_members.destroy', routeParams: { id: projectId, memberId: member.id } },
      preserve
    )
  }

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 pb-3">
        <CardTitle id="members-title" className="text-base">
          {t('projects.members.title')}{' '}
          <span className="font-normal text-muted-foreground">({members.length})</span>
        </CardTitle>
        {action}
      </CardHeader>
      <CardContent>
        <ul aria-labelledby="members-title" className="-mx-2 divide-y">
          {members.map((member) => {
            const isOnline = online.has(member.userId)
            const isSelf = member.userId === currentUserId
            const changeable = canManage && member.role !== 'owner' && !isSelf && !member.isStaff
            const removable =
              canManage && member.role !== 'owner' && !isSelf && (!member.isStaff || canManageTeam)
            const label = member.isStaff
              ? t('projects.roles.super_admin')
              : t(`projects.roles.${member.role}`)
            return (
              <li key={member.id} className="flex gap-3 px-2 py-3" data-testid="member">
                <MemberAvatar initials={member.initials} online={isOnline} />
                <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="truncate font-medium">{member.fullName}</span>
                    {isSelf && (
                      <span className="text-xs text-muted-foreground">
                        {t('projects.members.you')}
                      </span>
                    )}
                    {!changeable && (
                      <Badge
                        className={
                          member.isStaff
                            ? 'border-primary/30 bg-primary/10 text-primary'
                            : 'border-border bg-muted text-foreground'
                        }
                      >
                        {label}
                      </Badge>
                    )}
                  </div>
                  <span className="truncate text-muted-foreground">
                    {member.email ?? t('projects.members.noEmail')}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {isOnline ? (
                      <span className="font-medium text-success">
                        {t('projects.members.online')}
                      </span>
                    ) : (
                      <time dateTime={member.joinedAt} suppressHydrationWarning>
                        {t('projects.members.joinedOn', {
                          date: formatDate(member.joinedAt, i18n.language, clock.timeZone),
                        })}
                      </time>
                    )}
                  </span>
                  {(changeable || removable) && (
                    <div className="mt-2 flex flex-wrap items-center gap-2">
                      {changeable && (
                        <NativeSelect
                          aria-label={t('projects.members.roleOf', { name: member.fullName })}
                          className="h-8 w-auto"
                          value={member.role}
                          onChange={(event) =>
                            changeRole(member, event.target.value as AssignableRole)
                          }
                        >
                          {ASSIGNABLE_ROLES.map((role) => (
                            <option key={role} value={role}>
                              {t(`projects.roles.${role}`)}
                            </option>
                          ))}
                        </NativeSelect>
                      )}
                      {removable && (
                        <ConfirmDialog
                          trigger={
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-label={t('projects.members.removeLabel', {
                                name: member.fullName,
                              })}
                            >
                              <UserMinus aria-hidden />
                              {t('projects.members.remove')}
                            </Button>
                          }
                          title={t(
                            member.isStaff
                              ? 'projects.team.removeTitle'
                              : 'projects.members.removeTitle',
                            { name: member.fullName }
                          )}
                          description={t(
                            member.isStaff
                              ? 'projects.team.removeText'
                              : 'projects.members.removeText'
                          )}
                          confirmLabel={t('projects.members.remove')}
                          destructive
                          onConfirm={() => remove(member)}
                        />
                      )}
                    </div>
                  )}
                  {canManage && member.isStaff && !canManageTeam && (
                    <span className="text-xs text-muted-foreground">{t('projects.team.note')}</span>
                  )}
                </div>
              </li>
            )
          })}
        </ul>
      </CardContent>
    </Card>
  )
}
