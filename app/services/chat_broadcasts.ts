import app from '@adonisjs/core/services/app'
import { Broadcaster } from '#realtime/broadcaster'
import { projectChannel, type ChatMessagePayload } from '#shared/realtime'
import { serializer } from '#services/serializer'
import Message from '#models/message'
import MessageTransformer from '#transformers/message_transformer'

export type ChatEvent = 'message.created' | 'message.updated' | 'message.deleted'

/*
| A chat message as everyone on the project's page receives it: the very `Message` the JSON
| endpoints answer and the page loads. Called after commit (services/after_commit), so a reader
| who fetches on hearing it finds it stored. Load the message `withChatRelations`.
*/
export async function broadcastChatMessage(event: ChatEvent, message: Message) {
  const roles = await Message.authorRoles(message.projectId, [message])
  const payload = await serializer.serialize(MessageTransformer.transform(message, roles))
  ;(await app.container.make(Broadcaster)).send(
    projectChannel,
    { id: message.projectId },
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

function fitted(payload: ChatMessagePayload): ChatMessagePayload {
  if (Buffer.byteLength(JSON.stringify(payload)) <= MAX_EVENT_BYTES) return payload
  return { ...payload, text: '', partial: true }
}
