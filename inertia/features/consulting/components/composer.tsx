import { useId, useState, type KeyboardEvent } from 'react'
import { SendHorizontal } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { CHAT_MESSAGE_MAX } from '@shared/consulting'
import { cn } from '~/lib/utils'

/*
| Where a message is written: Enter sends, Shift+Enter adds a line (the spec's chat rule).
| While a send is on its way the text is cleared (the thread shows it with "Sending..."); a
| refused send puts the text back with the server's message under the field.
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
}: {
  label: string
  placeholder: string
  sendLabel: string
  onSend: (text: string) => Promise<string | null>
  onTyping?: () => void
  disabled?: boolean
  hint?: string
  compact?: boolean
}) {
  const id = useId()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)

  async function submit() {
    const value = text.trim()
    if (!value || disabled) return
    setText('')
    setError(null)
    const failure = await onSend(value)
    if (failure !== null) {
      setText(value)
      setError(failure || null)
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void submit()
    }
  }

  return (
    <form
      className="grid gap-1.5"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          value={text}
          rows={compact ? 1 : 2}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={placeholder}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          onChange={(event) => {
            setText(event.target.value)
            if (event.target.value) onTyping?.()
          }}
          onKeyDown={onKeyDown}
          className={cn(
            'field-sizing-content max-h-40 min-h-10 flex-1 resize-none rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50',
            error && 'border-destructive'
          )}
        />
        <Button
          type="submit"
          size="icon"
          disabled={disabled || !text.trim()}
          aria-label={sendLabel}
        >
          <SendHorizontal aria-hidden />
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs text-destructive">
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
