/*
| Search text rules, the same on the server (building the query, marking the matches) and in the
| browser (recent searches). Text and queries are folded alike: lower case, diacritics removed,
| German ß written ss, so "cervena" finds "červená" and "strasse" finds "Straße"
| (docs/decisions/search-index.md).
*/

/*
| The kinds of result, in the order the palette groups them. Staff see the last three too;
| invoices are found by staff and by the owners of their projects.
*/
export const SEARCH_KINDS = ['projects', 'messages', 'files', 'invoices'] as const
export const STAFF_SEARCH_KINDS = ['offers', 'people', 'conversations'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number] | (typeof STAFF_SEARCH_KINDS)[number]

/* A longer query is refused with a message: nobody types it, and it would only cost. */
export const SEARCH_QUERY_MAX = 200
/* Words beyond these are left out of the query (each is one more index lookup). */
export const SEARCH_TERMS_MAX = 12
export const SEARCH_TERM_CHARS_MAX = 60

/* The palette's results per kind, and the results page's. */
export const PALETTE_LIMIT = 5
export const PAGE_LIMIT = 30

const COMBINING = /\p{M}+/gu
const EXTRA: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  ł: 'l',
  Ł: 'l',
  ø: 'o',
  Ø: 'o',
  đ: 'd',
  Đ: 'd',
}

/* One character (code point) folded; may be empty (a combining mark) or two letters (ß). */
function foldChar(char: string) {
  return EXTRA[char] ?? char.normalize('NFKD').replace(COMBINING, '').toLowerCase()
}

export function foldText(text: string) {
  let folded = ''
  for (const char of text) folded += foldChar(char)
  return folded
}

const WORD = /[\p{L}\p{N}]+/gu

function words(text: string) {
  return (foldText(text).match(WORD) ?? []).map((word) => word.slice(0, SEARCH_TERM_CHARS_MAX))
}

/*
| A query as people type it: words (each matching as a prefix, in any order) and "quoted
| phrases" (these words, in this order, whole). Only letters and digits survive: nothing a
| person types is ever read as the database's query syntax. An unbalanced quote counts as none.
*/
export type ParsedQuery = {
  terms: string[]
  phrases: string[][]
}

export function parseQuery(query: string): ParsedQuery {
  const terms: string[] = []
  const phrases: string[][] = []
  let budget = SEARCH_TERMS_MAX
  const parts = query.split('"')
  // Parts at odd positions were inside a pair of quotes; the last one only if it was closed.
  const closed = parts.length % 2 === 1
  parts.forEach((part, index) => {
    const quoted = index % 2 === 1 && (closed || index < parts.length - 1)
    const found = words(part).slice(0, Math.max(budget, 0))
    budget -= found.length
    if (found.length === 0) return
    if (quoted && found.length > 1) phrases.push(found)
    else terms.push(...found)
  })
  return { terms, phrases }
}

export function isEmptyQuery(parsed: ParsedQuery) {
  return parsed.terms.length === 0 && parsed.phrases.length === 0
}

/* FTS5's MATCH: `"word"*` for a prefix, `"two words"` for a phrase; all of them (AND). */
export function fts5Match(parsed: ParsedQuery) {
  return [
    ...parsed.phrases.map((phrase) => `"${phrase.join(' ')}"`),
    ...parsed.terms.map((term) => `"${term}"*`),
  ].join(' AND ')
}

/* PostgreSQL's tsquery: `'word':*` for a prefix, `'two' <-> 'words'` for a phrase. */
export function tsQuery(parsed: ParsedQuery) {
  return [
    ...parsed.phrases.map((phrase) => `(${phrase.map((word) => `'${word}'`).join(' <-> ')})`),
    ...parsed.terms.map((term) => `'${term}':*`),
  ].join(' & ')
}

/* A piece of a shown text; `match` marks a word the query found. */
export type Highlight = {
  text: string
  match: boolean
}

/*
| The text around the first match, with the matching words marked, cut to about `width`
| characters. Marked here from the original text (with its diacritics), not from the index.
*/
export function highlight(text: string, parsed: ParsedQuery, width = 160): Highlight[] {
  const wanted = [...parsed.terms, ...parsed.phrases.flat()]
  const exact = new Set(parsed.phrases.flat())
  const pieces: { start: number; end: number }[] = []
  for (const found of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const word = foldText(found[0])
    if (wanted.some((term) => (exact.has(term) ? word === term : word.startsWith(term)))) {
      pieces.push({ start: found.index, end: found.index + found[0].length })
    }
  }
  const first = pieces[0]?.start ?? 0
  let from = Math.max(0, first - Math.floor(width / 3))
  if (from > 0) {
    const space = text.lastIndexOf(' ', from)
    from = space > 0 && first - space < width / 2 ? space + 1 : from
  }
  const to = Math.min(text.length, from + width)
  const out: Highlight[] = []
  const push = (part: string, match: boolean) => {
    if (part) out.push({ text: part, match })
  }
  let at = from
  for (const piece of pieces) {
    if (piece.end <= from || piece.start >= to) continue
    push(text.slice(at, Math.max(at, piece.start)), false)
    push(text.slice(Math.max(at, piece.start), Math.min(piece.end, to)), true)
    at = Math.min(piece.end, to)
  }
  push(text.slice(at, to), false)
  if (from > 0 && out[0]) out[0] = { ...out[0], text: `…${out[0].text}` }
  if (to < text.length && out.length) {
    const last = out[out.length - 1]
    out[out.length - 1] = { ...last, text: `${last.text}…` }
  }
  return out
}
