import type { ComponentProps, ReactNode } from 'react'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { FieldError } from '~/components/ui/field_error'

/*
| A labelled input with its error beside it, tied through aria-describedby (and a hint, when
| given). Used by every auth and settings form.
*/
export function TextField({
  id,
  label,
  error,
  hint,
  aside,
  ...props
}: ComponentProps<'input'> & {
  id: string
  label: string
  error?: string
  hint?: string
  aside?: ReactNode
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      <Input
        id={id}
        name={props.name ?? id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}
