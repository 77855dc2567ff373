import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { SendHorizontal } from 'lucide-react'
import { FILES_PER_MESSAGE, type SharedFile } from '@shared/files'
import { Button } from '~/components/ui/button'
import { UploadChips } from '~/components/files/upload_chips'
import { AttachButton } from '~/components/files/attach_button'
import { DropHint, droppingClass, useFileDrop } from '~/components/files/file_drop'
import { useConversationUploads } from '~/hooks/use_uploads'
import { CHAT_MESSAGE_MAX } from '@shared/conversations'
import { cn } from '~/lib/utils'
import { SavedReplyMenu, useSavedReplyMenu, type SavedReplyOption } from './saved_reply_menu'

/*
| Where a message is written: Enter sends, Shift+Enter adds a line (the spec's chat rule).
| While a send is on its way the text is cleared (the thread shows it with "Sending..."); a
| refused send puts the text back with the server's message under the field (announced: the
| person may not be looking there). With `uploadUrl`, files join the message (the paperclip, a
| drop or a paste), upload at once into the conversation and are sent with it; the text may then
| be empty.
*/
export function Composer({
  label,
  placeholder,
  sendLabel,
  onSend,
  onTyping,
  disabled = false,
  hint,
  compact = false,
  uploadUrl,
  savedReplies = [],
}: {
  label: string
  placeholder: string
  sendLabel: string
  onSend: (text: string, files: SharedFile[]) => Promise<string | null>
  onTyping?: () => void
  disabled?: boolean
  hint?: string
  compact?: boolean
  uploadUrl?: string
  /* The inbox's saved replies, offered by typing "/". */
  savedReplies?: SavedReplyOption[]
}) {
  const id = useId()
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const field = useRef<HTMLTextAreaElement>(null)
  const menu = useSavedReplyMenu(savedReplies, `${id}-replies`)
  const uploads = useConversationUploads(uploadUrl ?? '')
  const files = uploads.done
  const canSend = !disabled && !uploads.busy && (!!text.trim() || files.length > 0)

  async function submit() {
    const value = text.trim()
    if (!canSend) return
    setText('')
    setError(null)
    uploads.clear()
    const failure = await onSend(value, files)
    if (failure !== null) {
      setText(value)
      setError(failure || null)
    }
  }

  function addFiles(chosen: File[]) {
    if (!uploadUrl || chosen.length === 0) return
    const left = uploads.add(chosen)
    if (left > 0) setError(t('files.errors.tooMany', { count: FILES_PER_MESSAGE }))
  }
  const { dragging, dropProps, onPaste } = useFileDrop(addFiles, !!uploadUrl && !disabled)

  function choose(option: SavedReplyOption) {
    const caret = field.current?.selectionStart ?? text.length
    const next = menu.insert(text, caret, option)
    if (!next) return
    setText(next.text)
    requestAnimationFrame(() => field.current?.setSelectionRange(next.caret, next.caret))
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const chosen = menu.onKeyDown(event)
    if (chosen) return choose(chosen)
    if (event.defaultPrevented) return
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void submit()
    }
  }

  return (
    <form
      className={cn('relative grid gap-1.5 rounded-md', dragging && droppingClass)}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
      {...dropProps}
    >
      {dragging && <DropHint />}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {uploadUrl && (
        <UploadChips entries={uploads.entries} onRemove={uploads.remove} onRetry={uploads.retry} />
      )}
      {menu.open && (
        <SavedReplyMenu
          id={`${id}-replies`}
          matches={menu.matches}
          active={menu.active}
          onHover={menu.setActive}
          onChoose={choose}
        />
      )}
      <div className="flex items-end gap-2">
        {uploadUrl && <AttachButton onFiles={addFiles} disabled={disabled} />}
        <textarea
          ref={field}
          id={id}
          {...menu.inputProps}
          value={text}
          rows={compact ? 1 : 2}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={placeholder}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          onChange={(event) => {
            setText(event.target.value)
            menu.track(event.target.value, event.target.selectionStart)
            if (event.target.value) onTyping?.()
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          className={cn(
            'field-sizing-content max-h-40 min-h-10 flex-1 resize-none rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50',
            error && 'border-destructive'
          )}
        />
        <Button type="submit" size="icon" disabled={!canSend} aria-label={sendLabel}>
          <SendHorizontal aria-hidden />
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </form>
  )
}
