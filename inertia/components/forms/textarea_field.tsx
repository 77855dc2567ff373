import type { ComponentProps } from 'react'
import { Textarea } from '~/components/ui/textarea'
import { FormField } from './form_field'
import { useOldInput } from './form'

/* A labelled textarea with its hint and error, like TextField. */
export function TextareaField({
  id,
  label,
  error,
  hint,
  ...props
}: ComponentProps<'textarea'> & { id: string; label: string; error?: string; hint?: string }) {
  const old = useOldInput(props.name ?? id)
  // A value the page sets comes first; else what was typed before a plain HTML round trip.
  const defaultValue = props.value === undefined ? (props.defaultValue ?? old) : undefined
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <Textarea {...control} name={props.name ?? id} {...props} defaultValue={defaultValue} />
      )}
    </FormField>
  )
}
