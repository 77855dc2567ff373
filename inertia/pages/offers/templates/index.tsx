import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link, useRouter } from '@adonisjs/inertia/react'
import { ArrowLeft, FileStack, Pencil, Plus, Trash2 } from 'lucide-react'
import type { Data } from '@generated/data'
import { formatAmount, offerAmount } from '@shared/offers'
import type { Currency } from '@shared/projects'
import { Button } from '~/components/ui/button'
import { Badge } from '~/components/ui/badge'
import { ConfirmDialog } from '~/components/confirm_dialog'

type Template = Data.OfferTemplate

/*
| The team's offer templates (/offers/templates): one list for the whole team, by language. A
| template is only copied into a new offer, so changing or deleting one leaves every offer as sent.
*/
export default function OfferTemplates({ templates }: { templates: Template[] }) {
  const { t, i18n } = useTranslation()
  const routes = useRouter()
  const amountOf = (template: Template) => {
    const minor = offerAmount({ lineItems: template.items, priceMinor: template.priceMinor })
    return formatAmount(
      minor === null ? null : { minor, currency: template.currency as Currency },
      i18n.language
    )
  }

  return (
    <>
      <Head title={t('offers.templates.title')} />
      <div className="mx-auto grid max-w-4xl gap-6">
        <Link
          route="offers.index"
          className="inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t('offers.show.back')}
        </Link>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">{t('offers.templates.title')}</h1>
            <p className="mt-1 text-muted-foreground">{t('offers.templates.description')}</p>
          </div>
          <Button asChild>
            <Link route="offers.templates.create">
              <Plus aria-hidden />
              {t('offers.templates.new')}
            </Link>
          </Button>
        </div>

        {templates.length === 0 ? (
          <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-10 text-center">
            <FileStack className="size-8 text-muted-foreground" aria-hidden />
            <p className="max-w-md text-sm text-muted-foreground">{t('offers.templates.empty')}</p>
          </section>
        ) : (
          <ul className="grid gap-3" aria-label={t('offers.templates.listLabel')}>
            {templates.map((template) => (
              <li
                key={template.id}
                className="grid gap-2 rounded-xl border bg-card p-4 sm:grid-cols-[1fr_auto]"
              >
                <div className="grid min-w-0 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="font-medium">{template.name}</h2>
                    <Badge className="bg-muted">{t(`offers.locales.${template.locale}`)}</Badge>
                  </div>
                  {template.subject && (
                    <p className="truncate text-sm text-muted-foreground">{template.subject}</p>
                  )}
                  <p className="text-sm text-muted-foreground">
                    {[
                      amountOf(template),
                      t('offers.templates.itemsCount', { count: template.items.length }),
                      template.validDays
                        ? t('offers.templates.validFor', { count: template.validDays })
                        : t('offers.templates.noValidity'),
                    ].join(' · ')}
                  </p>
                </div>
                <div className="flex flex-wrap items-start gap-1 sm:justify-end">
                  <Button asChild variant="ghost" size="sm">
                    <Link
                      route="offers.templates.edit"
                      routeParams={{ id: template.id }}
                      aria-label={t('offers.templates.editNamed', { name: template.name })}
                    >
                      <Pencil aria-hidden />
                      {t('offers.templates.edit.action')}
                    </Link>
                  </Button>
                  <ConfirmDialog
                    trigger={
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-destructive"
                        aria-label={t('offers.templates.deleteNamed', { name: template.name })}
                      >
                        <Trash2 aria-hidden />
                        {t('offers.templates.delete')}
                      </Button>
                    }
                    title={t('offers.templates.deleteTitle')}
                    description={t('offers.templates.deleteDescription', { name: template.name })}
                    confirmLabel={t('offers.templates.delete')}
                    destructive
                    onConfirm={() =>
                      routes.delete({
                        route: 'offers.templates.destroy',
                        routeParams: { id: template.id },
                      })
                    }
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
