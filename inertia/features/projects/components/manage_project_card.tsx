import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRouter } from '@adonisjs/inertia/react'
import { Crown, LogOut, Trash2 } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { NativeSelect } from '~/components/ui/native_select'
import { Label } from '~/components/ui/label'
import type { Member } from '../types'
import { ConfirmDialog } from '~/components/confirm_dialog'

/*
| The project's weighty actions, each behind a confirmation: hand ownership to a member (owner,
| staff), leave (members, viewers) and delete (owner, staff).
*/
export function ManageProjectCard({
  project,
  members,
  can,
}: {
  project: { id: number; name: string }
  members: Member[]
  can: { transfer: boolean; leave: boolean; delete: boolean }
}) {
  const { t } = useTranslation()
  const router = useRouter()
  const candidates = members.filter((member) => member.role !== 'owner')
  const [newOwner, setNewOwner] = useState<number | undefined>(candidates[0]?.userId)
  const chosen = candidates.find((member) => member.userId === newOwner) ?? candidates[0]
  const routeParams = { id: project.id }

  if (!can.transfer && !can.leave && !can.delete) return null

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{t('projects.manage.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 text-sm">
        {can.transfer && (
          <section aria-labelledby="transfer-title" className="grid gap-2">
            <h3 id="transfer-title" className="font-semibold">
              {t('projects.transfer.title')}
            </h3>
            <p className="text-muted-foreground">{t('projects.transfer.text')}</p>
            {chosen ? (
              <div className="grid gap-2">
                <Label htmlFor="transfer-owner">{t('projects.transfer.newOwner')}</Label>
                <NativeSelect
                  id="transfer-owner"
                  value={chosen.userId}
                  onChange={(event) => setNewOwner(Number(event.target.value))}
                >
                  {candidates.map((member) => (
                    <option key={member.userId} value={member.userId}>
                      {member.fullName}
                    </option>
                  ))}
                </NativeSelect>
                <div>
                  <ConfirmDialog
                    trigger={
                      <Button variant="outline">
                        <Crown aria-hidden />
                        {t('projects.transfer.submit')}
                      </Button>
                    }
                    title={t('projects.transfer.confirmTitle', { name: chosen.fullName })}
                    description={t('projects.transfer.confirmText', { name: chosen.fullName })}
                    confirmLabel={t('projects.transfer.submit')}
                    onConfirm={() =>
                      router.post(
                        { route: 'projects.transfer', routeParams },
                        { userId: chosen.userId },
                        { preserveScroll: true }
                      )
                    }
                  />
                </div>
              </div>
            ) : (
              <p className="text-muted-foreground">{t('projects.transfer.noCandidates')}</p>
            )}
          </section>
        )}

        {can.leave && (
          <section aria-labelledby="leave-title" className="grid gap-2">
            <h3 id="leave-title" className="font-semibold">
              {t('projects.leave.title')}
            </h3>
            <p className="text-muted-foreground">{t('projects.leave.text')}</p>
            <div>
              <ConfirmDialog
                trigger={
                  <Button variant="outline">
                    <LogOut aria-hidden />
                    {t('projects.leave.button')}
                  </Button>
                }
                title={t('projects.leave.confirmTitle', { name: project.name })}
                description={t('projects.leave.text')}
                confirmLabel={t('projects.leave.confirm')}
                destructive
                onConfirm={() => router.post({ route: 'projects.leave', routeParams }, {})}
              />
            </div>
          </section>
        )}

        {can.delete && (
          <section
            aria-labelledby="delete-title"
            className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-4"
          >
            <h3 id="delete-title" className="font-semibold">
              {t('projects.delete.title')}
            </h3>
            <p className="text-muted-foreground">{t('projects.delete.text')}</p>
            <div>
              <ConfirmDialog
                trigger={
                  <Button variant="destructive">
                    <Trash2 aria-hidden />
                    {t('projects.delete.button')}
                  </Button>
                }
                title={t('projects.delete.confirmTitle', { name: project.name })}
                description={t('projects.delete.text')}
                confirmLabel={t('projects.delete.confirm')}
                destructive
                onConfirm={() => router.delete({ route: 'projects.destroy', routeParams })}
              />
            </div>
          </section>
        )}
      </CardContent>
    </Card>
  )
}
