import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Message from '#models/message'
import type Project from '#models/project'
import { CHANGES_MARGIN_MS, MESSAGES_CATCH_UP, MESSAGES_PAGE } from '#shared/chat'

/* A time as the connection stores times (compared as text on SQLite). */
const dateTimeFormat = () => db.connection().dialect.dateTimeFormat

export type MessagesQuery = {
  before?: number
  after?: number
  around?: number
  changedSince?: string
}

/*
| A slice of a project's stream, oldest first, for the chat's JSON endpoint:
| - `before`: the page of older messages (scrolling up), MESSAGES_PAGE at a time;
| - `after`: everything newer than the last id a reader has (catch-up after a reconnect);
| - `changedSince`: messages written, edited or deleted since a sync time the reader was given,
|   oldest change first. Written ones too: ids are not handed out in commit order (two posts
|   in flight, or a post stored by a node that died before announcing it and announced again
|   when its author retried), so a message can land below the newest id a reader holds while
|   it is away, where `after` never looks;
| - `around`: a page with a given message in its middle (a search result or a link opened far
|   back in the history): half a page up to it, half after; `hasNewer` says the newest messages
|   are not in it, so the reader loads newer pages on scrolling down from there;
| - nothing: the newest page, as the project page opens with.
| `hasMore` says another call would find more (for `around`: older ones). `syncedAt` is the time to ask `changedSince`
| next: the start of this request, or, when changes are left, the last change returned.
*/
export async function listMessages(project: Project, query: MessagesQuery) {
  const syncedAt = DateTime.now()
  const base = () =>
    Message.query()
      .withScopes((scopes) => scopes.withChatRelations())
      .where('project_id', project.id)

  if (query.changedSince !== undefined) {
    const since = DateTime.fromISO(query.changedSince).minus({ milliseconds: CHANGES_MARGIN_MS })
    const rows = await base()
      .where('updated_at', '>=', since.toUTC().toFormat(dateTimeFormat()))
      .orderBy('updated_at', 'asc')
      .orderBy('id', 'asc')
      .limit(MESSAGES_CATCH_UP + 1)
    const hasMore = rows.length > MESSAGES_CATCH_UP
    const messages = rows.slice(0, MESSAGES_CATCH_UP)
    const last = messages.at(-1)
    return {
      messages,
      hasMore,
      syncedAt: (hasMore && last ? last.updatedAt : syncedAt).toISO()!,
    }
  }

  if (query.after !== undefined) {
    const rows = await base()
      .where('id', '>', query.after)
      .orderBy('id', 'asc')
      .limit(MESSAGES_CATCH_UP + 1)
    const hasMore = rows.length > MESSAGES_CATCH_UP
    return { messages: rows.slice(0, MESSAGES_CATCH_UP), hasMore, syncedAt: syncedAt.toISO()! }
  }

  if (query.around !== undefined) {
    const half = MESSAGES_PAGE / 2
    const [upTo, after] = await Promise.all([
      base()
        .where('id', '<=', query.around)
        .orderBy('id', 'desc')
        .limit(half + 1),
      base()
        .where('id', '>', query.around)
        .orderBy('id', 'asc')
        .limit(half + 1),
    ])
    return {
      messages: [...upTo.slice(0, half).reverse(), ...after.slice(0, half)],
      hasMore: upTo.length > half,
      hasNewer: after.length > half,
      syncedAt: syncedAt.toISO()!,
    }
  }

  const older = base()
    .orderBy('id', 'desc')
    .limit(MESSAGES_PAGE + 1)
  if (query.before !== undefined) older.where('id', '<', query.before)
  const rows = await older
  const hasMore = rows.length > MESSAGES_PAGE
  return {
    messages: rows.slice(0, MESSAGES_PAGE).reverse(),
    hasMore,
    syncedAt: syncedAt.toISO()!,
  }
}
