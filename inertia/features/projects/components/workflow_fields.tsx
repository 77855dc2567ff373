import { useTranslation } from 'react-i18next'
import {
  allowedTransitions,
  CURRENCIES,
  MINOR_UNITS,
  PROJECT_BOUNDS,
  type Money,
  type ProjectStatus,
} from '@shared/projects'
import { TextField } from '~/components/forms/text_field'
import { SelectField } from '~/components/forms/select_field'

type Errors = Partial<
  Record<'status' | 'progress' | 'estimationHours' | 'price' | 'currency', string>
>

/* "1500.5" for 150050 minor units: what the field sends back (major units, a dot for decimals). */
function majorUnits(price: Money | null) {
  if (!price) return ''
  const major = price.minor / MINOR_UNITS
  return Number.isInteger(major) ? String(major) : major.toFixed(2)
}

/*
| The company's side of a project (staff only): status, offering only the moves the workflow
| allows from the current one, progress, estimation, price and currency.
*/
export function WorkflowFields({
  project,
  errors,
}: {
  project: {
    status: string
    progress: number
    estimationHours: number | null
    price: Money | null
    currency: string
  }
  errors: Errors
}) {
  const { t } = useTranslation()
  const current = project.status as ProjectStatus
  const allowed = allowedTransitions(current)
  const statusLabel = (status: string) => t(`projects.statuses.${status}`)
  const statusHint = allowed.length
    ? t('projects.edit.statusHint', {
        current: statusLabel(current),
        allowed: allowed.map(statusLabel).join(', '),
      })
    : t('projects.edit.statusFinal', { current: statusLabel(current) })

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id="status"
        label={t('projects.fields.status')}
        defaultValue={current}
        options={[current, ...allowed].map((status) => ({
          value: status,
          label: statusLabel(status),
        }))}
        hint={statusHint}
        error={errors.status}
      />
      <TextField
        id="progress"
        type="number"
        inputMode="numeric"
        min={PROJECT_BOUNDS.progressMin}
        max={PROJECT_BOUNDS.progressMax}
        step={1}
        label={t('projects.fields.progress')}
        defaultValue={project.progress}
        hint={t('projects.edit.progressHint')}
        error={errors.progress}
      />
      <TextField
        id="estimationHours"
        type="number"
        inputMode="numeric"
        min={0}
        max={PROJECT_BOUNDS.estimationMax}
        step={1}
        label={t('projects.fields.estimationHours')}
        defaultValue={project.estimationHours ?? ''}
        hint={t('projects.edit.estimationHint')}
        error={errors.estimationHours}
      />
      <TextField
        id="price"
        inputMode="decimal"
        autoComplete="off"
        label={t('projects.fields.price')}
        defaultValue={majorUnits(project.price)}
        hint={t('projects.edit.priceHint')}
        error={errors.price}
      />
      <SelectField
        id="currency"
        label={t('projects.fields.currency')}
        defaultValue={project.currency}
        options={CURRENCIES.map((code) => ({ value: code, label: code }))}
        error={errors.currency}
      />
    </div>
  )
}
