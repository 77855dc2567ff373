import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CornerUpLeft, Info, MoreHorizontal, Pencil, Trash2 } from 'lucide-react'
import { noticeMessage, type Notice } from '@shared/projects'
import { isBlankMessage, MESSAGE_MAX_LENGTH, messageLength } from '@shared/chat'
import { Button } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'
import { cn } from '~/lib/utils'
import { formatFull, formatTime, initials } from '../lib/days'
import type { ChatMessage, Clock } from '../types'
import { MessageText } from './message_text'
import { RoleBadge } from './role_badge'
import { ChatTextarea } from './message_composer_field'
import { DeleteMessageDialog } from './delete_message_dialog'

export const messageDomId = (id: number) => `chat-message-${id}`

/* A notice (joined, status changed, plan accepted...) in the reader's language, in place. */
export function NoticeItem({ message, clock }: { message: ChatMessage; clock: Clock }) {
  const { t, i18n } = useTranslation()
  const { key, values } = noticeMessage(message.notice as Notice, i18n.language)
  return (
    <li id={messageDomId(message.id)} className="flex justify-center px-3 py-1.5">
      <p className="inline-flex max-w-full items-start gap-1.5 rounded-full bg-muted px-3 py-1 text-center text-xs text-muted-foreground">
        <Info className="mt-px size-3.5 shrink-0" aria-hidden />
        <span>
          {t(key, values)}
          <span aria-hidden> · </span>
          <time
            dateTime={message.createdAt}
            title={formatFull(message.createdAt, i18n.language, clock.timeZone)}
            suppressHydrationWarning
          >
            {formatTime(message.createdAt, i18n.language, clock.timeZone)}
          </time>
        </span>
      </p>
    </li>
  )
}

type ItemProps = {
  message: ChatMessage
  /* Follows the same author's message closely: name and avatar are not repeated. */
  grouped: boolean
  own: boolean
  canReply: boolean
  canEdit: boolean
  canDelete: boolean
  highlighted: boolean
  clock: Clock
  onReply: (message: ChatMessage) => void
  onEdit: (id: number, text: string) => Promise<boolean>
  onDelete: (id: number) => void
  onQuote: (id: number) => void
}

