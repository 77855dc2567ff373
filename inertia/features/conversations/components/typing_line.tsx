/* "Anna is typing…" under a thread; keeps its height so the composer does not jump. */
export function TypingLine({ text }: { text: string | null }) {
  return (
    <p className="h-5 px-1 text-xs text-muted-foreground italic" aria-live="polite">
      {text}
    </p>
  )
}
