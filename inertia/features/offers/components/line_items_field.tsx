import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { lineItemTotal, OFFER_ITEM_BOUNDS } from '@shared/offers'
import { formatMoney, MINOR_UNITS, type Currency } from '@shared/projects'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/forms/text_field'
import type { LineItemValues } from '../types'

type Errors = Record<string, string | undefined>

/* A number as typed ("1200", "1200,50"), in hundredths, or null while it does not read as one. */
function hundredths(value: string, pattern: RegExp) {
  const text = value.trim()
  if (!pattern.test(text)) return null
  const [whole, fraction = ''] = text.split(/[.,]/)
  return Number(whole) * MINOR_UNITS + Number(fraction.padEnd(2, '0'))
}
const MONEY = /^\d{1,12}([.,]\d{1,2})?$/
const QUANTITY = /^\d{1,5}([.,]\d{1,2})?$/

/* A line's total and the items' sum as the server will compute them (null: not a number yet). */
export function itemTotals(items: LineItemValues[]) {
  const totals = items.map((item) => {
    const quantity = hundredths(item.quantity, QUANTITY)
    const unit = hundredths(item.unitPrice, MONEY)
    if (quantity === null || unit === null) return null
    return lineItemTotal({ description: '', quantity: quantity / 100, unitPriceMinor: unit })
  })
  const sum = totals.every((total) => total !== null)
    ? totals.reduce<number>((a, b) => a + (b ?? 0), 0)
    : null
  return { totals, sum }
}

let keys = 0
export const newLineItem = (): LineItemValues => ({
  key: `item-${++keys}`,
  description: '',
  quantity: '1',
  unitPrice: '',
})

/*
| The offer's line items in the compose form: add, remove and reorder with buttons (keyboard and
| screen readers get them like any button; focus follows the moved item), each line's total and
| the sum as the recipient will see them. Posted as `items[i][field]` in their order.
*/
export function LineItemsField({
  items,
  currency,
  errors,
  onChange,
}: {
  items: LineItemValues[]
  currency: string
  errors: Errors
  onChange: (items: LineItemValues[]) => void
}) {
  const { t, i18n } = useTranslation()
  const focusNext = useRef<string | null>(null)
  const { totals, sum } = itemTotals(items)
  const money = (minor: number) =>
    formatMoney({ minor, currency: currency as Currency }, i18n.language)

  useEffect(() => {
    if (!focusNext.current) return
    document.getElementById(focusNext.current)?.focus()
    focusNext.current = null
  })

  const update = (index: number, field: keyof LineItemValues, value: string) =>
    onChange(items.map((item, i) => (i === index ? { ...item, [field]: value } : item)))

  const move = (index: number, by: -1 | 1) => {
    const next = [...items]
    const [item] = next.splice(index, 1)
    next.splice(index + by, 0, item)
    const edge = index + by === 0 || index + by === items.length - 1
    // At the end of the list the same button is disabled: focus goes to the other one.
    const direction = edge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'
    focusNext.current = `${item.key}-${direction}`
    onChange(next)
  }

  const remove = (index: number) => {
    const next = items.filter((_, i) => i !== index)
    focusNext.current = next.length
      ? `${next[Math.min(index, next.length - 1)].key}-description`
      : 'offer-add-item'
    onChange(next)
  }

  const add = () => {
    const item = newLineItem()
    focusNext.current = `${item.key}-description`
    onChange([...items, item])
  }

  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium">{t('offers.fields.items')}</legend>
      <p className="-mt-1 text-xs text-muted-foreground">{t('offers.fields.itemsHint')}</p>
      {errors.items && <p className="text-sm text-destructive">{errors.items}</p>}
      {items.length > 0 && (
        <ol className="grid gap-3">
          {items.map((item, index) => (
            <li key={item.key} className="grid gap-3 rounded-lg border p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-medium">
                  {t('offers.fields.itemNumber', { number: index + 1 })}
                </span>
                <div className="flex gap-1">
                  <Button
                    id={`${item.key}-up`}
                    type="button"
                    variant="ghost"
                    size="icon"
                    disabled={index === 0}
                    aria-label={t('offers.fields.moveUp', { number: index + 1 })}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    id={`${item.key}-down`}
                    type="button"
                    variant="ghost"
                    size="icon"
                    disabled={index === items.length - 1}
                    aria-label={t('offers.fields.moveDown', { number: index + 1 })}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t('offers.fields.removeItem', { number: index + 1 })}
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </div>
              <TextField
                id={`${item.key}-description`}
                name={`items[${index}][description]`}
                label={t('offers.fields.itemDescription')}
                value={item.description}
                maxLength={OFFER_ITEM_BOUNDS.descriptionMax}
                onChange={(event) => update(index, 'description', event.target.value)}
                error={errors[`items.${index}.description`]}
              />
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_auto]">
                <TextField
                  id={`${item.key}-quantity`}
                  name={`items[${index}][quantity]`}
                  label={t('offers.fields.itemQuantity')}
                  inputMode="decimal"
                  value={item.quantity}
                  onChange={(event) => update(index, 'quantity', event.target.value)}
                  error={errors[`items.${index}.quantity`]}
                />
                <TextField
                  id={`${item.key}-unitPrice`}
                  name={`items[${index}][unitPrice]`}
                  label={t('offers.fields.itemUnitPrice', { currency })}
                  inputMode="decimal"
                  value={item.unitPrice}
                  onChange={(event) => update(index, 'unitPrice', event.target.value)}
                  error={errors[`items.${index}.unitPrice`]}
                />
                <p className="col-span-2 text-sm sm:col-span-1 sm:self-end sm:pb-2 sm:text-right">
                  <span className="text-muted-foreground">{t('offers.terms.lineTotal')}: </span>
                  <span className="font-medium tabular-nums">
                    {totals[index] === null ? '–' : money(totals[index]!)}
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          id="offer-add-item"
          type="button"
          variant="outline"
          size="sm"
          onClick={add}
          disabled={items.length >= OFFER_ITEM_BOUNDS.itemsMax}
        >
          <Plus aria-hidden />
          {t('offers.fields.addItem')}
        </Button>
        {items.length > 0 && (
          <p className="text-sm font-semibold" aria-live="polite">
            {t('offers.terms.total')}: {sum === null ? '–' : money(sum)}
          </p>
        )}
      </div>
    </fieldset>
  )
}
