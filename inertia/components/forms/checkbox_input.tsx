import type { ComponentProps } from 'react'
import { useOldInput } from './form'

/* A checkbox of a Form that stays ticked through a plain HTML round trip, like the text fields. */
export function CheckboxInput(props: ComponentProps<'input'> & { name: string }) {
  const old = useOldInput(props.name)
  const kept = props.checked === undefined && props.defaultChecked === undefined
  return (
    <input
      type="checkbox"
      defaultChecked={kept && old !== undefined ? old === String(props.value ?? 'on') : undefined}
      {...props}
    />
  )
}
