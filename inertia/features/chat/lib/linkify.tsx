import { Fragment, type ReactNode } from 'react'

/*
| A message's text as typed: React escapes it (no HTML from anyone ever renders), line breaks
| stay (the element uses `white-space: pre-wrap`), and web addresses become links that open in
| a new tab without telling the site where they came from or lending it our page.
*/
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/giu

/* Punctuation that ends a sentence rather than the address ("see https://x.sk/a." ). */
const TRAILING = /[.,:;!?)\]}'"»”’]+$/u

export function linkify(text: string): ReactNode[] {
  const nodes: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index
    let address = match[0]
    const trailing = address.match(TRAILING)?.[0] ?? ''
    // Keep a closing bracket that belongs to the address: (https://en.wikipedia.org/wiki/A_(b))
    const opened = (address.match(/\(/g) ?? []).length
    const closed = (address.match(/\)/g) ?? []).length
    const cut = trailing && !(trailing === ')' && opened >= closed) ? trailing.length : 0
    address = cut ? address.slice(0, -cut) : address
    if (start > last) nodes.push(text.slice(last, start))
    const href = address.startsWith('www.') ? `https://${address}` : address
    nodes.push(
      <a
        key={`${start}-${address}`}
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="break-words text-primary underline underline-offset-2 hover:no-underline"
      >
        {address}
      </a>
    )
    last = start + address.length
  }
  if (last < text.length) nodes.push(text.slice(last))
  return nodes.map((node, index) =>
    typeof node === 'string' ? <Fragment key={`t${index}`}>{node}</Fragment> : node
  )
}
