import { useLocalizedError } from '~/lib/field_errors'

/*
| The message shown beside a field; its id ties it to the field through aria-describedby. It
| follows the chosen language, also for an error that arrived before the language was switched.
*/
export function FieldError({ id, message }: { id: string; message?: string }) {
  const text = useLocalizedError(message)
  if (!text) return null
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {text}
    </p>
  )
}
