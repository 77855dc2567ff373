import type { ComponentProps } from 'react'
import { Textarea } from '~/components/ui/textarea'
import { FormField } from './form_field'

/* A labelled textarea with its hint and error, like TextField. */
export function TextareaField({
  id,
  label,
  error,
  hint,
  ...props
}: ComponentProps<'textarea'> & { id: string; label: string; error?: string; hint?: string }) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => <Textarea {...control} name={props.name ?? id} {...props} />}
    </FormField>
  )
}
