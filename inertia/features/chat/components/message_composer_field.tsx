import { forwardRef, type KeyboardEvent, type TextareaHTMLAttributes } from 'react'
import { cn } from '~/lib/utils'

/*
| A text area where Enter submits and Shift+Enter starts a new line. While an input method is
| composing (Japanese, Chinese, Korean...), Enter picks the candidate and never submits.
*/
export const ChatTextarea = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { onSubmitText: () => void; onEscape?: () => void }
>(function ChatTextarea({ onSubmitText, onEscape, className, onKeyDown, ...props }, ref) {
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    onKeyDown?.(event)
    if (event.defaultPrevented) return
    // keyCode 229: Safari reports the composition's last Enter after compositionend.
    const composing = event.nativeEvent.isComposing || event.keyCode === 229
    if (event.key === 'Enter' && !event.shiftKey && !composing) {
      event.preventDefault()
      onSubmitText()
    } else if (event.key === 'Escape' && onEscape) {
      event.preventDefault()
      onEscape()
    }
  }
  return (
    <textarea
      ref={ref}
      rows={1}
      onKeyDown={keyDown}
      className={cn(
        'field-sizing-content max-h-48 min-h-10 w-full min-w-0 resize-none rounded-md border border-input bg-background px-3 py-2 text-sm shadow-sm transition-colors placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive',
        className
      )}
      {...props}
    />
  )
})
