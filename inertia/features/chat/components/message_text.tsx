import { useMemo } from 'react'
import { cn } from '~/lib/utils'
import { linkify } from '../lib/linkify'

/* The text as typed: escaped by React, line breaks kept, addresses as safe links. */
export function MessageText({ text, className }: { text: string; className?: string }) {
  const nodes = useMemo(() => linkify(text), [text])
  return (
    <p
      className={cn('text-sm leading-relaxed break-words whitespace-pre-wrap', className)}
      dir="auto"
    >
      {nodes}
    </p>
  )
}
