import { availabilityWords } from '@shared/availability'
import { useSharedProps } from '~/hooks/use_page_props'

/*
| The team's hours in the reader's language, for `common.availability.*` and the sentences that
| quote them (config/availability.ts is the one setting; shared/availability.ts words it).
*/
export function useAvailabilityWords() {
  const { availability, locale } = useSharedProps()
  return availabilityWords(availability, locale)
}
