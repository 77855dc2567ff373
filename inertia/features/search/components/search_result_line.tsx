import { useTranslation } from 'react-i18next'
import {
  FileText,
  FolderKanban,
  Inbox,
  Mail,
  MessageSquare,
  Receipt,
  UserRound,
} from 'lucide-react'
import type { SearchKind } from '@shared/search'
import { formatDate } from '~/lib/format'
import { cn } from '~/lib/utils'
import { useClock } from '~/hooks/use_clock'
import type { SearchResult } from '../lib/search_api'

const ICONS: Record<SearchKind, typeof FileText> = {
  projects: FolderKanban,
  messages: MessageSquare,
  files: FileText,
  offers: Mail,
  people: UserRound,
  conversations: Inbox,
  invoices: Receipt,
}

/* The matched words marked, the rest as written. */
export function Highlighted({ parts }: { parts: SearchResult['snippet'] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark
            key={index}
            className="rounded-sm bg-amber-200 px-0.5 text-foreground dark:bg-amber-500/40"
          >
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        )
      )}
    </>
  )
}

/*
| One result, the same in the palette and on the results page: what it is, where it lives, the
| text around the match.
*/
export function SearchResultLine({ result, active }: { result: SearchResult; active?: boolean }) {
  const { t, i18n } = useTranslation()
  const clock = useClock()
  const Icon = ICONS[result.kind]
  const meta = [
    result.kind !== 'messages' && result.projectName
      ? t('search.in', { project: result.projectName })
      : null,
    result.authorName && result.kind !== 'conversations'
      ? t('search.by', { name: result.authorName })
      : null,
    result.createdAt ? formatDate(result.createdAt, i18n.language, clock.timeZone) : null,
  ].filter(Boolean)
  return (
    <span className={cn('flex min-w-0 items-start gap-3', active && 'text-accent-foreground')}>
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
          <span className="truncate font-medium">{result.title}</span>
          <span className="text-xs text-muted-foreground">{meta.join(' · ')}</span>
        </span>
        {(result.kind === 'messages' ||
          result.kind === 'conversations' ||
          result.kind === 'offers' ||
          result.kind === 'projects') && (
          <span className="line-clamp-2 text-sm text-muted-foreground break-words">
            <Highlighted parts={result.snippet} />
          </span>
        )}
        {(result.kind === 'files' || result.kind === 'people' || result.kind === 'invoices') && (
          <span className="truncate text-sm text-muted-foreground">
            <Highlighted parts={result.snippet} />
          </span>
        )}
      </span>
    </span>
  )
}
