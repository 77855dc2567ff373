import { useClock } from '~/hooks/use_clock'
import { RelativeTime as SharedRelativeTime } from '~/components/relative_time'

/*
| "5 minutes ago" in the page's language, from the product's one formatter (the exact time as its
| tooltip), against a clock of its own that ticks every minute.
*/
export function RelativeTime({ iso }: { iso: string }) {
  const clock = useClock()
  return <SharedRelativeTime iso={iso} clock={clock} />
}
