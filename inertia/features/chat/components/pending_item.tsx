import { useTranslation } from 'react-i18next'
import { AlertCircle, Loader2, RotateCcw, X } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { initials } from '../lib/days'
import type { ChatUser, PendingMessage } from '../types'
import { MessageText } from './message_text'
import { ReplyQuote } from './message_item'

/*
| A message written here that the server has not confirmed: "Sending..." in place, or, when it
| failed, the reason with Retry (the same key, so never twice) and Discard. The text is never
| lost: it stays on screen and in the outbox until confirmed or discarded.
*/
export function PendingItem({
  entry,
  user,
  onRetry,
  onDiscard,
}: {
  entry: PendingMessage
  user: ChatUser
  onRetry: (clientKey: string) => void
  onDiscard: (clientKey: string) => void
}) {
  const { t } = useTranslation()
  const failed = entry.state === 'failed'
  return (
    <li
      className="flex gap-3 rounded-lg px-3 pt-2.5 pb-1"
      data-pending={entry.state}
      aria-busy={!failed}
    >
      <span
        aria-hidden
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-xs font-semibold text-secondary-foreground"
      >
        {initials(user.name)}
      </span>
      <div className="min-w-0 flex-1">
        <span className="text-sm font-semibold">{user.name}</span>
        {entry.replyTo && <ReplyQuote quote={entry.replyTo} />}
        <MessageText text={entry.text} className={failed ? '' : 'text-muted-foreground'} />
        {failed ? (
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs" role="alert">
            <span className="inline-flex w-full items-center gap-1 font-medium text-destructive">
              <AlertCircle className="size-3.5" aria-hidden />
              {t('chat.pending.failed')} {entry.error}
            </span>
            <Button
              size="sm"
              variant="outline"
              className="h-7"
              onClick={() => onRetry(entry.clientKey)}
            >
              <RotateCcw aria-hidden />
              {t('chat.pending.retry')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="h-7"
              onClick={() => onDiscard(entry.clientKey)}
            >
              <X aria-hidden />
              {t('chat.pending.discard')}
            </Button>
          </div>
        ) : (
          <p className="mt-0.5 inline-flex items-center gap-1 text-xs text-muted-foreground">
            <Loader2 className="size-3 animate-spin motion-reduce:animate-none" aria-hidden />
            {t('chat.pending.sending')}
          </p>
        )}
      </div>
    </li>
  )
}
