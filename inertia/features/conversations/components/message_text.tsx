import { splitLinks } from '@shared/conversations'

/*
| A message as text: React escapes it, line breaks stay, and only http(s) addresses become
| links (opened in a new tab, with no referrer and no ranking credit). Nothing a visitor writes
| is ever rendered as HTML.
*/
export function MessageText({ text }: { text: string }) {
  return (
    <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">
      {splitLinks(text).map((part, index) =>
        part.type === 'link' ? (
          <a
            key={index}
            href={part.value}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="underline underline-offset-2"
          >
            {part.value}
          </a>
        ) : (
          <span key={index}>{part.value}</span>
        )
      )}
    </p>
  )
}
