import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Conversation from '#models/conversation'
import ConversationMessage from '#models/conversation_message'
import type User from '#models/user'
import {
  conversationStatuses,
  inboxKinds,
  inboxSorts,
  inboxViews,
  type ConversationStatus,
  type InboxKind,
  type InboxSort,
  type InboxView,
} from '#shared/conversations'

export const INBOX_PER_PAGE = 25

export type InboxQuery = {
  view: InboxView
  status: ConversationStatus
  kind: InboxKind
  sort: InboxSort
  q: string
  /* A label's id, 0 for any. */
  label: number
  page: number
}

/* Query-string values the list understands; anything else falls back to the default. */
export function parseInboxQuery(input: Record<string, unknown>): InboxQuery {
  const pick = <T extends string>(value: unknown, allowed: readonly T[]) =>
    typeof value === 'string' && (allowed as readonly string[]).includes(value)
      ? (value as T)
      : allowed[0]
  const q = typeof input.q === 'string' ? input.q.trim().slice(0, 100) : ''
  const label = Number(input.label)
  const page = Math.min(10_000, Math.max(1, Number.parseInt(String(input.page ?? '1'), 10) || 1))
  return {
    view: pick(input.view, inboxViews),
    status: pick(input.status, conversationStatuses),
    kind: pick(input.kind, inboxKinds),
    sort: pick(input.sort, inboxSorts),
    q,
    label: Number.isSafeInteger(label) && label > 0 && label <= 2_147_483_647 ? label : 0,
    page,
  }
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`

function inView<Query extends ModelQueryBuilderContract<typeof Conversation, any>>(
  rows: Query,
  view: InboxView,
  viewer: User
) {
  if (view === 'mine') rows.where('assigned_to_id', viewer.id)
  if (view === 'unassigned') rows.whereNull('assigned_to_id')
  return rows
}

/*
| The staff inbox: visitor conversations and contact messages, narrowed by whose they are
| (mine, unassigned, all), their state, kind and label, and a search over name, e-mail and the
| messages' text (case-insensitive on both databases). Open threads come longest-waiting first
| by default (a person whose last message is unanswered; then the rest by latest activity);
| `recent` orders by latest activity only. Each row comes with its last message as the preview.
*/
export async function listInbox(viewer: User, query: InboxQuery) {
  const rows = inView(
    Conversation.query()
      .preload('user')
      .preload('assignedTo')
      .preload('labels')
      .where('status', query.status),
    query.view,
    viewer
  )
  if (query.sort === 'waiting' && query.status === 'open') {
    // Portable "nulls last": the waiting first, the oldest wait at the top.
    rows
      .orderByRaw('case when waiting_since is null then 1 else 0 end asc')
      .orderBy('waiting_since', 'asc')
  }
  rows.orderBy('last_activity_at', 'desc').orderBy('id', 'desc')
  if (query.kind !== 'all') rows.where('kind', query.kind)
  if (query.label) {
    rows.whereIn(
      'id',
      db.from('conversation_label_links').select('conversation_id').where('label_id', query.label)
    )
  }
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

/*
| The inbox's own sidebar: how many open threads in each view have something unread (a blocked
| visitor's never count, as in the app's sidebar).
*/
export async function unreadByView(viewer: User): Promise<Record<InboxView, number>> {
  const counts = await Promise.all(
    inboxViews.map(async (view) => {
      const row = await inView(
        Conversation.query().where('unread', true).whereNull('blocked_at'),
        view,
        viewer
      )
        .count('* as total')
        .first()
      return [view, Number(row?.$extras.total ?? 0)] as const
    })
  )
  return Object.fromEntries(counts) as Record<InboxView, number>
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
