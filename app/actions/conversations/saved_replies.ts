import { errors } from '@adonisjs/core'
import SavedReply from '#models/saved_reply'
import type User from '#models/user'
import type { Locale } from '#shared/preferences'

export type SavedReplyInput = { title: string; text: string; locale: Locale }

/*
| The team's saved replies: one list for everyone on the team (any member may add, change or
| remove one), by language then title. The composer offers them all, the thread's language first.
*/
export function savedReplies() {
  return SavedReply.query().orderBy('locale', 'asc').orderBy('title', 'asc').limit(500)
}

export async function createSavedReply(author: User, input: SavedReplyInput) {
  return SavedReply.create({
    title: input.title,
    body: input.text,
    locale: input.locale,
    createdById: author.id,
  })
}

export async function updateSavedReply(reply: SavedReply, input: SavedReplyInput) {
  reply.merge({ title: input.title, body: input.text, locale: input.locale })
  await reply.save()
  return reply
}

/* By the id in a URL, or a 404 (a malformed id and a missing one alike). */
export async function findSavedReply(id: unknown) {
  const value = Number(id)
  const reply =
    Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647
      ? await SavedReply.find(value)
      : null
  if (!reply) throw new errors.E_HTTP_EXCEPTION('Not found', { status: 404 })
  return reply
}
