import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Plus, Trash2 } from 'lucide-react'
import { CURRENCIES, formatMoney, type Currency } from '@shared/projects'
import { leftToAllocate, PLAN_BOUNDS } from '@shared/plans'
import { parseDecimal } from '@shared/invoices'
import { Button } from '~/components/ui/button'
import { NativeSelect } from '~/components/ui/native_select'
import { Label } from '~/components/ui/label'
import { FieldError } from '~/components/ui/field_error'
import { Form } from '~/components/forms/form'
import { TextField } from '~/components/forms/text_field'
import { TextareaField } from '~/components/forms/textarea_field'
import { cn } from '~/lib/utils'
import type { RevisionView } from '../plan_types'

type Row = {
  id: number
  key: string | null
  title: string
  criteria: string
  hours: string
  amount: string
  targetDate: string
}

let nextRow = 0
const emptyRow = (): Row => ({
  id: nextRow++,
  key: null,
  title: '',
  criteria: '',
  hours: '',
  amount: '',
  targetDate: '',
})

const major = (minor: number) => (minor / 100).toFixed(2).replace(/\.00$/, '')
const number = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : 0)
const minor = (text: string) => parseDecimal(text, 100) ?? 0

/*
| Staff's plan form: the totals and payment terms, and milestone rows added and removed, each
| with its title, what is delivered, hours, amount and target date. "Left to allocate" is counted
| live by the server's own rule (`leftToAllocate`, shared/plans.ts); the server checks it again.
| Milestones of the revision it starts from keep their key, so the owner sees what changed.
*/
export function PlanForm({
  projectId,
  from,
  currency: projectCurrency,
  onDone,
}: {
  projectId: number
  from: RevisionView | null
  currency: Currency
  onDone: () => void
}) {
  const { t, i18n } = useTranslation()
  const [hours, setHours] = useState(from ? String(from.hours) : '')
  const [price, setPrice] = useState(from ? major(from.price.minor) : '')
  const [currency, setCurrency] = useState<Currency>(from?.price.currency ?? projectCurrency)
  const [rows, setRows] = useState<Row[]>(() =>
    from && from.milestones.length > 0
      ? from.milestones.map((milestone) => ({
          id: nextRow++,
          key: milestone.key,
          title: milestone.title,
          criteria: milestone.criteria ?? '',
          hours: String(milestone.hours),
          amount: milestone.amountMinor === null ? '' : major(milestone.amountMinor),
          targetDate: milestone.targetDate,
        }))
      : [emptyRow()]
  )
  const change = (id: number, field: keyof Row, value: string) =>
    setRows((current) => current.map((row) => (row.id === id ? { ...row, [field]: value } : row)))

  const left = leftToAllocate(
    { hours: number(hours), priceMinor: minor(price) },
    rows.map((row) => ({ hours: number(row.hours), amountMinor: minor(row.amount) }))
  )
  const leftText = {
    hours: t('projects.show.hours', { count: Math.abs(left.hours) }),
    amount: formatMoney({ minor: Math.abs(left.minor), currency }, i18n.language),
  }
  const over = left.hours < 0 || left.minor < 0

  return (
    <Form
      route="projects.plan.propose"
      routeParams={{ id: projectId }}
      noValidate
      options={{ preserveScroll: true }}
      onSuccess={onDone}
      className="grid gap-5"
    >
      {({ errors, processing }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              id="plan-hours"
              name="estimationHours"
              label={t('projects.planForm.hours')}
              inputMode="numeric"
              value={hours}
              onChange={(event) => setHours(event.target.value)}
              required
              error={errors.estimationHours as string | undefined}
            />
            <TextField
              id="plan-price"
              name="price"
              label={t('projects.planForm.price')}
              inputMode="decimal"
              value={price}
              onChange={(event) => setPrice(event.target.value)}
              required
              error={errors.price as string | undefined}
            />
            <div className="grid content-start gap-2">
              <Label htmlFor="plan-currency">{t('projects.planForm.currency')}</Label>
              <NativeSelect
                id="plan-currency"
                name="currency"
                value={currency}
                onChange={(event) => setCurrency(event.target.value as Currency)}
              >
                {CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </NativeSelect>
              <FieldError
                id="plan-currency-error"
                message={errors.currency as string | undefined}
              />
            </div>
            <TextField
              id="plan-deposit"
              name="depositPercent"
              label={t('projects.planForm.deposit')}
              hint={t('projects.planForm.depositHint')}
              inputMode="numeric"
              defaultValue={String(from?.depositPercent ?? 0)}
              required
              error={errors.depositPercent as string | undefined}
            />
            <TextField
              id="plan-days"
              name="paymentDays"
              label={t('projects.planForm.paymentDays')}
              inputMode="numeric"
              defaultValue={String(from?.paymentDays ?? 14)}
              required
              error={errors.paymentDays as string | undefined}
            />
          </div>

          <fieldset className="grid gap-4" aria-describedby="plan-left">
            <legend className="mb-2 text-sm font-semibold">
              {t('projects.plan.milestonesTitle')}
            </legend>
            {rows.map((row, index) => {
              const error = (field: string) =>
                (errors as Record<string, string | undefined>)[`milestones.${index}.${field}`]
              const name = (field: string) => `milestones[${index}][${field}]`
              return (
                <div key={row.id} className="grid gap-3 rounded-md border p-3">
                  <div className="flex items-center justify-between gap-2">
                    <span className="text-sm font-medium">
                      {t('projects.planForm.milestone', { n: index + 1 })}
                    </span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={t('projects.planForm.remove', { n: index + 1 })}
                      disabled={rows.length === 1}
                      onClick={() => setRows((current) => current.filter((r) => r.id !== row.id))}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                  {row.key && <input type="hidden" name={name('key')} value={row.key} />}
                  <TextField
                    id={`milestone-${row.id}-title`}
                    name={name('title')}
                    label={t('projects.planForm.milestoneTitle')}
                    maxLength={PLAN_BOUNDS.titleMax}
                    value={row.title}
                    onChange={(event) => change(row.id, 'title', event.target.value)}
                    required
                    error={error('title')}
                  />
                  <TextareaField
                    id={`milestone-${row.id}-criteria`}
                    name={name('criteria')}
                    label={t('projects.planForm.criteria')}
                    rows={2}
                    maxLength={PLAN_BOUNDS.criteriaMax}
                    value={row.criteria}
                    onChange={(event) => change(row.id, 'criteria', event.target.value)}
                    error={error('criteria')}
                  />
                  <div className="grid gap-3 sm:grid-cols-3">
                    <TextField
                      id={`milestone-${row.id}-hours`}
                      name={name('hours')}
                      label={t('projects.planForm.milestoneHours')}
                      inputMode="numeric"
                      value={row.hours}
                      onChange={(event) => change(row.id, 'hours', event.target.value)}
                      required
                      error={error('hours')}
                    />
                    <TextField
                      id={`milestone-${row.id}-amount`}
                      name={name('amount')}
                      label={t('projects.planForm.amount')}
                      inputMode="decimal"
                      value={row.amount}
                      onChange={(event) => change(row.id, 'amount', event.target.value)}
                      required
                      error={error('amount')}
                    />
                    <TextField
                      id={`milestone-${row.id}-date`}
                      name={name('targetDate')}
                      type="date"
                      label={t('projects.planForm.targetDate')}
                      value={row.targetDate}
                      onChange={(event) => change(row.id, 'targetDate', event.target.value)}
                      required
                      error={error('targetDate')}
                    />
                  </div>
                </div>
              )
            })}
            <div>
              <Button
                type="button"
                variant="outline"
                disabled={rows.length >= PLAN_BOUNDS.milestonesMax}
                onClick={() => setRows((current) => [...current, emptyRow()])}
              >
                <Plus aria-hidden />
                {t('projects.planForm.add')}
              </Button>
            </div>
            <p
              id="plan-left"
              aria-live="polite"
              className={cn(
                'rounded-md border px-3 py-2 text-sm font-medium tabular-nums',
                left.balanced
                  ? 'border-success/40 bg-success/5'
                  : over
                    ? 'border-destructive/40 bg-destructive/5 text-destructive'
                    : 'border-border bg-muted/40'
              )}
            >
              {left.balanced
                ? t('projects.planForm.balanced')
                : over
                  ? t('projects.planForm.overAllocated', leftText)
                  : t('projects.planForm.left', leftText)}
            </p>
            <FieldError
              id="plan-milestones-error"
              message={errors.milestones as string | undefined}
            />
          </fieldset>

          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={processing}>
              {processing ? t('projects.planForm.saving') : t('projects.planForm.submit')}
            </Button>
            <Button type="button" variant="ghost" onClick={onDone}>
              {t('projects.planForm.cancel')}
            </Button>
          </div>
        </>
      )}
    </Form>
  )
}
