import { urlFor } from '~/client'
import type { Highlight, SearchKind } from '@shared/search'
import type { SharedFile } from '@shared/files'

/* One result as GET /search answers it (app/transformers/search_result_transformer.ts). */
export type SearchResult = {
  kind: SearchKind
  id: number
  title: string
  snippet: Highlight[]
  projectName: string | null
  authorName: string | null
  createdAt: string | null
  url: string
  // As a mapped type: page props must be plain JSON types, which an interface is not to TypeScript.
  file: Pick<SharedFile, keyof SharedFile> | null
}

export type SearchGroup = {
  kind: SearchKind
  results: SearchResult[]
}

export type SearchState = 'found' | 'empty' | 'tooLong'

export type SearchAnswer = {
  state: SearchState
  groups: SearchGroup[]
}

/* The palette's question: the same address as the page, answered as JSON. */
export async function fetchResults(q: string, signal: AbortSignal): Promise<SearchAnswer> {
  const response = await fetch(`${urlFor('search')}?${new URLSearchParams({ q })}`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    signal,
  })
  if (!response.ok) throw new Error(String(response.status))
  return (await response.json()) as SearchAnswer
}

const RECENT_KEY = 'search.recent'
const RECENT_MAX = 6

/* Recent searches stay on this device only. */
export function recentSearches(): string[] {
  try {
    const kept = JSON.parse(window.localStorage.getItem(RECENT_KEY) ?? '[]')
    return Array.isArray(kept) ? kept.filter((item) => typeof item === 'string') : []
  } catch {
    return []
  }
}

export function rememberSearch(q: string) {
  const query = q.trim()
  if (!query) return
  const next = [query, ...recentSearches().filter((item) => item !== query)].slice(0, RECENT_MAX)
  try {
    window.localStorage.setItem(RECENT_KEY, JSON.stringify(next))
  } catch {
    // A full or refused storage only loses the list.
  }
}

export function forgetSearches() {
  try {
    window.localStorage.removeItem(RECENT_KEY)
  } catch {
    // Nothing kept, nothing to forget.
  }
}
