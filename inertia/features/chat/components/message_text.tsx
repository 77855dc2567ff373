import { Fragment, useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { MENTION_TOKEN } from '@shared/notifications'
import { cn } from '~/lib/utils'
import { linkify } from '../lib/linkify'
import { useMentions, type MentionDirectory } from '../lib/mentions'

/* Text with its mentions (`<@12>`) as @Name, the reader's own one highlighted. */
function withMentions(text: string, directory: MentionDirectory | null, youLabel: string) {
  if (!directory) return linkify(text)
  const nodes: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(MENTION_TOKEN)) {
    if (match.index > last) {
      nodes.push(<Fragment key={`t${last}`}>{linkify(text.slice(last, match.index))}</Fragment>)
    }
    const id = Number(match[1])
    const you = id === directory.readerId
    nodes.push(
      <span
        key={`m${match.index}`}
        data-mention={id}
        data-mention-you={you || undefined}
        className={cn(
          'rounded-sm px-0.5 font-medium text-primary',
          you && 'bg-primary/15 ring-1 ring-primary/30'
        )}
      >
        @{directory.names.get(id) ?? directory.unknown}
        {you && <span className="sr-only"> ({youLabel})</span>}
      </span>
    )
    last = match.index + match[0].length
  }
  if (last < text.length)
    nodes.push(<Fragment key={`t${last}`}>{linkify(text.slice(last))}</Fragment>)
  return nodes
}

/* The text as typed: escaped by React, line breaks kept, addresses as safe links, mentions named. */
export function MessageText({ text, className }: { text: string; className?: string }) {
  const { t } = useTranslation()
  const directory = useMentions()
  const you = t('chat.mentions.mentionsYou')
  const nodes = useMemo(() => withMentions(text, directory, you), [text, directory, you])
  return (
    <p
      className={cn('text-sm leading-relaxed break-words whitespace-pre-wrap', className)}
      dir="auto"
    >
      {nodes}
    </p>
  )
}
