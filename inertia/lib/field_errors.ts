import { usePage } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import type { SharedProps } from '@adonisjs/inertia/types'

type Source = { key: string; values: Record<string, string | number>; message: string }

/*
| A form keeps its errors as the text the server sent, in the language of that moment. The server
| also sends each error's key and values (app/infrastructure/error_sources.ts), so the text is said again
| in whatever language is chosen later, without sending the form again. The page props hold the
| sources only until the next visit, so the browser remembers them by text; a few dozen at most.
*/
const remembered = new Map<string, Source>()

function remember(sources: Source[]) {
  if (typeof window === 'undefined') return
  if (remembered.size > 100) remembered.clear()
  for (const source of sources) remembered.set(source.message, source)
}

export function useLocalizedError(message?: string) {
  const { t } = useTranslation()
  const { errorSources } = usePage<SharedProps>().props
  if (!message) return message
  const current = Object.values(errorSources ?? {})
  remember(current)
  const source =
    current.find((entry) => entry.message === message) ??
    (typeof window === 'undefined' ? undefined : remembered.get(message))
  return source ? t(source.key, source.values) : message
}