export function MessageItem({
  message,
  grouped,
  own,
  canReply,
  canEdit,
  canDelete,
  highlighted,
  clock,
  onReply,
  onEdit,
  onDelete,
  onQuote,
}: ItemProps) {
  const { t, i18n } = useTranslation()
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const deleted = message.deletedAt !== null
  const name = message.author?.name ?? t('chat.message.deletedUser')
  const hasActions = !deleted && (canReply || canEdit || canDelete)

  return (
    <li
      id={messageDomId(message.id)}
      tabIndex={-1}
      aria-labelledby={`${messageDomId(message.id)}-author`}
      className={cn(
        'group relative flex gap-3 rounded-lg px-3 outline-none transition-colors focus-visible:outline-2 focus-visible:outline-ring',
        grouped ? 'py-0.5' : 'pt-2.5 pb-0.5',
        highlighted ? 'bg-primary/10' : 'hover:bg-muted/50 focus-within:bg-muted/50'
      )}
    >
      <div className="w-9 shrink-0">
        {!grouped && (
          <span
            aria-hidden
            className={cn(
              'flex size-9 items-center justify-center rounded-full text-xs font-semibold',
              message.author?.role === 'staff'
                ? 'bg-primary text-primary-foreground'
                : 'bg-secondary text-secondary-foreground'
            )}
          >
            {message.author ? initials(message.author.name) : '?'}
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div
          className={cn(
            'flex flex-wrap items-baseline gap-x-2 gap-y-0.5',
            hasActions && 'pe-8 sm:pe-0',
            grouped && 'sr-only'
          )}
        >
          <span id={`${messageDomId(message.id)}-author`} className="text-sm font-semibold">
            {name}
            {own && <span className="sr-only"> ({t('chat.message.you')})</span>}
          </span>
          {message.author?.role && <RoleBadge role={message.author.role} />}
          <time
            dateTime={message.createdAt}
            title={formatFull(message.createdAt, i18n.language, clock.timeZone)}
            className="text-xs text-muted-foreground"
            suppressHydrationWarning
          >
            {formatTime(message.createdAt, i18n.language, clock.timeZone)}
          </time>
        </div>

        {message.replyTo && (
          <ReplyQuote quote={message.replyTo} onClick={() => onQuote(message.replyTo!.id)} />
        )}

        {deleted ? (
          <p className="text-sm text-muted-foreground italic">{t('chat.message.deleted')}</p>
        ) : editing ? (
          <EditForm
            text={message.text}
            onCancel={() => setEditing(false)}
            onSave={async (text) => {
              if (await onEdit(message.id, text)) setEditing(false)
            }}
          />
        ) : (
          <MessageText text={message.text} />
        )}
        {message.editedAt && !deleted && !editing && (
          <span className="text-xs text-muted-foreground">({t('chat.message.edited')})</span>
        )}
      </div>

      {hasActions && !editing && (
        <div className="absolute top-1 right-2 flex items-center gap-0.5 rounded-md border bg-card opacity-100 shadow-sm transition-opacity sm:opacity-0 sm:group-hover:opacity-100 sm:group-focus-within:opacity-100 [&:has([data-state=open])]:opacity-100">
          {canReply && (
            <Button
              variant="ghost"
              size="icon"
              className="hidden size-7 sm:inline-flex"
              aria-label={t('chat.message.reply')}
              title={t('chat.message.reply')}
              onClick={() => onReply(message)}
            >
              <CornerUpLeft aria-hidden />
            </Button>
          )}
          {/* On phones (no hover) one small menu holds every action, Reply included. */}
          {(canEdit || canDelete || canReply) && (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  className={cn('size-7', !canEdit && !canDelete && 'sm:hidden')}
                  aria-label={t('chat.message.actions')}
                  title={t('chat.message.actions')}
                >
                  <MoreHorizontal aria-hidden />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {canReply && (
                  <DropdownMenuItem className="sm:hidden" onSelect={() => onReply(message)}>
                    <CornerUpLeft aria-hidden />
                    {t('chat.message.reply')}
                  </DropdownMenuItem>
                )}
                {canEdit && (
                  <DropdownMenuItem onSelect={() => setEditing(true)}>
                    <Pencil aria-hidden />
                    {t('chat.message.edit')}
                  </DropdownMenuItem>
                )}
                {canDelete && (
                  <DropdownMenuItem
                    className="text-destructive data-[highlighted]:text-destructive"
                    onSelect={() => setConfirming(true)}
                  >
                    <Trash2 aria-hidden />
                    {t('chat.message.delete')}
                  </DropdownMenuItem>
                )}
              </DropdownMenuContent>
            </DropdownMenu>
          )}
        </div>
      )}
      <DeleteMessageDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => onDelete(message.id)}
      />
    </li>
  )
}

/* The quoted original above a reply; a click (or Enter) goes to it. */
export function ReplyQuote({
  quote,
  onClick,
}: {
  quote: NonNullable<ChatMessage['replyTo']>
  onClick?: () => void
}) {
  const { t } = useTranslation()
  const name = quote.authorName ?? t('chat.message.deletedUser')
  const body = (
    <>
      <span className="block font-medium text-foreground/80">
        {t('chat.message.inReplyTo', { name })}
      </span>
      <span className={cn('line-clamp-2 break-words', !quote.text && 'italic')}>
        {quote.text || t('chat.message.deleted')}
      </span>
    </>
  )
  const className =
    'my-1 block w-full max-w-prose rounded-md border-l-4 border-primary/40 bg-muted/60 px-2.5 py-1.5 text-left text-xs text-muted-foreground'
  return onClick ? (
    <button
      type="button"
      onClick={onClick}
      title={t('chat.message.showOriginal', { name })}
      className={cn(
        className,
        'cursor-pointer hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring'
      )}
    >
      {body}
      <span className="sr-only">{t('chat.message.showOriginal', { name })}</span>
    </button>
  ) : (
    <div className={className}>{body}</div>
  )
}

function EditForm({
  text,
  onSave,
  onCancel,
}: {
  text: string
  onSave: (text: string) => Promise<void>
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const [value, setValue] = useState(text)
  const [saving, setSaving] = useState(false)
  const trimmed = value.trim()
  const tooLong = messageLength(trimmed) > MESSAGE_MAX_LENGTH
  const invalid = isBlankMessage(value) || tooLong
  const save = async () => {
    if (invalid || saving) return
    if (trimmed === text) return onCancel()
    setSaving(true)
    await onSave(trimmed)
    setSaving(false)
  }
  return (
    <form
      className="mt-1 grid gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <label className="sr-only" htmlFor="chat-edit-text">
        {t('chat.edit.label')}
      </label>
      <ChatTextarea
        id="chat-edit-text"
        autoFocus
        value={value}
        aria-invalid={tooLong || undefined}
        onChange={(event) => setValue(event.target.value)}
        onSubmitText={() => void save()}
        onEscape={onCancel}
        onFocus={(event) => {
          const end = event.currentTarget.value.length
          event.currentTarget.setSelectionRange(end, end)
        }}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={invalid || saving}>
          {t('chat.edit.save')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          {t('chat.edit.cancel')}
        </Button>
      </div>
    </form>
  )
}
