import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft } from 'lucide-react'
import type { Data } from '@generated/data'
import { Card, CardContent } from '~/components/ui/card'
import { TemplateForm, templateValues } from '~/features/offers/components/template_form'

/* Changing a template changes only the offers written from it afterwards. */
export default function OfferTemplateEdit({ template }: { template: Data.OfferTemplate }) {
  const { t } = useTranslation()
  return (
    <>
      <Head title={t('offers.templates.edit.title', { name: template.name })} />
      <div className="mx-auto grid max-w-3xl gap-4">
        <Link
          route="offers.templates.index"
          className="inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t('offers.templates.back')}
        </Link>
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">
            {t('offers.templates.edit.title', { name: template.name })}
          </h1>
          <p className="mt-1 text-muted-foreground">{t('offers.templates.edit.description')}</p>
        </div>
        <Card>
          <CardContent className="pt-6">
            <TemplateForm
              target={{ route: 'offers.templates.update', id: template.id }}
              defaults={templateValues(template)}
            />
          </CardContent>
        </Card>
      </div>
    </>
  )
}
