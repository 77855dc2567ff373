import type { ReactNode } from 'react'
import { Label } from '~/components/ui/label'
import { FieldError } from '~/components/ui/field_error'

/* What a field's control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  'id': string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/*
| The frame every form field shares: the label (with something beside it, such as a link), the
| control, a hint and the error, tied together through aria-describedby. Fields differ only in
| the control they render.
*/
export function FormField({
  id,
  label,
  error,
  hint,
  aside,
  counter,
  children,
}: {
  id: string
  label: string
  error?: string
  hint?: string
  aside?: ReactNode
  /* A length counter (LengthCounter with the id `${id}-counter`), shown under the control. */
  counter?: ReactNode
  children: (control: FieldControlProps) => ReactNode
}) {
  const describedBy = [
    hint ? `${id}-hint` : null,
    counter ? `${id}-counter` : null,
    error ? `${id}-error` : null,
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {children({
        'id': id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {(hint || counter) && (
        <div className="flex items-start justify-between gap-3">
          {hint ? (
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {hint}
            </p>
          ) : (
            <span />
          )}
          {counter}
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}
