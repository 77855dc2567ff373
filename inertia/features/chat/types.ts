/*
| The shapes the chat reads, written structurally so the generated `Data.Message` fits them
| (DESIGN.md "Chat messages over JSON").
*/
import type { SharedFile } from '@shared/files'

export type ChatRole = 'staff' | 'owner' | 'member' | 'viewer'

export type ChatMessage = {
  id: number
  projectId: number
  kind: 'message' | 'notice'
  text: string
  notice: { type: string; params: Record<string, unknown> } | null
  author: { id: number; name: string; role: ChatRole | null } | null
  replyTo: { id: number; text: string; authorName: string | null } | null
  attachments: SharedFile[]
  createdAt: string
  editedAt: string | null
  deletedAt: string | null
  /* An event too long to carry the text: fetch it. */
  partial?: true
}

/* A message written here that the server has not confirmed yet (or refused to take). */
export type PendingMessage = {
  clientKey: string
  text: string
  replyTo: ChatMessage['replyTo']
  /* Already uploaded: the message carries their ids. */
  attachments: SharedFile[]
  createdAt: string
  /* `queued`: written while offline, sent by itself when the connection returns. */
  state: 'sending' | 'failed' | 'queued'
  error: string | null
}

export type Clock = { now: number; timeZone: string | undefined }

export type ChatUser = { id: number; name: string }
