/*
| The chat panel and the inbox: kinds, states and bounds that the server validates and the
| browser shows, in one place.
*/
export const conversationKinds = ['chat', 'contact'] as const
export type ConversationKind = (typeof conversationKinds)[number]

export const conversationStatuses = ['open', 'closed'] as const
export type ConversationStatus = (typeof conversationStatuses)[number]

export type MessageSender = 'visitor' | 'staff'

/* DESIGN.md: a message is 1..5,000 characters after trimming. */
export const CHAT_MESSAGE_MAX = 5000

/*
| The inbox list's triage: whose threads (`view`), which state (`status`), and the order (the
| longest-waiting person first, or the latest activity). An unknown value falls back to the
| first of each list.
*/
export const inboxViews = ['all', 'mine', 'unassigned'] as const
export type InboxView = (typeof inboxViews)[number]

export const inboxSorts = ['waiting', 'recent'] as const
export type InboxSort = (typeof inboxSorts)[number]

/* A saved reply's bounds (title and text). */
export const SAVED_REPLY_TITLE_MAX = 80
export const SAVED_REPLY_TEXT_MAX = CHAT_MESSAGE_MAX

export const inboxKinds = ['all', ...conversationKinds] as const
export type InboxKind = (typeof inboxKinds)[number]

/* The event the page dispatches to open the chat panel (the landing page's call to action). */
export const OPEN_CHAT_EVENT = 'chat-panel:open'

/*
| Safe links in a visitor's text: only http(s) addresses become links; everything else stays
| text (React escapes it). Splits a text into text and link parts.
*/
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi

export type TextPart = { type: 'text'; value: string } | { type: 'link'; value: string }

export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0
    if (start > last) parts.push({ type: 'text', value: text.slice(last, start) })
    parts.push({ type: 'link', value: match[0] })
    last = start + match[0].length
  }
  if (last < text.length) parts.push({ type: 'text', value: text.slice(last) })
  return parts
}
