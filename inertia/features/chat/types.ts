/*
| The shapes the chat reads, written structurally so the generated `Data.Message` fits them
| (DESIGN.md "Chat messages over JSON").
*/
export type ChatRole = 'staff' | 'owner' | 'member' | 'viewer'

export type ChatMessage = {
  id: number
  projectId: number
  kind: 'message' | 'notice'
  text: string
  notice: { type: string; params: Record<string, unknown> } | null
  author: { id: number; name: string; role: ChatRole | null } | null
  replyTo: { id: number; text: string; authorName: string | null } | null
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
  createdAt: string
  state: 'sending' | 'failed'
  error: string | null
}

export type Clock = { now: number; timeZone: string | undefined }

export type ChatUser = { id: number; name: string }
