import type { ComponentProps } from 'react'
import { Textarea } from '~/components/ui/textarea'
import { FormField } from './form_field'
import { useOldInput } from './form'
import { LengthCounter, useLengthLimit } from './length_counter'

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
  const limit = useLengthLimit<HTMLTextAreaElement>({
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
    <FormField id={id} label={label} error={error} hint={hint} counter={counter}>
      {(control) => (
        <Textarea
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
