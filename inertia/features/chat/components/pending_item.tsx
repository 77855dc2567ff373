import { useTranslation } from 'react-i18next'
import { initials, MessageRow, MessageStatus } from '~/components/messages/message_row'
import type { Clock } from '~/hooks/use_clock'
import type { ChatUser, PendingMessage } from '../types'
import { MessageText } from './message_text'
import { ReplyQuote } from './message_item'
import { AttachmentList } from '~/components/files/attachment_list'

/*
| A message written here that the server has not confirmed: "Sending..." in place, or, when it
| failed, the reason with Retry (the same key, so never twice) and Discard. The text is never
| lost: it stays on screen and in the outbox until confirmed or discarded. Written offline, it
| says it goes once the connection is back (and it does, by itself), with Discard.
*/
export function PendingItem({
  entry,
  user,
  grouped,
  clock,
  onRetry,
  onDiscard,
}: {
  entry: PendingMessage
  user: ChatUser
  grouped: boolean
  clock: Clock
  onRetry: (clientKey: string) => void
  onDiscard: (clientKey: string) => void
}) {
  const { t } = useTranslation()
  return (
    <MessageRow
      data-pending={entry.state}
      aria-busy={entry.state === 'sending'}
      name={user.name}
      youLabel={t('chat.message.you')}
      avatar={{ text: initials(user.name), team: false }}
      createdAt={null}
      clock={clock}
      grouped={grouped}
      status={
        <MessageStatus
          state={entry.state}
          error={entry.error}
          labels={{
            sending: t('chat.pending.sending'),
            failed: t('chat.pending.failed'),
            queued: t('chat.composer.offline'),
            retry: t('chat.pending.retry'),
            discard: t('chat.pending.discard'),
          }}
          onRetry={() => onRetry(entry.clientKey)}
          onDiscard={() => onDiscard(entry.clientKey)}
        />
      }
    >
      {entry.replyTo && <ReplyQuote quote={entry.replyTo} />}
      {entry.text && (
        <MessageText
          text={entry.text}
          className={entry.state === 'sending' ? 'text-muted-foreground' : ''}
        />
      )}
      <AttachmentList files={entry.attachments ?? []} />
    </MessageRow>
  )
}
