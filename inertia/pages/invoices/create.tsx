import { useState } from 'react'
import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Form } from '~/components/forms/form'
import { TextField } from '~/components/forms/text_field'
import { SelectField } from '~/components/forms/select_field'
import { Button } from '~/components/ui/button'
import type { Data } from '@generated/data'
import { computeTotals, parseDecimal } from '@shared/invoices'
import { money } from './invoice_parts'

type Project = { id: number; name: string; currency: string; priceMinor: number | null }
type Props = {
  projects: Project[]
  vatRates: number[]
  defaultVatRate: number
  dueDays: number
  documentKinds: string[]
  credited: Data.Invoice.Variants['detailed'] | null
}
type Line = {
  key: number
  description: string
  quantity: string
  unit: string
  unitPrice: string
  vatRate: string
}

let nextKey = 1
const blank = (vatRate: number): Line => ({
  key: nextKey++,
  description: '',
  quantity: '1',
  unit: 'pcs',
  unitPrice: '',
  vatRate: String(vatRate),
})

/* A draft by hand: the project, its items (live totals), the payment term. */
export default function InvoiceCreate({
  projects,
  vatRates,
  defaultVatRate,
  dueDays,
  documentKinds,
  credited,
}: Props) {
  const { t, i18n } = useTranslation()
  const [projectId, setProjectId] = useState(String(credited?.projectId ?? ''))
  const [documentKind, setDocumentKind] = useState('invoice')
  const [lines, setLines] = useState<Line[]>(() =>
    credited
      ? credited.lines.map((line) => ({
          key: nextKey++,
          description: line.description,
          quantity: String(line.quantityMilli / 1000),
          unit: line.unit,
          unitPrice: String(line.unitPriceMinor / 100),
          vatRate: String(line.vatRateBp),
        }))
      : [blank(defaultVatRate)]
  )
  const project = projects.find((each) => String(each.id) === projectId)
  const currency = credited?.currency ?? project?.currency ?? 'EUR'
  const update = (key: number, change: Partial<Line>) =>
    setLines((all) => all.map((line) => (line.key === key ? { ...line, ...change } : line)))
  const parsed = lines.map((line) => ({
    description: line.description,
    quantityMilli: parseDecimal(line.quantity, 1000) ?? 0,
    unit: line.unit,
    unitPriceMinor: parseDecimal(line.unitPrice, 100) ?? 0,
    vatRateBp: Number(line.vatRate),
  }))
  const totals = computeTotals(parsed)
  const units = ['pcs', 'h', 'month'].map((unit) => ({
    value: unit,
    label: t(`invoices.units.${unit}`),
  }))
  const rates = vatRates.map((rate) => ({ value: String(rate), label: `${rate / 100} %` }))
  const title = credited
    ? t('invoices.create.creditTitle')
    : documentKind === 'advance'
      ? t('invoices.create.advanceTitle')
      : t('invoices.create.title')

  return (
    <>
      <Head title={title} />
      <div className="mx-auto grid max-w-4xl gap-6">
        <header>
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {credited && (
            <p className="text-sm text-muted-foreground">
              {t('invoices.create.creditOf', { number: credited.number })}
            </p>
          )}
        </header>
        <Form route="invoices.store" className="grid gap-6">
          {({ errors, processing }) => (
            <>
              {credited && <input type="hidden" name="creditedInvoiceId" value={credited.id} />}
              <SelectField
                id="projectId"
                label={t('invoices.create.project')}
                value={projectId}
                onChange={(event) => setProjectId(event.target.value)}
                options={[
                  { value: '', label: t('invoices.create.chooseProject') },
                  ...projects.map((each) => ({ value: String(each.id), label: each.name })),
                ]}
                disabled={Boolean(credited)}
                error={errors.projectId}
              />
              {credited && <input type="hidden" name="projectId" value={credited.projectId} />}
              {!credited && (
                <SelectField
                  id="documentKind"
                  label={t('invoices.create.kind')}
                  value={documentKind}
                  onChange={(event) => setDocumentKind(event.target.value)}
                  options={documentKinds.map((kind) => ({
                    value: kind,
                    label: t(`invoices.kind.${kind}`),
                  }))}
                  hint={documentKind === 'advance' ? t('invoices.create.advanceHint') : undefined}
                  error={errors.documentKind}
                />
              )}

              <fieldset className="grid gap-4">
                <legend className="mb-2 text-base font-semibold">
                  {t('invoices.create.lines')}
                </legend>
                {lines.map((line, i) => (
                  <div
                    key={line.key}
                    className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[1fr_6rem_6rem_8rem_6rem_auto] sm:items-start"
                  >
                    <TextField
                      id={`lines.${i}.description`}
                      name={`lines[${i}][description]`}
                      label={t('invoices.fields.description')}
                      value={line.description}
                      onChange={(event) => update(line.key, { description: event.target.value })}
                      error={errors[`lines.${i}.description`]}
                    />
                    <TextField
                      id={`lines.${i}.quantity`}
                      name={`lines[${i}][quantity]`}
                      label={t('invoices.fields.quantity')}
                      inputMode="decimal"
                      value={line.quantity}
                      onChange={(event) => update(line.key, { quantity: event.target.value })}
                      error={errors[`lines.${i}.quantity`]}
                    />
                    <SelectField
                      id={`lines.${i}.unit`}
                      name={`lines[${i}][unit]`}
                      label={t('invoices.fields.unit')}
                      value={line.unit}
                      onChange={(event) => update(line.key, { unit: event.target.value })}
                      options={units}
                      error={errors[`lines.${i}.unit`]}
                    />
                    <TextField
                      id={`lines.${i}.unitPrice`}
                      name={`lines[${i}][unitPrice]`}
                      label={t('invoices.fields.unitPrice')}
                      inputMode="decimal"
                      value={line.unitPrice}
                      onChange={(event) => update(line.key, { unitPrice: event.target.value })}
                      error={errors[`lines.${i}.unitPrice`]}
                    />
                    <SelectField
                      id={`lines.${i}.vatRate`}
                      name={`lines[${i}][vatRate]`}
                      label={t('invoices.fields.vatRate')}
                      value={line.vatRate}
                      onChange={(event) => update(line.key, { vatRate: event.target.value })}
                      options={rates}
                      error={errors[`lines.${i}.vatRate`]}
                    />
                    <Button
                      type="button"
                      variant="ghost"
                      className="min-h-11 sm:mt-6"
                      aria-label={t('invoices.create.removeLine', { n: i + 1 })}
                      disabled={lines.length === 1}
                      onClick={() => setLines((all) => all.filter((each) => each.key !== line.key))}
                    >
                      ×
                    </Button>
                  </div>
                ))}
                {errors.lines && <p className="text-sm text-destructive">{errors.lines}</p>}
                <div className="flex flex-wrap gap-2">
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => setLines((all) => [...all, blank(defaultVatRate)])}
                  >
                    {t('invoices.create.addLine')}
                  </Button>
                  {project?.priceMinor && !credited ? (
                    <Button
                      type="button"
                      variant="outline"
                      onClick={() =>
                        setLines((all) => [
                          ...all.filter((each) => each.description || each.unitPrice),
                          {
                            ...blank(defaultVatRate),
                            description: t('invoices.create.depositLine', {
                              project: project.name,
                            }),
                            unitPrice: String(project.priceMinor! / 100),
                          },
                        ])
                      }
                    >
                      {t('invoices.create.fromPlan')}
                    </Button>
                  ) : null}
                </div>
              </fieldset>

              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  id="supplyDate"
                  type="date"
                  label={t('invoices.create.supplyDate')}
                  error={errors.supplyDate}
                />
                <TextField
                  id="dueDays"
                  inputMode="numeric"
                  label={t('invoices.create.dueDays')}
                  defaultValue={String(dueDays)}
                  error={errors.dueDays}
                />
              </div>
              <TextField id="note" label={t('invoices.create.note')} error={errors.note} />

              <dl className="grid gap-1 rounded-lg bg-muted/50 p-4 text-sm sm:ml-auto sm:w-80">
                <dt className="font-semibold">{t('invoices.create.preview')}</dt>
                <dd className="flex justify-between">
                  <span>{t('invoices.fields.net')}</span>
                  <span className="tabular-nums">
                    {money(totals.netMinor, currency, i18n.language)}
                  </span>
                </dd>
                <dd className="flex justify-between">
                  <span>{t('invoices.fields.vat')}</span>
                  <span className="tabular-nums">
                    {money(totals.vatMinor, currency, i18n.language)}
                  </span>
                </dd>
                <dd className="flex justify-between font-semibold">
                  <span>{t('invoices.fields.total')}</span>
                  <span className="tabular-nums">
                    {money(totals.totalMinor, currency, i18n.language)}
                  </span>
                </dd>
              </dl>
              <div>
                <Button type="submit" disabled={processing}>
                  {processing ? t('common.actions.saving') : t('invoices.create.save')}
                </Button>
              </div>
            </>
          )}
        </Form>
      </div>
    </>
  )
}
