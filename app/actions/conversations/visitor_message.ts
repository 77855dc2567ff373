import type { HttpContext } from '@adonisjs/core/http'
import type Conversation from '#models/conversation'
import type ConversationMessage from '#models/conversation_message'
import { consumeChatGates, chatGates, type ChatRefusal } from '#actions/conversations/chat_throttle'
import { chatBrowserId } from '#actions/conversations/browser_id'
import { postMessage, startConversation } from '#actions/conversations/post_message'
import { draftsFor } from '#actions/conversations/conversation_files'
import { findPanelConversation } from '#actions/conversations/panel'
import { giveVisitorToken, newVisitorToken } from '#actions/conversations/visitor_token'

export type VisitorMessageInput = {
  text?: string
  attachmentIds?: string[]
  name?: string | null
  email?: string | null
  page?: string | null
  clientKey?: string | null
}

/*
| A visitor writes: into the conversation their cookie holds (a signed-in client: their own
| latest, #actions/conversations/panel), or, without one, into a new
| conversation whose token the response sets. Limited per conversation or, for a new one, per
| browser, then by the per-address ceilings (#actions/conversations/chat_throttle); over a limit,
| answers which limit and the seconds to wait, and stores nothing.
*/
export async function postVisitorMessage(
  ctx: HttpContext,
  input: VisitorMessageInput
): Promise<
  | { refused: ChatRefusal }
  | { conversation: Conversation; message: ConversationMessage; created: boolean }
> {
  const ip = ctx.request.ip()
  const user = ctx.auth.user ?? null
  let conversation: Conversation | null = await findPanelConversation(ctx)
  const gates = conversation
    ? [chatGates.conversation(conversation.id), chatGates.addressMessages(ip)]
    : [
        chatGates.browserStart(chatBrowserId(ctx)),
        chatGates.addressStart(ip),
        chatGates.addressMessages(ip),
      ]
  const refused = await consumeChatGates(gates)
  if (refused) return { refused }

  // Files are uploaded into the cookie's conversation, so a new conversation has none yet.
  const attachments = conversation
    ? await draftsFor(ctx, conversation, user, input.attachmentIds, {
        clientKey: input.clientKey,
        visitorsToo: !!user,
      })
    : await draftsFor(ctx, null, user, input.attachmentIds)

  let created = false
  if (!conversation && user) {
    // A signed-in client's conversation is held by their account, not by a cookie.
    conversation = await startConversation({
      tokenHash: null,
      user,
      name: null,
      email: null,
      locale: ctx.i18n.locale,
      startedOn: input.page ?? null,
    })
    created = true
  } else if (!conversation) {
    const { token, hash } = newVisitorToken()
    conversation = await startConversation({
      tokenHash: hash,
      user: null,
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
    author: user,
    text: input.text ?? '',
    clientKey: input.clientKey,
    attachments,
  })
  return { conversation, message, created }
}
