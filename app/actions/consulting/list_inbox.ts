import Conversation from '#models/conversation'
import ConversationMessage from '#models/conversation_message'
import type User from '#models/user'
import { inboxFilters, inboxKinds, type InboxFilter, type InboxKind } from '#shared/consulting'

export const INBOX_PER_PAGE = 25

export type InboxQuery = { filter: InboxFilter; kind: InboxKind; q: string; page: number }

/* Query-string values the list understands; anything else falls back to the default. */
export function parseInboxQuery(input: Record<string, unknown>): InboxQuery {
  const pick = <T extends string>(value: unknown, allowed: readonly T[], fallback: T) =>
    typeof value === 'string' && (allowed as readonly string[]).includes(value)
      ? (value as T)
      : fallback
  const q = typeof input.q === 'string' ? input.q.trim().slice(0, 100) : ''
  const page = Math.min(10_000, Math.max(1, Number.parseInt(String(input.page ?? '1'), 10) || 1))
  return {
    filter: pick(input.filter, inboxFilters, 'all'),
    kind: pick(input.kind, inboxKinds, 'all'),
    q,
    page,
  }
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`

/*
| The staff inbox: visitor conversations and contact messages by last activity, filtered by
| state, kind and a search over name, e-mail and the messages' text (case-insensitive on both
| databases). Each row comes with its last message as the preview: three queries a page.
*/
export async function listInbox(viewer: User, query: InboxQuery) {
  const rows = Conversation.query()
    .preload('user')
    .preload('assignedTo')
    .orderBy('last_activity_at', 'desc')
    .orderBy('id', 'desc')
  if (query.kind !== 'all') rows.where('kind', query.kind)
  if (query.filter === 'unread') rows.where('unread', true)
  if (query.filter === 'open') rows.where('status', 'open')
  if (query.filter === 'closed') rows.where('status', 'closed')
  if (query.filter === 'mine') rows.where('assigned_to_id', viewer.id)
  if (query.filter === 'unassigned') rows.whereNull('assigned_to_id').where('status', 'open')
  if (query.q) {
    const pattern = likePattern(query.q)
    rows.where((where) => {
      where
        .whereRaw('lower(visitor_name) like ? escape ?', [pattern, '\\'])
        .orWhereRaw('lower(visitor_email) like ? escape ?', [pattern, '\\'])
        .orWhereIn(
          'id',
          ConversationMessage.query()
            .select('conversation_id')
            .whereRaw('lower(body) like ? escape ?', [pattern, '\\'])
        )
    })
  }
  const page = await rows.paginate(query.page, INBOX_PER_PAGE)
  const previews = await lastMessages(page.all().map((conversation) => conversation.id))
  return { page, previews }
}

async function lastMessages(ids: number[]) {
  const previews = new Map<number, string>()
  if (ids.length === 0) return previews
  const latest = await ConversationMessage.query()
    .whereIn(
      'id',
      ConversationMessage.query()
        .max('id')
        .whereIn('conversation_id', ids)
        .groupBy('conversation_id')
    )
    .select('conversation_id', 'body')
  for (const message of latest) previews.set(message.conversationId, message.body.slice(0, 160))
  return previews
}
