import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { SendHorizontal, X } from 'lucide-react'
import {
  isBlankMessage,
  MESSAGE_COUNTER_FROM,
  MESSAGE_MAX_LENGTH,
  messageLength,
} from '@shared/chat'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/utils'
import { useDraft } from '../hooks/use_draft'
import type { ChatMessage } from '../types'
import { ChatTextarea } from './message_composer_field'

/*
| Where a member writes. Enter sends, Shift+Enter adds a line, an input method's Enter never
| sends. The draft is kept per project in this browser. Near the limit a counter says how many
| characters are left (counted as the server counts: after trimming, an emoji is one).
*/
export function Composer({
  projectId,
  replyTo,
  onCancelReply,
  onSend,
  onTyping,
  onStopped,
  focusKey,
}: {
  projectId: number
  replyTo: ChatMessage | null
  onCancelReply: () => void
  onSend: (text: string, replyTo: ChatMessage | null) => void
  onTyping: () => void
  onStopped: () => void
  /* Changes when something (choosing Reply) wants the text area focused. */
  focusKey: number
}) {
  const { t } = useTranslation()
  const [draft, setDraft] = useDraft(projectId)
  const field = useRef<HTMLTextAreaElement>(null)
  const length = messageLength(draft.trim())
  const left = MESSAGE_MAX_LENGTH - length
  const blank = isBlankMessage(draft)
  const tooLong = left < 0

  useEffect(() => {
    if (focusKey > 0) field.current?.focus()
  }, [focusKey])

  const submit = () => {
    if (blank || tooLong) return
    onSend(draft.trim(), replyTo)
    setDraft('')
    onStopped()
    onCancelReply()
  }

  const replyName = replyTo ? (replyTo.author?.name ?? t('chat.message.deletedUser')) : ''

  return (
    <form
      className="grid min-w-0 grid-cols-1 gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      {replyTo && (
        <div className="flex items-start gap-2 rounded-md border-l-4 border-primary/50 bg-muted/60 px-3 py-1.5 text-xs">
          <div className="min-w-0 flex-1">
            <p className="font-medium">{t('chat.composer.replyingTo', { name: replyName })}</p>
            <p className="truncate text-muted-foreground">{replyTo.text}</p>
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-6"
            aria-label={t('chat.composer.cancelReply')}
            title={t('chat.composer.cancelReply')}
            onClick={onCancelReply}
          >
            <X aria-hidden />
          </Button>
        </div>
      )}
      <div className="flex min-w-0 items-end gap-2">
        <label htmlFor="chat-composer" className="sr-only">
          {t('chat.composer.label')}
        </label>
        <ChatTextarea
          ref={field}
          id="chat-composer"
          name="text"
          value={draft}
          placeholder={t('chat.composer.placeholder')}
          aria-describedby="chat-composer-hint chat-composer-counter"
          aria-invalid={tooLong || undefined}
          onChange={(event) => {
            const text = event.target.value
            setDraft(text)
            if (isBlankMessage(text)) onStopped()
            else onTyping()
          }}
          onSubmitText={submit}
          onEscape={replyTo ? onCancelReply : undefined}
          className="min-w-0 flex-1"
        />
        <Button
          type="submit"
          size="icon"
          className="size-10 shrink-0"
          disabled={blank || tooLong}
          aria-label={t('chat.composer.send')}
          title={t('chat.composer.send')}
        >
          <SendHorizontal aria-hidden />
        </Button>
      </div>
      <div className="flex min-h-4 flex-wrap justify-between gap-x-4 text-xs text-muted-foreground">
        <p id="chat-composer-hint" className="hidden sm:block">
          {t('chat.composer.hint')}
        </p>
        <p
          id="chat-composer-counter"
          aria-live="polite"
          className={cn('ms-auto tabular-nums', tooLong && 'font-medium text-destructive')}
        >
          {left <= MESSAGE_COUNTER_FROM &&
            (tooLong
              ? t('chat.composer.over', { count: Math.abs(left) })
              : t('chat.composer.left', { count: left }))}
        </p>
      </div>
    </form>
  )
}
