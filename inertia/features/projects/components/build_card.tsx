import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRouter } from '@adonisjs/inertia/react'
import { CircleCheck, ExternalLink, FlaskConical, MessageSquareWarning } from 'lucide-react'
import { BUILD_BOUNDS } from '@shared/projects'
import { Button } from '~/components/ui/button'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native_select'
import { FieldError } from '~/components/ui/field_error'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/confirm_dialog'
import { Form } from '~/components/forms/form'
import { TextField } from '~/components/forms/text_field'
import { TextareaField } from '~/components/forms/textarea_field'
import { formatDate } from '~/lib/format'
import type { Clock } from '../types'

export type Build = {
  link: string
  note: string | null
  milestoneKey: string | null
  readyAt: string | null
  confirmedAt: string | null
  confirmedBy: string | null
}

/*
| Step 6 of the workflow, "you test it": the build staff handed over, with the owner's two
| answers (it works; something is missing, which goes to the chat), and staff's form to hand a
| build over. Shown once the project is being built.
*/
export function BuildCard({
  projectId,
  build,
  canMarkReady,
  canReview,
  milestones,
  clock,
}: {
  projectId: number
  build: Build | null
  canMarkReady: boolean
  canReview: boolean
  /* The agreed plan's milestones: a build may deliver an open one. */
  milestones: { key: string; title: string; state: string }[]
  clock: Clock
}) {
  const { t, i18n } = useTranslation()
  const router = useRouter()
  const [reporting, setReporting] = useState(false)
  const [handingOver, setHandingOver] = useState(false)
  const date = (iso: string) => formatDate(iso, i18n.language, clock.timeZone)
  const preserve = { preserveScroll: true }
  const underTest = build?.readyAt && !build.confirmedAt
  const delivers = milestones.find((milestone) => milestone.key === build?.milestoneKey)
  const open = milestones.filter((milestone) => milestone.state === 'open')

  return (
    // The target of a "build to test" notification's link.
    <Card id="project-build" className="scroll-mt-20">
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <FlaskConical className="size-4 text-muted-foreground" aria-hidden />
          {t('projects.build.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {!build ? (
          <p className="text-muted-foreground">
            {t(canMarkReady ? 'projects.build.noneStaff' : 'projects.build.none')}
          </p>
        ) : (
          <>
            {delivers && (
              <p className="font-medium break-words">
                {t('projects.build.forMilestone', { title: delivers.title })}
              </p>
            )}
            {build.note && <p className="whitespace-pre-line break-words">{build.note}</p>}
            <div className="flex flex-wrap items-center gap-3">
              <Button asChild variant="outline">
                <a href={build.link} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden />
                  {t('projects.build.link')}
                </a>
              </Button>
              {build.readyAt && (
                <span className="text-xs text-muted-foreground" suppressHydrationWarning>
                  {t('projects.build.readyOn', { date: date(build.readyAt) })}
                </span>
              )}
            </div>
            {build.confirmedAt ? (
              <p
                className="flex items-center gap-2 rounded-md border border-success/40 bg-success/5 p-3 font-medium"
                suppressHydrationWarning
              >
                <CircleCheck className="size-4 shrink-0 text-success" aria-hidden />
                {build.confirmedBy
                  ? t('projects.build.confirmedBy', {
                      name: build.confirmedBy,
                      date: date(build.confirmedAt),
                    })
                  : t('projects.build.confirmed', { date: date(build.confirmedAt) })}
              </p>
            ) : !build.readyAt ? (
              <p className="text-muted-foreground">{t('projects.build.backWithTeam')}</p>
            ) : canReview ? (
              <div className="grid gap-3 rounded-md border border-primary/40 bg-accent p-3">
                <p>{t('projects.build.yourTurn')}</p>
                {reporting ? (
                  <Form
                    route="projects.build.changes"
                    routeParams={{ id: projectId }}
                    noValidate
                    options={preserve}
                    onSuccess={() => setReporting(false)}
                    className="grid gap-3"
                  >
                    {({ errors, processing }) => (
                      <>
                        <TextareaField
                          id="build-changes"
                          name="text"
                          label={t('projects.build.changesLabel')}
                          hint={t('projects.build.changesHint')}
                          rows={4}
                          required
                          autoFocus
                          error={errors.text}
                        />
                        <div className="flex flex-wrap gap-2">
                          <Button type="submit" disabled={processing}>
                            {processing
                              ? t('projects.build.saving')
                              : t('projects.build.sendChanges')}
                          </Button>
                          <Button type="button" variant="ghost" onClick={() => setReporting(false)}>
                            {t('projects.build.cancel')}
                          </Button>
                        </div>
                      </>
                    )}
                  </Form>
                ) : (
                  <div className="flex flex-wrap gap-2">
                    <ConfirmDialog
                      trigger={
                        <Button>
                          <CircleCheck aria-hidden />
                          {t('projects.build.confirm')}
                        </Button>
                      }
                      title={t('projects.build.confirmTitle')}
                      description={
                        delivers
                          ? t('projects.build.milestoneConfirmText', { title: delivers.title })
                          : t('projects.build.confirmText')
                      }
                      confirmLabel={t('projects.build.confirm')}
                      onConfirm={() =>
                        router.post(
                          { route: 'projects.build.confirm', routeParams: { id: projectId } },
                          {},
                          preserve
                        )
                      }
                    />
                    <Button variant="outline" onClick={() => setReporting(true)}>
                      <MessageSquareWarning aria-hidden />
                      {t('projects.build.requestChanges')}
                    </Button>
                  </div>
                )}
              </div>
            ) : (
              underTest && <p className="text-muted-foreground">{t('projects.build.waiting')}</p>
            )}
          </>
        )}

        {canMarkReady &&
          (build && !handingOver ? (
            <div>
              <Button variant="outline" onClick={() => setHandingOver(true)}>
                {t('projects.build.markAgain')}
              </Button>
            </div>
          ) : (
            <Form
              route="projects.build.ready"
              routeParams={{ id: projectId }}
              noValidate
              options={preserve}
              resetOnSuccess
              onSuccess={() => setHandingOver(false)}
              className="grid gap-3 border-t pt-4"
            >
              {({ errors, processing }) => (
                <>
                  <TextField
                    id="build-link"
                    name="link"
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    label={t('projects.build.linkLabel')}
                    maxLength={BUILD_BOUNDS.linkMax}
                    required
                    error={errors.link}
                  />
                  <TextareaField
                    id="build-note"
                    name="note"
                    rows={3}
                    label={t('projects.build.noteLabel')}
                    placeholder={t('projects.build.notePlaceholder')}
                    maxLength={BUILD_BOUNDS.noteMax}
                    error={errors.note}
                  />
                  {open.length > 0 && (
                    <div className="grid gap-2">
                      <Label htmlFor="build-milestone">{t('projects.build.milestoneLabel')}</Label>
                      <NativeSelect id="build-milestone" name="milestone" defaultValue="">
                        <option value="">{t('projects.build.noMilestone')}</option>
                        {open.map((milestone) => (
                          <option key={milestone.key} value={milestone.key}>
                            {milestone.title}
                          </option>
                        ))}
                      </NativeSelect>
                      <FieldError id="build-milestone-error" message={errors.milestone} />
                    </div>
                  )}
                  <div>
                    <Button type="submit" disabled={processing}>
                      {processing ? t('projects.build.saving') : t('projects.build.submitReady')}
                    </Button>
                  </div>
                </>
              )}
            </Form>
          ))}
      </CardContent>
    </Card>
  )
}
