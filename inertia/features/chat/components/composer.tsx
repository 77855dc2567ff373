import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { SendHorizontal, X } from 'lucide-react'
import { FILES_PER_MESSAGE, type SharedFile } from '@shared/files'
import { useUploads } from '~/hooks/use_uploads'
import { UploadChips } from '~/components/files/upload_chips'
import { AttachButton } from '~/components/files/attach_button'
import { DropHint, droppingClass, useFileDrop } from '~/components/files/file_drop'
import { notify } from '~/lib/toast'
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
import { MENTION_LIST_ID, MentionList, mentionOptionId } from './mention_list'
import {
  matchingMembers,
  mentionAt,
  storedText,
  typedText,
  useMentions,
  type Mentionable,
} from '../lib/mentions'

/*
| Where a member writes. Enter sends, Shift+Enter adds a line, an input method's Enter never
| sends. The draft is kept per project in this browser. Near the limit a counter says how many
| characters are left (counted as the server counts: after trimming, an emoji is one).
| Files come with the paperclip, by dropping them on the composer or by pasting (a screenshot
| from the clipboard); each uploads at once, and the message goes once they are all up, with or
| without a caption.
*/
export function Composer({
  projectId,
  replyTo,
  onCancelReply,
  onSend,
  onTyping,
  onStopped,
  focusKey,
  members = [],
}: {
  projectId: number
  /* Who an @ offers (the project's members but the writer). */
  members?: Mentionable[]
  replyTo: ChatMessage | null
  onCancelReply: () => void
  onSend: (text: string, replyTo: ChatMessage | null, attachments: SharedFile[]) => void
  onTyping: () => void
  onStopped: () => void
  /* Changes when something (choosing Reply) wants the text area focused. */
  focusKey: number
}) {
  const { t } = useTranslation()
  const directory = useMentions()
  const [draft, setDraft] = useDraft(projectId)
  const field = useRef<HTMLTextAreaElement>(null)
  // The @ being typed at the caret, and which offered member is highlighted.
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null)
  const [active, setActive] = useState(0)
  // An @ the writer dismissed with Escape stays closed until they type another.
  const dismissed = useRef<number | null>(null)
  const offered = mention ? matchingMembers(members, mention.query) : []
  const listOpen = offered.length > 0
  const length = messageLength(draft.trim())
  const left = MESSAGE_MAX_LENGTH - length
  const blank = isBlankMessage(draft)
  const tooLong = left < 0
  const uploads = useUploads(projectId)
  const hasFiles = uploads.entries.length > 0
  const canSend = (!blank || hasFiles) && !tooLong && !uploads.busy

  const addFiles = (files: File[]) => {
    if (files.length === 0) return
    const left = uploads.add(files)
    if (left > 0) notify('error', t('files.errors.tooMany', { count: FILES_PER_MESSAGE }))
  }
  const { dragging, dropProps, onPaste } = useFileDrop(addFiles)

  useEffect(() => {
    if (focusKey > 0) field.current?.focus()
  }, [focusKey])

  const findMention = (text: string, caret: number) => {
    const found = mentionAt(text, caret)
    if (found && found.start === dismissed.current) return setMention(null)
    if (found?.start !== mention?.start || found?.query !== mention?.query) setActive(0)
    setMention(found)
  }

  const pick = (member: Mentionable) => {
    if (!mention) return
    const caret = mention.start + 1 + mention.query.length
    const inserted = `@${member.name} `
    const text = draft.slice(0, mention.start) + inserted + draft.slice(caret)
    setDraft(text)
    setMention(null)
    const position = mention.start + inserted.length
    requestAnimationFrame(() => field.current?.setSelectionRange(position, position))
  }

  const mentionKeys = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!listOpen) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((index) => (index + step + offered.length) % offered.length)
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault()
      pick(offered[Math.min(active, offered.length - 1)])
    } else if (event.key === 'Escape') {
      event.preventDefault()
      dismissed.current = mention!.start
      setMention(null)
    }
  }

  const submit = () => {
    if (!canSend) return
    onSend(blank ? '' : storedText(draft.trim(), members), replyTo, uploads.done)
    uploads.clear()
    setMention(null)
    dismissed.current = null
    setDraft('')
    onStopped()
    onCancelReply()
  }

  const replyName = replyTo ? (replyTo.author?.name ?? t('chat.message.deletedUser')) : ''

  return (
    <form
      className={cn(
        'relative grid min-w-0 grid-cols-1 gap-2 rounded-md',
        dragging && droppingClass
      )}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
      {...dropProps}
    >
      {dragging && <DropHint />}
      {replyTo && (
        <div className="flex items-start gap-2 rounded-md border-l-4 border-primary/50 bg-muted/60 px-3 py-1.5 text-xs">
          <div className="min-w-0 flex-1">
            <p className="font-medium">{t('chat.composer.replyingTo', { name: replyName })}</p>
            <p className="truncate text-muted-foreground">{typedText(replyTo.text, directory)}</p>
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
      <UploadChips entries={uploads.entries} onRemove={uploads.remove} onRetry={uploads.retry} />
      <div className="relative flex min-w-0 items-end gap-2">
        {listOpen && (
          <MentionList
            members={offered}
            active={Math.min(active, offered.length - 1)}
            onPick={pick}
          />
        )}
        <AttachButton onFiles={addFiles} className="size-10" />
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
          aria-autocomplete="list"
          aria-controls={listOpen ? MENTION_LIST_ID : undefined}
          aria-activedescendant={
            listOpen ? mentionOptionId(offered[Math.min(active, offered.length - 1)].id) : undefined
          }
          onKeyDown={mentionKeys}
          onSelect={(event) =>
            findMention(event.currentTarget.value, event.currentTarget.selectionStart ?? 0)
          }
          onChange={(event) => {
            const text = event.target.value
            if (dismissed.current !== null && !text.includes('@', dismissed.current)) {
              dismissed.current = null
            }
            findMention(text, event.target.selectionStart ?? text.length)
            setDraft(text)
            if (isBlankMessage(text)) onStopped()
            else onTyping()
          }}
          onSubmitText={submit}
          onPaste={onPaste}
          onEscape={replyTo ? onCancelReply : undefined}
          className="min-w-0 flex-1"
        />
        <Button
          type="submit"
          size="icon"
          className="size-10 shrink-0"
          disabled={!canSend}
          aria-label={t('chat.composer.send')}
          title={t('chat.composer.send')}
        >
          <SendHorizontal aria-hidden />
        </Button>
      </div>
      <div className="flex min-h-4 flex-wrap justify-between gap-x-4 text-xs text-muted-foreground">
        <p id="chat-composer-hint" className="hidden sm:block">
          {t('chat.composer.hint')} {members.length > 0 && t('chat.mentions.hint')}
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
