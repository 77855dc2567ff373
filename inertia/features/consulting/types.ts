import type { Data } from '@generated/data'

export type ChatMessage = Data.ConversationMessage

/* A message as a thread shows it: stored (id) or still being sent (pending, by its key). */
export type ThreadMessage = {
  key: string
  id: number | null
  sender: ChatMessage['sender']
  text: string
  author: ChatMessage['author']
  byEmail: boolean
  createdAt: string | null
  pending?: boolean
  failed?: boolean
}

export function toThreadMessage(message: ChatMessage): ThreadMessage {
  return {
    key: `m${message.id}`,
    id: message.id,
    sender: message.sender,
    text: message.text,
    author: message.author,
    byEmail: message.byEmail,
    createdAt: message.createdAt,
  }
}
