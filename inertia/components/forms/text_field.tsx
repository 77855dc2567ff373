import type { ComponentProps, ReactNode } from 'react'
import { Input } from '~/components/ui/input'
import { FormField } from './form_field'
import { useOldInput } from './form'
import { LengthCounter, useLengthLimit } from './length_counter'

/* A labelled input with its hint and error. Used by every auth and settings form. */
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
  const old = useOldInput(props.name ?? id)
  // A value the page sets comes first; else what was typed before a plain HTML round trip.
  const defaultValue = props.value === undefined ? (props.defaultValue ?? old) : undefined
  const limit = useLengthLimit<HTMLInputElement>({
    maxLength: props.maxLength,
    value: props.value,
    defaultValue,
    onChange: props.onChange,
  })
  const counter = limit.visible ? (
    <LengthCounter
      id={`${id}-counter`}
      length={limit.length}
      max={props.maxLength!}
      over={limit.over}
    />
  ) : undefined
  return (
    <FormField id={id} label={label} error={error} hint={hint} counter={counter} aside={aside}>
      {(control) => (
        <Input
          {...control}
          name={props.name ?? id}
          {...props}
          maxLength={limit.maxLength}
          onChange={limit.onChange}
          defaultValue={defaultValue}
        />
      )}
    </FormField>
  )
}
