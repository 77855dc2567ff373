import { useSyncExternalStore } from 'react'
import {
  appearances,
  currentAppearance,
  onAppearanceChange,
  setAppearance,
  type Appearance,
} from '~/lib/appearance'

export { appearances, type Appearance }

/* The appearance choice for components; hydrates with what the server rendered. */
export function useAppearance(serverAppearance: Appearance = 'system') {
  const appearance = useSyncExternalStore(
    onAppearanceChange,
    () => currentAppearance() ?? serverAppearance,
    () => serverAppearance
  )
  return { appearance, setAppearance }
}
