import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { Form } from '~/components/forms/form'
import { ArrowLeft } from 'lucide-react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { ProjectFields } from '~/features/projects/components/project_fields'
import { WorkflowFields } from '~/features/projects/components/workflow_fields'

type Props = { project: Data.Project.Variants['toDetail'] }

export default function ProjectEdit({ project }: Props) {
  const { t } = useTranslation()
  const { can } = project
  return (
    <>
      <Head title={t('projects.edit.title')} />
      <div className="mx-auto grid max-w-3xl gap-4">
        <Link
          route="projects.show"
          routeParams={{ id: project.id }}
          className="inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {project.name}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight">{t('projects.edit.title')}</h1>
        <Form
          route="projects.update"
          noValidate
          routeParams={{ id: project.id }}
          options={{ preserveScroll: true }}
          className="grid gap-6"
        >
          {({ errors, processing }) => (
            <>
              {can.update && (
                <Card>
                  <CardHeader className="pb-3">
                    <CardTitle className="text-base">{t('projects.edit.basics')}</CardTitle>
                  </CardHeader>
                  <CardContent className="grid gap-4">
                    <ProjectFields errors={errors} defaults={project} />
                  </CardContent>
                </Card>
              )}
              {can.updateWorkflow && (
                <Card>
                  <CardHeader className="pb-3">
                    <CardTitle className="text-base">{t('projects.edit.workflow')}</CardTitle>
                    <CardDescription>{t('projects.edit.workflowHint')}</CardDescription>
                  </CardHeader>
                  <CardContent className="grid gap-4">
                    <WorkflowFields project={project} errors={errors} />
                    <p className="text-xs text-muted-foreground">{t('projects.edit.planHint')}</p>
                  </CardContent>
                </Card>
              )}
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={processing}>
                  {processing ? t('projects.edit.saving') : t('projects.edit.submit')}
                </Button>
                <Button asChild variant="outline">
                  <Link route="projects.show" routeParams={{ id: project.id }}>
                    {t('common.actions.cancel')}
                  </Link>
                </Button>
              </div>
            </>
          )}
        </Form>
      </div>
    </>
  )
}
