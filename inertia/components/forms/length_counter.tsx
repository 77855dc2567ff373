import { useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '~/lib/utils'

/* Below this a limit is a code's length (six digits): the browser keeps it, no counter. */
const COUNTED_FROM = 20

/* The counter appears once a fifth of the room is left. */
const SHOWN_AT = 0.8

/*
| A length limit that is seen before it is reached, never a silent cut: the field takes what is
| typed or pasted (no `maxLength` on the element, which drops the rest without a word), a "n/100"
| counter appears as the text nears the limit and turns red past it, and the server's message
| says the rest when the form is sent. Short limits (codes) keep the element's own `maxLength`.
*/
export function useLengthLimit<Element extends HTMLInputElement | HTMLTextAreaElement>({
  maxLength,
  value,
  defaultValue,
  onChange,
}: {
  maxLength?: number
  value?: unknown
  defaultValue?: unknown
  onChange?: (event: ChangeEvent<Element>) => void
}) {
  const counted = maxLength !== undefined && maxLength >= COUNTED_FROM
  const [typed, setTyped] = useState(() => String(defaultValue ?? '').length)
  const length = value === undefined ? typed : String(value ?? '').length
  return {
    counted,
    length,
    // What the element gets: its own maxLength only for a short limit.
    maxLength: counted ? undefined : maxLength,
    onChange: (event: ChangeEvent<Element>) => {
      if (counted) setTyped(event.target.value.length)
      onChange?.(event)
    },
    visible: counted && length >= Math.floor(maxLength * SHOWN_AT),
    over: counted && length > maxLength,
  }
}

export function LengthCounter({
  id,
  length,
  max,
  over,
}: {
  id: string
  length: number
  max: number
  over: boolean
}) {
  const { t } = useTranslation()
  return (
    <p
      id={id}
      className={cn(
        'text-right text-xs tabular-nums',
        over ? 'font-medium text-destructive' : 'text-muted-foreground'
      )}
    >
      <span aria-hidden>
        {length}/{max}
      </span>
      <span className="sr-only">{t('common.forms.lengthCounter', { length, max })}</span>
    </p>
  )
}
