import type { ComponentProps } from 'react'
import { Label } from '~/components/ui/label'
import { Textarea } from '~/components/ui/textarea'
import { FieldError } from '~/components/ui/field_error'

/* A labelled textarea with its hint and error tied to it, like TextField. */
export function TextareaField({
  id,
  label,
  error,
  hint,
  ...props
}: ComponentProps<'textarea'> & { id: string; label: string; error?: string; hint?: string }) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
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
