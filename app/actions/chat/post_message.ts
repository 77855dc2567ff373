import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Message from '#models/message'
import Project from '#models/project'
import type User from '#models/user'
import MessagePosted from '#events/message_posted'
import { afterCommit } from '#services/after_commit'
import { broadcastChatMessage } from '#services/chat_broadcasts'
import { lockMessage } from '#actions/chat/find_message'

export type NewMessage = { text: string; replyToId?: number | null; clientKey?: string | null }

/*
| Writes a message (or a reply) into the project's chat; authorize `post` first, validate with
| postMessageValidator (the reply target is checked there). Posting is idempotent per client
| key: the key a browser sends again after a lost answer finds the message it already made
| (`created: false`), and when two such retries race, the unique index lets one in and the
| other reads it. Once committed, everyone on the page hears `message.created` and the unread
| counts and the away digest hear MessagePosted.
| A retry is announced again: the first answer may have been lost because the process that
| stored the message died before announcing it (a node killed mid-request), and members whose
| socket never dropped would not catch up. Pages de-duplicate by id; the counts are recomputed.
*/
export async function postMessage(author: User, project: Project, input: NewMessage) {
  const clientKey = input.clientKey ?? null
  const earlier = clientKey ? await sameKey(author, project.id, clientKey) : null
  if (earlier) {
    await announce(earlier, author)
    return { message: earlier, created: false }
  }

  try {
    const message = await db.transaction(async (trx) => {
      const draft = new Message()
      draft.useTransaction(trx)
      draft.merge({
        projectId: project.id,
        authorId: author.id,
        kind: 'message',
        body: input.text,
        replyToId: input.replyToId ?? null,
        clientKey,
      })
      await draft.save()
      const active = await Project.findOrFail(project.id, { client: trx })
      active.lastActivityAt = DateTime.now()
      await active.save()
      // Read back as stored (SQLite keeps whole seconds), the way every later read shows it.
      const saved = await lockMessage(trx, draft.id)
      afterCommit(trx, () => announce(saved, author))
      return saved
    })
    return { message, created: true }
  } catch (error) {
    const retried =
      clientKey && isUniqueViolation(error) ? await sameKey(author, project.id, clientKey) : null
    if (retried) {
      await announce(retried, author)
      return { message: retried, created: false }
    }
    throw error
  }
}

async function announce(message: Message, author: User) {
  await broadcastChatMessage('message.created', message)
  await MessagePosted.dispatch(message.id, message.projectId, author.id)
}

function sameKey(author: User, projectId: number, clientKey: string) {
  return Message.query()
    .withScopes((scopes) => scopes.withChatRelations())
    .where('project_id', projectId)
    .where('author_id', author.id)
    .where('client_key', clientKey)
    .first()
}

/* SQLite's and PostgreSQL's ways of saying a unique index refused the row. */
function isUniqueViolation(error: unknown) {
  const { code, message } = (error ?? {}) as { code?: string; message?: string }
  return (
    code === '23505' || (code?.startsWith('SQLITE_CONSTRAINT') && /UNIQUE/i.test(message ?? ''))
  )
}
