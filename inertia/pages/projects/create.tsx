import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { Form } from '~/components/forms/form'
import { ArrowLeft } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '~/components/ui/card'
import { ProjectFields } from '~/features/projects/components/project_fields'

export default function ProjectCreate() {
  const { t } = useTranslation()
  return (
    <>
      <Head title={t('projects.create.title')} />
      <div className="mx-auto grid max-w-2xl gap-4">
        <Link
          route="projects.index"
          className="inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t('projects.show.back')}
        </Link>
        <Card>
          <CardHeader>
            <h1 className="text-lg font-semibold leading-tight">{t('projects.create.title')}</h1>
            <CardDescription>{t('projects.create.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <Form route="projects.store" noValidate className="grid gap-4">
              {({ errors, processing }) => (
                <>
                  <ProjectFields errors={errors} autoFocus />
                  <div className="flex flex-wrap gap-2">
                    <Button type="submit" disabled={processing}>
                      {processing ? t('projects.create.creating') : t('projects.create.submit')}
                    </Button>
                    <Button asChild variant="outline">
                      <Link route="projects.index">{t('common.actions.cancel')}</Link>
                    </Button>
                  </div>
                </>
              )}
            </Form>
          </CardContent>
        </Card>
      </div>
    </>
  )
}
