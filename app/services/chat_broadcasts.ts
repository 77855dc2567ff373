import app from '@adonisjs/core/services/app'
import { Broadcaster } from '#realtime/broadcaster'
import { projectChannel, type ChatMessagePayload } from '#shared/realtime'
import type { ProjectRole } from '#shared/projects'
import { serializer } from '#infrastructure/serializer'
import Message from '#models/message'
import MessageTransformer from '#transformers/message_transformer'

export type ChatEvent = 'message.created' | 'message.updated' | 'message.deleted'

/*
| A chat message as everyone on the project's page receives it: the very `Message` the JSON
| endpoints answer and the page loads. Called after commit (infrastructure/after_commit), so a reader
| who fetches on hearing it finds it stored. Load the message `withChatRelations`.
*/
export async function broadcastChatMessage(event: ChatEvent, message: Message) {
  await sendChatMessage(event, await chatMessagePayload(message))
}

/* The `Message` of the JSON endpoints; `roles` (author id → role) when the caller knows them. */
export async function chatMessagePayload(
  message: Message,
  roles?: Map<number, ProjectRole>
): Promise<ChatMessagePayload> {
  const known = roles ?? (await Message.authorRoles(message.projectId, [message]))
  return serializer.serialize(MessageTransformer.transform(message, known))
}

/*
| A payload already made (the same one the poster's answer carries), to the project's page,
| encoded once: the broadcaster takes the JSON as it is.
*/
export async function sendChatMessage(event: ChatEvent, payload: ChatMessagePayload) {
  ;(await app.container.make(Broadcaster)).broadcast(
    projectChannel.name({ id: payload.projectId }),
    event,
    fitted(payload)
  )
}

/*
| Events are limited to 10 KB (the Pusher protocol's limit, kept by our server), and 5,000
| characters of Slovak or emoji are up to 20 KB. Such a message travels without its text,
| marked `partial`: the page fetches it whole (`?after=` its id - 1), as after a reconnect.
*/
const MAX_EVENT_BYTES = 10_240

function fitted(payload: ChatMessagePayload): string {
  const json = JSON.stringify(payload satisfies ChatMessagePayload)
  if (Buffer.byteLength(json) <= MAX_EVENT_BYTES) return json
  return JSON.stringify({ ...payload, text: '', partial: true } satisfies ChatMessagePayload)
}
