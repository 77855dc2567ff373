import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CornerUpLeft, Info, Pencil, Trash2 } from 'lucide-react'
import { noticeMessage, type Notice } from '@shared/projects'
import { isBlankMessage, MESSAGE_MAX_LENGTH, messageLength } from '@shared/chat'
import { Button } from '~/components/ui/button'
import {
  initials,
  MessageRow,
  MessageTime,
  type MessageAction,
} from '~/components/messages/message_row'
import { cn } from '~/lib/utils'
import type { ChatMessage, Clock } from '../types'
import { MessageText } from './message_text'
import { mentionable, mentionsReader, storedText, typedText, useMentions } from '../lib/mentions'
import { RoleBadge } from './role_badge'
import { ChatTextarea } from './message_composer_field'
import { DeleteMessageDialog } from './delete_message_dialog'
import { AttachmentList } from '~/components/files/attachment_list'

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
          <MessageTime iso={message.createdAt} clock={clock} />
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
  const { t } = useTranslation()
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const deleted = message.deletedAt !== null
  const name = message.author?.name ?? t('chat.message.deletedUser')
  const directory = useMentions()
  const mentionsMe = !deleted && !!directory && mentionsReader(message.text, directory.readerId)
  const actions: MessageAction[] =
    deleted || editing
      ? []
      : [
          ...(canReply
            ? [
                {
                  key: 'reply',
                  label: t('chat.message.reply'),
                  icon: CornerUpLeft,
                  onSelect: () => onReply(message),
                },
              ]
            : []),
          ...(canEdit
            ? [
                {
                  key: 'edit',
                  label: t('chat.message.edit'),
                  icon: Pencil,
                  onSelect: () => setEditing(true),
                },
              ]
            : []),
          ...(canDelete
            ? [
                {
                  key: 'delete',
                  label: t('chat.message.delete'),
                  icon: Trash2,
                  destructive: true,
                  onSelect: () => setConfirming(true),
                },
              ]
            : []),
        ]

  return (
    <MessageRow
      id={messageDomId(message.id)}
      data-mentions-you={mentionsMe || undefined}
      name={name}
      youLabel={own ? t('chat.message.you') : undefined}
      mark={message.author?.role && <RoleBadge role={message.author.role} />}
      avatar={{
        text: message.author ? initials(message.author.name) : '?',
        team: message.author?.role === 'staff',
      }}
      createdAt={message.createdAt}
      clock={clock}
      grouped={grouped}
      highlighted={highlighted}
      mentionsYou={mentionsMe}
      edited={message.editedAt && !deleted && !editing ? t('chat.message.edited') : null}
      actions={actions}
      actionsLabel={t('chat.message.actions')}
    >
      {message.replyTo && (
        <ReplyQuote quote={message.replyTo} onClick={() => onQuote(message.replyTo!.id)} />
      )}
      {deleted ? (
        <p className="text-sm text-muted-foreground italic">{t('chat.message.deleted')}</p>
      ) : editing ? (
        <EditForm
          text={typedText(message.text, directory)}
          onCancel={() => setEditing(false)}
          onSave={async (text) => {
            if (await onEdit(message.id, storedText(text, mentionable(directory))))
              setEditing(false)
          }}
        />
      ) : (
        message.text && <MessageText text={message.text} />
      )}
      {!deleted && <AttachmentList files={message.attachments ?? []} />}
      <DeleteMessageDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => onDelete(message.id)}
      />
    </MessageRow>
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
  const directory = useMentions()
  const name = quote.authorName ?? t('chat.message.deletedUser')
  const body = (
    <>
      <span className="block font-medium text-foreground/80">
        {t('chat.message.inReplyTo', { name })}
      </span>
      <span className={cn('line-clamp-2 break-words', !quote.text && 'italic')}>
        {typedText(quote.text, directory) || t('chat.message.deleted')}
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
