import type { Data } from '@generated/data'
import type { SharedFile } from '@shared/files'

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
  attachments: SharedFile[]
  pending?: boolean
  failed?: boolean
  /* Written offline: sent by itself when the connection returns. */
  queued?: boolean
  /* An internal note (the inbox only): the team's, never the person's. */
  internal?: boolean
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
    attachments: message.attachments,
  }
}
