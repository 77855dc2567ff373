import type { ComponentProps } from 'react'
import { NativeSelect } from '~/components/ui/native_select'
import { FormField } from './form_field'
import { useOldInput } from './form'

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
  const old = useOldInput(props.name ?? id)
  // A value the page sets comes first; else what was typed before a plain HTML round trip.
  const defaultValue = props.value === undefined ? (props.defaultValue ?? old) : undefined
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <NativeSelect {...control} name={props.name ?? id} {...props} defaultValue={defaultValue}>
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
