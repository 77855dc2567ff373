import { DateTime } from 'luxon'
import MessagePosted from '#events/message_posted'
import { MessageFactory } from '#database/factories/project_factory'
import type Project from '#models/project'
import type User from '#models/user'

/*
| A chat message as the chat stores it (committed), then announced the way the chat announces
| it: MessagePosted after commit. `ago` backdates it (minutes) for the digest's clock.
*/
export async function post(
  project: Project,
  author: User | null,
  body = 'Hello there',
  options: { ago?: number; at?: DateTime; announce?: boolean } = {}
) {
  const createdAt = options.at ?? DateTime.now().minus({ minutes: options.ago ?? 0 })
  const message = await MessageFactory.merge({
    projectId: project.id,
    authorId: author?.id ?? null,
    body,
    createdAt,
    updatedAt: createdAt,
  }).create()
  if (options.announce !== false) {
    await MessagePosted.dispatch(message.id, project.id, author?.id ?? 0)
  }
  return message
}
