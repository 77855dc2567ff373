import type { ComponentProps } from 'react'
import { NativeSelect } from '~/components/ui/native_select'
import { FormField } from './form_field'

/* A labelled native select with its hint and error, like TextField. */
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
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <NativeSelect {...control} name={props.name ?? id} {...props}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  )
}
