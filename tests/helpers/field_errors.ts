/*
| The message the page shows beside a field after a redirect: validation errors
| (inputErrorsBag) and the ones a controller flashes itself (errorsBag) alike.
*/
export function fieldError(
  response: { flashMessages(): Record<string, any> },
  field: string
): string | undefined {
  const flash = response.flashMessages() ?? {}
  const fromValidation = flash.inputErrorsBag?.[field]
  if (Array.isArray(fromValidation)) return fromValidation[0]
  const own = flash.errorsBag?.[field]
  return Array.isArray(own) ? own[0] : own
}
