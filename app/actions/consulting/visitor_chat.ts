import type { HttpContext } from '@adonisjs/core/http'
import type Conversation from '#models/conversation'
import type ConversationMessage from '#models/conversation_message'
import { consumeChatGates, chatGates } from '#actions/consulting/chat_throttle'
import { postMessage, startConversation } from '#actions/consulting/post_message'
import {
  findVisitorConversation,
  giveVisitorToken,
  newVisitorToken,
} from '#actions/consulting/visitor_token'

export type VisitorMessageInput = {
  text: string
  name?: string | null
  email?: string | null
  page?: string | null
  clientKey?: string | null
}

/*
| A visitor writes: into the conversation their cookie holds, or, without one, into a new
| conversation whose token the response sets. Limited per address, per conversation and (for a
| new one) per address again; over a limit, answers the seconds to wait and stores nothing.
*/
export async function postVisitorMessage(
  ctx: HttpContext,
  input: VisitorMessageInput
): Promise<
  | { retryAfter: number }
  | { conversation: Conversation; message: ConversationMessage; created: boolean }
> {
  const ip = ctx.request.ip()
  let conversation: Conversation | null = await findVisitorConversation(ctx)
  const gates = [chatGates.address(ip)]
  if (conversation) gates.push(chatGates.conversation(conversation.id))
  else gates.push(chatGates.start(ip))
  const retryAfter = await consumeChatGates(gates)
  if (retryAfter !== null) return { retryAfter }

  let created = false
  if (!conversation) {
    const { token, hash } = newVisitorToken()
    conversation = await startConversation({
      tokenHash: hash,
      user: ctx.auth.user ?? null,
      name: input.name ?? null,
      email: input.email ?? null,
      locale: ctx.i18n.locale,
      startedOn: input.page ?? null,
    })
    giveVisitorToken(ctx, token)
    created = true
  } else if (input.name || input.email) {
    conversation.visitorName = input.name ?? conversation.visitorName
    conversation.visitorEmail = input.email ?? conversation.visitorEmail
    await conversation.save()
  }
  const { message } = await postMessage(conversation, {
    sender: 'visitor',
    author: null,
    text: input.text,
    clientKey: input.clientKey,
  })
  return { conversation, message, created }
}
