import type { ComponentProps } from 'react'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native_select'
import { FieldError } from '~/components/ui/field_error'

/* A labelled native select with its hint and error tied to it, like TextField. */
export function SelectField({
  id,
  label,
  error,
  hint,
  options,
  ...props
}: ComponentProps<'select'> & {
  id: string
  label: string
  error?: string
  hint?: string
  options: { value: string; label: string }[]
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        name={props.name ?? id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}
