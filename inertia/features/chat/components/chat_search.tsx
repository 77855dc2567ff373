import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ChevronDown, ChevronUp, Loader2, Search, X } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { searchChat, type ChatSearchAnswer } from '../lib/api'

/* Typing pauses this long before the search asks: one request per word, not per key. */
const TYPING_PAUSE_MS = 250

type Props = {
  projectId: number
  /* Shows one hit in the chat (loading the history around it when it is not held). */
  onShow: (messageId: number) => void
  onClose: () => void
}

type Found = ChatSearchAnswer & { at: number }

/*
| Search inside the project's chat, from its header: the hits of the platform's search within
| this project, newest first, stepped through with Older and Newer (Enter and Shift+Enter in
| the field), each shown in place with the messages around it. Escape closes it.
*/
export function ChatSearch({ projectId, onShow, onClose }: Props) {
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  const [found, setFound] = useState<Found | null>(null)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const field = useRef<HTMLInputElement>(null)
  const show = useRef(onShow)
  show.current = onShow

  useEffect(() => field.current?.focus(), [])

  useEffect(() => {
    const q = query.trim()
    if (!q) {
      setFound(null)
      setBusy(false)
      return
    }
    const controller = new AbortController()
    const timer = window.setTimeout(() => {
      setBusy(true)
      setFailed(false)
      searchChat(projectId, q, controller.signal)
        .then((answer) => {
          setFound({ ...answer, at: 0 })
          if (answer.ids[0] !== undefined) show.current(answer.ids[0])
        })
        .catch((error: unknown) => {
          if ((error as Error).name !== 'AbortError') setFailed(true)
        })
        .finally(() => {
          if (!controller.signal.aborted) setBusy(false)
        })
    }, TYPING_PAUSE_MS)
    return () => {
      controller.abort()
      window.clearTimeout(timer)
    }
  }, [query, projectId])

  const step = (by: 1 | -1) => {
    if (!found || found.ids.length === 0) return
    const at = (found.at + by + found.ids.length) % found.ids.length
    setFound({ ...found, at })
    show.current(found.ids[at])
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      step(event.shiftKey ? -1 : 1)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
    }
  }

  const hits = found?.ids.length ?? 0
  const status = failed
    ? t('chat.search.failed')
    : busy
      ? t('chat.search.searching')
      : found?.state === 'tooLong'
        ? t('chat.search.tooLong')
        : found && hits === 0
          ? t('chat.search.none')
          : found
            ? t(found.more ? 'chat.search.positionMore' : 'chat.search.position', {
                index: found.at + 1,
                count: hits,
              })
            : ''

  return (
    <div role="search" className="flex shrink-0 items-center gap-1 border-b px-2 py-1.5 sm:px-4">
      <Search className="ms-1 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <Input
        ref={field}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
        aria-label={t('chat.search.label')}
        aria-describedby={`chat-search-status-${projectId}`}
        placeholder={t('chat.search.placeholder')}
        className="min-w-0 flex-1 border-0 shadow-none [&::-webkit-search-cancel-button]:hidden"
        maxLength={200}
      />
      <span
        id={`chat-search-status-${projectId}`}
        aria-live="polite"
        className="shrink-0 text-xs text-muted-foreground tabular-nums"
      >
        {busy ? (
          <Loader2 className="size-3.5 animate-spin motion-reduce:animate-none" aria-hidden />
        ) : null}
        <span className={busy ? 'sr-only' : undefined}>{status}</span>
      </span>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('chat.search.older')}
        title={t('chat.search.older')}
        disabled={hits < 2}
        onClick={() => step(1)}
      >
        <ChevronUp aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('chat.search.newer')}
        title={t('chat.search.newer')}
        disabled={hits < 2}
        onClick={() => step(-1)}
      >
        <ChevronDown aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('chat.search.close')}
        title={t('chat.search.close')}
        onClick={onClose}
      >
        <X aria-hidden />
      </Button>
    </div>
  )
}
