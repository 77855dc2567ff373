import { QUOTE_MAX_LENGTH } from '@shared/chat'
import type { ChatMessage } from '../types'

/*
| The stream as the reader has it: one entry per id, in id order, whatever order the page's
| props, events, answers and catch-ups arrived in (the sender's own echo included). Of two
| versions of one message the later one wins: a deletion beats everything, a later edit beats
| an earlier one; an event without its text (`partial`) never replaces the text one has.
*/
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current
  const byId = new Map(current.map((message) => [message.id, message]))
  let changed = false
  for (const message of incoming) {
    const known = byId.get(message.id)
    const next = known ? newer(known, message) : message
    if (next !== known) {
      byId.set(message.id, next)
      changed = true
    }
  }
  if (!changed) return current
  const merged = [...byId.values()].sort((a, b) => a.id - b.id)
  return requote(merged, incoming)
}

function newer(known: ChatMessage, incoming: ChatMessage): ChatMessage {
  if (incoming.partial) return known
  if (known.deletedAt && !incoming.deletedAt) return known
  if (
    !known.deletedAt &&
    !incoming.deletedAt &&
    (known.editedAt ?? '') > (incoming.editedAt ?? '')
  ) {
    return known
  }
  return sameMessage(known, incoming) ? known : incoming
}

function sameMessage(a: ChatMessage, b: ChatMessage) {
  return (
    a.text === b.text &&
    a.editedAt === b.editedAt &&
    a.deletedAt === b.deletedAt &&
    a.author?.role === b.author?.role &&
    a.replyTo?.text === b.replyTo?.text
  )
}

/* A reply's quote follows its original's edits and deletion. */
function requote(messages: ChatMessage[], changed: ChatMessage[]) {
  const originals = new Map(changed.map((message) => [message.id, message]))
  return messages.map((message) => {
    const original = message.replyTo ? originals.get(message.replyTo.id) : undefined
    if (!original || original.partial || !message.replyTo) return message
    const text = original.deletedAt ? '' : quote(original.text)
    return text === message.replyTo.text
      ? message
      : { ...message, replyTo: { ...message.replyTo, text } }
  })
}

export function quote(text: string) {
  const characters = Array.from(text)
  return characters.length > QUOTE_MAX_LENGTH
    ? `${characters.slice(0, QUOTE_MAX_LENGTH).join('').trimEnd()}…`
    : text
}

/* The newest id the reader has: where `?after=` resumes. */
export function lastId(messages: ChatMessage[]) {
  return messages.at(-1)?.id ?? 0
}
