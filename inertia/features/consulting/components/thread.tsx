import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Mail } from 'lucide-react'
import { cn } from '~/lib/utils'
import { formatDateTime } from '~/lib/format'
import { MessageText } from './message_text'
import type { ThreadMessage } from '../types'

/*
| The messages of a conversation, oldest first, the reader's own on the right. `side` is who is
| reading: the visitor (or client) or the team. Keeps the newest message in view.
*/
export type ThreadLabels = {
  log: string
  you: string
  team: string
  other: string
  sending: string
  failed: string
  byEmail?: string
  empty?: string
}

export function Thread({
  messages,
  side,
  labels,
  compact = false,
}: {
  messages: ThreadMessage[]
  side: 'visitor' | 'staff'
  labels: ThreadLabels
  compact?: boolean
}) {
  const { i18n } = useTranslation()
  const end = useRef<HTMLDivElement>(null)
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' })
  }, [messages.length])

  // Today's messages by their time alone; older ones (a conversation resumed days later) with
  // their date too, or "15:07" would read as today.
  const time = (iso: string) =>
    new Date(iso).toDateString() === new Date().toDateString()
      ? new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(
          new Date(iso)
        )
      : formatDateTime(iso, i18n.language)

  return (
    <div
      role="log"
      aria-label={labels.log}
      aria-live="polite"
      className={cn('flex flex-col gap-3 overflow-y-auto', compact ? 'p-3' : 'p-4')}
    >
      {messages.length === 0 && labels.empty && (
        <p className="m-auto max-w-xs py-6 text-center text-sm text-muted-foreground">
          {labels.empty}
        </p>
      )}
      {messages.map((message) => {
        const own = message.sender === side
        const who = own
          ? side === 'visitor'
            ? labels.you
            : (message.author?.name ?? labels.you)
          : message.sender === 'staff'
            ? (message.author?.name ?? labels.team)
            : (message.author?.name ?? labels.other)
        return (
          <div
            key={message.key}
            className={cn(
              'flex max-w-[85%] flex-col gap-1',
              own ? 'items-end self-end' : 'items-start'
            )}
          >
            <span className="px-1 text-xs text-muted-foreground">
              {who}
              {message.createdAt && (
                <>
                  {' · '}
                  <time dateTime={message.createdAt} suppressHydrationWarning>
                    {time(message.createdAt)}
                  </time>
                </>
              )}
            </span>
            <div
              className={cn(
                'rounded-2xl px-3.5 py-2',
                own
                  ? 'rounded-br-sm bg-primary text-primary-foreground'
                  : 'rounded-bl-sm bg-muted text-foreground'
              )}
            >
              <MessageText text={message.text} />
            </div>
            {message.pending && (
              <span className="px-1 text-xs text-muted-foreground" role="status">
                {message.failed ? labels.failed : labels.sending}
              </span>
            )}
            {message.byEmail && (
              <span className="inline-flex items-center gap-1 px-1 text-xs text-muted-foreground">
                <Mail aria-hidden className="size-3" />
                {labels.byEmail}
              </span>
            )}
          </div>
        )
      })}
      <div ref={end} />
    </div>
  )
}
