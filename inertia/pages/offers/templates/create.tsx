import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft } from 'lucide-react'
import { Card, CardContent } from '~/components/ui/card'
import { TemplateForm, templateValues } from '~/features/offers/components/template_form'

/* A new offer template (/offers/templates/create), in the writer's language to start with. */
export default function OfferTemplateCreate({ defaults }: { defaults: { locale: string } }) {
  const { t } = useTranslation()
  return (
    <>
      <Head title={t('offers.templates.create.title')} />
      <div className="mx-auto grid max-w-3xl gap-4">
        <Link
          route="offers.templates.index"
          className="inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t('offers.templates.back')}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight">
          {t('offers.templates.create.title')}
        </h1>
        <Card>
          <CardContent className="pt-6">
            <TemplateForm
              target={{ route: 'offers.templates.store' }}
              defaults={templateValues(defaults)}
            />
          </CardContent>
        </Card>
      </div>
    </>
  )
}
