import { useTranslation } from 'react-i18next'
import { UserPlus } from 'lucide-react'
import { Form } from '~/components/forms/form'
import { SelectField } from '~/components/forms/select_field'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'

export type TeamCandidate = { id: number; fullName: string; email: string }

/*
| The project's team, for staff: put a staff account on the project, which brings it the
| project's unread counts, digests and dashboard items. Taking someone off is the members
| panel's Remove.
*/
export function TeamPanel({
  projectId,
  candidates,
}: {
  projectId: number
  candidates: TeamCandidate[]
}) {
  const { t } = useTranslation()

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{t('projects.team.title')}</CardTitle>
        <CardDescription>{t('projects.team.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        {candidates.length > 0 ? (
          <Form
            route="project_team.store"
            noValidate
            routeParams={{ id: projectId }}
            options={{ preserveScroll: true }}
            className="grid gap-3"
          >
            {({ errors, processing }) => (
              <>
                <SelectField
                  id="team-member"
                  name="userId"
                  label={t('projects.team.label')}
                  options={candidates.map((candidate) => ({
                    value: String(candidate.id),
                    label: `${candidate.fullName} (${candidate.email})`,
                  }))}
                  error={errors.userId}
                />
                <div>
                  <Button type="submit" variant="outline" disabled={processing}>
                    <UserPlus aria-hidden />
                    {t('projects.team.submit')}
                  </Button>
                </div>
              </>
            )}
          </Form>
        ) : (
          <p className="text-sm text-muted-foreground">{t('projects.team.none')}</p>
        )}
      </CardContent>
    </Card>
  )
}
