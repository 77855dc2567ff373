/*
| "3 hours", "2 days": how long someone has waited, in the reader's language (Intl's unit
| formatting, so each language says it its own way). Rounded down to the largest unit.
*/
export function formatDuration(since: string, now: number, language: string) {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000))
  const [value, unit] =
    minutes < 60
      ? [Math.max(1, minutes), 'minute']
      : minutes < 60 * 24
        ? [Math.floor(minutes / 60), 'hour']
        : [Math.floor(minutes / (60 * 24)), 'day']
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value)
}
