import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { router } from '@inertiajs/react'
import { Clock3, Search } from 'lucide-react'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog'
import { FileViewer, viewable } from '~/components/files/file_viewer'
import { urlFor } from '~/client'
import { cn } from '~/lib/utils'
import { SEARCH_QUERY_MAX } from '@shared/search'
import type { SharedFile } from '@shared/files'
import {
  fetchResults,
  forgetSearches,
  recentSearches,
  rememberSearch,
  type SearchAnswer,
  type SearchResult,
} from '../lib/search_api'
import { SearchResultLine } from './search_result_line'

/* Results follow the typing once it pauses this long: one request per pause, not per key. */
const TYPING_PAUSE_MS = 120

type Option =
  | { type: 'result'; result: SearchResult }
  | { type: 'all'; q: string }
  | { type: 'recent'; q: string }

/* Opens the palette: Ctrl+K, or ⌘K on a Mac, from anywhere in the app. */
export function useSearchShortcut(open: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        open()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])
}

export function shortcutKeys() {
  if (typeof navigator === 'undefined') return 'Ctrl K'
  return /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘K' : 'Ctrl K'
}

/*
| The search palette (UX.md: Linear's and Slack's Cmd+K): results as you type, grouped by kind,
| the keyboard moves through them (a combobox with its list, the active option announced),
| Enter opens one: a message in its project chat scrolled to it, a file in its viewer. Recent
| searches are kept on the device.
*/
export function SearchPalette({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation()
  const listId = useId()
  const [q, setQ] = useState('')
  const [answer, setAnswer] = useState<SearchAnswer | null>(null)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const [active, setActive] = useState(0)
  const [recent, setRecent] = useState<string[]>([])
  const [viewing, setViewing] = useState<SharedFile | null>(null)

  useEffect(() => {
    // Opened again, it starts empty with the recent searches to pick from.
    if (!open) return
    setRecent(recentSearches())
    setQ('')
    setAnswer(null)
    setActive(0)
  }, [open])

  useEffect(() => {
    const query = q.trim()
    if (!query) {
      setAnswer(null)
      setLoading(false)
      return
    }
    const controller = new AbortController()
    setLoading(true)
    const timer = window.setTimeout(() => {
      fetchResults(query, controller.signal)
        .then((next) => {
          setAnswer(next)
          setFailed(false)
          setActive(0)
        })
        .catch((error) => {
          if (controller.signal.aborted) return
          setFailed(true)
          void error
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false)
        })
    }, TYPING_PAUSE_MS)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [q])

  const options: Option[] = useMemo(() => {
    const query = q.trim()
    if (!query) return recent.map((item) => ({ type: 'recent' as const, q: item }))
    const results = (answer?.groups ?? []).flatMap((group) =>
      group.results.map((result) => ({ type: 'result' as const, result }))
    )
    return answer?.state === 'found' ? [...results, { type: 'all' as const, q: query }] : []
  }, [answer, q, recent])

  const choose = useCallback(
    (option: Option | undefined) => {
      if (!option) return
      if (option.type === 'recent') {
        setQ(option.q)
        return
      }
      rememberSearch(q)
      if (option.type === 'all') {
        onOpenChange(false)
        router.visit(`${urlFor('search')}?${new URLSearchParams({ q: option.q })}`)
        return
      }
      const { result } = option
      if (result.file && viewable(result.file)) {
        setViewing(result.file)
        return
      }
      onOpenChange(false)
      if (result.file) {
        window.location.assign(result.url)
        return
      }
      // The project chat goes to the message its address names (#chat-message-…), also when
      // it is the page already open: it hears the hash change.
      router.visit(result.url, {
        onSuccess: () => window.dispatchEvent(new HashChangeEvent('hashchange')),
      })
    },
    [q, onOpenChange]
  )

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setActive((index) => (options.length ? (index + 1) % options.length : 0))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((index) => (options.length ? (index - 1 + options.length) % options.length : 0))
    } else if (event.key === 'Home' && options.length) {
      setActive(0)
    } else if (event.key === 'End' && options.length) {
      setActive(options.length - 1)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      choose(options[active])
    }
  }

  // The active option stays in view as the arrows move.
  const listRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' })
  }, [active])

  const optionId = (index: number) => `${listId}-option-${index}`
  const query = q.trim()
  const tooLong = answer?.state === 'tooLong' || q.length > SEARCH_QUERY_MAX
  let index = -1
  const row = (option: Option, content: React.ReactNode) => {
    index += 1
    const mine = index
    return (
      <div
        key={mine}
        id={optionId(mine)}
        data-index={mine}
        role="option"
        aria-selected={mine === active}
        className={cn(
          'cursor-pointer rounded-md px-3 py-2 max-sm:py-3',
          mine === active ? 'bg-accent text-accent-foreground' : 'hover:bg-muted'
        )}
        onMouseMove={() => setActive(mine)}
        onClick={() => choose(option)}
      >
        {content}
      </div>
    )
  }

  let status = ''
  if (failed) status = t('search.failed')
  else if (tooLong) status = t('search.tooLong', { max: SEARCH_QUERY_MAX })
  else if (query && loading && !answer) status = t('search.searching')
  else if (query && answer?.state === 'found' && answer.groups.length === 0)
    status = t('search.nothing', { q: query })

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent
          closeLabel={t('search.close')}
          className="top-4 max-w-2xl translate-y-0 gap-0 p-0 sm:top-[12vh] max-sm:h-[calc(100dvh-2rem)] max-sm:max-h-none max-sm:content-start"
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            document.getElementById(`${listId}-input`)?.focus()
          }}
        >
          <DialogTitle className="sr-only">{t('search.title')}</DialogTitle>
          <DialogDescription className="sr-only">{t('search.hint')}</DialogDescription>
          {/* The dialog's own close button is the one ×: the search field's clearing cross would
              stand beside it as a second one (Escape and the field's own text do its work). */}
          <div className="flex items-center gap-2 border-b px-4 pr-12">
            <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <input
              id={`${listId}-input`}
              type="search"
              role="combobox"
              aria-label={t('search.label')}
              aria-expanded={options.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={options.length ? optionId(active) : undefined}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              placeholder={t('search.placeholder')}
              value={q}
              onChange={(event) => setQ(event.target.value)}
              onKeyDown={onKeyDown}
              className="h-14 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground [&::-webkit-search-cancel-button]:hidden"
            />
          </div>
          <div
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={t('search.resultsLabel')}
            className="max-h-[60vh] overflow-y-auto p-2 max-sm:max-h-none"
          >
            {!query && recent.length > 0 && (
              <div role="group" aria-labelledby={`${listId}-recent`}>
                <div className="flex items-center justify-between px-3 pb-1 pt-2">
                  <span
                    id={`${listId}-recent`}
                    className="text-xs font-semibold uppercase tracking-wide text-muted-foreground"
                  >
                    {t('search.recent')}
                  </span>
                  <button
                    type="button"
                    className="rounded-sm text-xs text-muted-foreground underline-offset-2 hover:underline"
                    onClick={() => {
                      forgetSearches()
                      setRecent([])
                    }}
                  >
                    {t('search.clearRecent')}
                  </button>
                </div>
                {recent.map((item) =>
                  row(
                    { type: 'recent', q: item },
                    <span className="flex items-center gap-3">
                      <Clock3 className="size-4 text-muted-foreground" aria-hidden />
                      {item}
                    </span>
                  )
                )}
              </div>
            )}
            {query &&
              answer?.state === 'found' &&
              answer.groups.map((group) => (
                <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`}>
                  <div
                    id={`${listId}-${group.kind}`}
                    className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
                  >
                    {t(`search.kinds.${group.kind}`)}
                  </div>
                  {group.results.map((result) =>
                    row(
                      { type: 'result', result },
                      <SearchResultLine result={result} active={index + 1 === active} />
                    )
                  )}
                </div>
              ))}
            {query &&
              answer?.state === 'found' &&
              answer.groups.length > 0 &&
              row(
                { type: 'all', q: query },
                <span className="flex items-center gap-3 text-sm font-medium">
                  <Search className="size-4 text-muted-foreground" aria-hidden />
                  {t('search.seeAll', { q: query })}
                </span>
              )}
          </div>
          <p role="status" aria-live="polite" className={cn('px-5 text-sm', status && 'pb-4')}>
            {status}
          </p>
          <p className="border-t px-4 py-2 text-xs text-muted-foreground max-sm:hidden">
            {t('search.hint')}
          </p>
        </DialogContent>
      </Dialog>
      <FileViewer
        files={viewing ? [viewing] : []}
        index={viewing ? 0 : null}
        onIndex={() => {}}
        onClose={() => setViewing(null)}
      />
    </>
  )
}
