import { useTranslation } from 'react-i18next'

/* "{name} is typing...", "{a} and {b} are typing...", "Several people are typing...". */
export function TypingIndicator({ names }: { names: string[] }) {
  const { t } = useTranslation()
  const text =
    names.length === 0
      ? ''
      : names.length === 1
        ? t('chat.typing.one', { name: names[0] })
        : names.length === 2
          ? t('chat.typing.two', { a: names[0], b: names[1] })
          : t('chat.typing.several')
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
