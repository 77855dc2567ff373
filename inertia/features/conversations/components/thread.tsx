import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Mail } from 'lucide-react'
import { cn } from '~/lib/utils'
import { useClock } from '~/hooks/use_clock'
import { AttachmentList } from '~/components/files/attachment_list'
import { MessageList, type ListEntry } from '~/components/messages/message_list'
import { AuthorMark, initials, MessageRow, MessageStatus } from '~/components/messages/message_row'
import { MessageText } from './message_text'
import type { ThreadMessage } from '../types'

/*
| The messages of a conversation, oldest first, in the product's one message list (day dividers,
| grouping, one header line, the team's mark). `side` is who is reading: the visitor (or client)
| or the team. Keeps the newest message in view.
*/
export type ThreadLabels = {
  log: string
  you: string
  team: string
  other: string
  sending: string
  failed: string
  /* Written offline, waiting for the connection. */
  queued: string
  byEmail?: string
  empty?: string
  /* The label over an internal note (the inbox only). */
  note?: string
}

type Entry = ListEntry & { message: ThreadMessage }

export function Thread({
  messages,
  side,
  labels,
  compact = false,
  onRetry,
  onDiscard,
}: {
  messages: ThreadMessage[]
  side: 'visitor' | 'staff'
  labels: ThreadLabels
  compact?: boolean
  /* A message that was not sent, by its key: sent again with the same key, or dropped. */
  onRetry?: (key: string) => void
  onDiscard?: (key: string) => void
}) {
  const { t } = useTranslation()
  const clock = useClock()
  const end = useRef<HTMLDivElement>(null)
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' })
  }, [messages.length])

  const entries = useMemo<Entry[]>(
    () =>
      messages.map((message) => {
        const own = message.sender === side
        return {
          key: message.key,
          createdAt: message.createdAt,
          authorKey: message.internal
            ? `note:${message.author?.id ?? ''}`
            : own && !message.author
              ? 'own'
              : `${message.sender}:${message.author?.id ?? ''}`,
          message,
        }
      }),
    [messages, side]
  )

  return (
    <div
      role="log"
      aria-label={labels.log}
      aria-live="polite"
      className={cn('flex flex-col overflow-y-auto', compact ? 'py-2' : 'py-3')}
    >
      {messages.length === 0 && labels.empty && (
        <p className="m-auto max-w-xs px-3 py-6 text-center text-sm text-muted-foreground">
          {labels.empty}
        </p>
      )}
      <MessageList
        entries={entries}
        clock={clock}
        className={compact ? undefined : 'sm:px-1'}
        render={({ message, key }, grouped) => {
          const own = message.sender === side
          const team = message.sender === 'staff'
          const name = own
            ? side === 'visitor'
              ? labels.you
              : (message.author?.name ?? labels.you)
            : team
              ? (message.author?.name ?? labels.team)
              : (message.author?.name ?? labels.other)
          const state = message.failed ? 'failed' : message.queued ? 'queued' : 'sending'
          return (
            <MessageRow
              key={key}
              data-message-key={key}
              data-pending={message.pending ? state : undefined}
              name={name}
              mark={
                team && message.author?.name ? (
                  <AuthorMark label={t('common.messages.team')} tone="team" />
                ) : null
              }
              avatar={{ text: initials(message.author?.name ?? name), team }}
              createdAt={message.createdAt}
              clock={clock}
              grouped={grouped}
              note={message.internal ? labels.note : undefined}
              status={
                message.pending && (
                  <MessageStatus
                    state={state}
                    labels={{
                      sending: labels.sending,
                      failed: labels.failed,
                      queued: labels.queued,
                      retry: t('common.messages.retry'),
                      discard: t('common.messages.discard'),
                    }}
                    onRetry={onRetry && (() => onRetry(key))}
                    onDiscard={onDiscard && (() => onDiscard(key))}
                  />
                )
              }
            >
              {message.text && <MessageText text={message.text} />}
              <AttachmentList files={message.attachments} />
              {message.byEmail && (
                <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                  <Mail aria-hidden className="size-3" />
                  {labels.byEmail}
                </span>
              )}
            </MessageRow>
          )
        }}
      />
      <div ref={end} />
    </div>
  )
}
