import { useTranslation } from 'react-i18next'
import { typingText } from '../lib/typing_text'

/* Who is typing in the chat, announced politely (the text: lib/typing_text.ts). */
export function TypingIndicator({ names }: { names: string[] }) {
  const { t } = useTranslation()
  const text = typingText(t, names)
  return (
    <p
      className="flex h-5 items-center gap-2 px-1 text-xs text-muted-foreground"
      aria-live="polite"
      data-testid="typing-indicator"
    >
      {text && (
        <>
          <span className="flex gap-0.5" aria-hidden>
            <span className="size-1 animate-bounce rounded-full bg-muted-foreground motion-reduce:animate-none" />
            <span className="size-1 animate-bounce rounded-full bg-muted-foreground [animation-delay:150ms] motion-reduce:animate-none" />
            <span className="size-1 animate-bounce rounded-full bg-muted-foreground [animation-delay:300ms] motion-reduce:animate-none" />
          </span>
          <span className="truncate">{text}</span>
        </>
      )}
    </p>
  )
}
