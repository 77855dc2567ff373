import type { HttpContext } from '@adonisjs/core/http'
import ConversationPolicy from '#policies/conversation_policy'
import ConversationTransformer from '#transformers/conversation_transformer'
import ConversationMessageTransformer from '#transformers/conversation_message_transformer'
import { draftsFor, uploadConversationFile } from '#actions/conversations/conversation_files'
import FileTransformer from '#transformers/file_transformer'
import { serializer } from '#infrastructure/serializer'
import { scopedMessages } from '#infrastructure/scoped_messages'
import { chatMessageValidator, ratingValidator } from '#validators/conversation'
import { rateConversation } from '#actions/conversations/rating'
import {
  findConversation,
  markSeenByClient,
  threadMessages,
} from '#actions/conversations/find_conversation'
import { postMessage, startConversation } from '#actions/conversations/post_message'
import { chatGates, consumeChatGates } from '#actions/conversations/chat_throttle'
import { messagesAfter } from '#controllers/conversations/chat_panel_controller'
import { notRateable, throttledAnswer } from '#controllers/conversations/responses'
import { conversationState } from '#services/conversation_broadcasts'

/*
| A client's conversations with the team (/conversations/{id}): carried over from the visitor's
| chat or started from the dashboard. Only the client it belongs to (and staff, who answer in
| the inbox) may open one; anyone else gets 404.
*/
export default class ClientConversationsController {
  /* "Start a new conversation" on the dashboard: an empty thread the client writes into. */
  async store({ auth, response, i18n }: HttpContext) {
    const user = auth.user!
    const conversation = await startConversation({
      tokenHash: null,
      user,
      name: null,
      email: null,
      locale: i18n.locale,
      startedOn: '/dashboard',
    })
    conversation.unread = false
    await conversation.save()
    return response.redirect().toRoute('conversations.show', { id: conversation.id })
  }

  async show({ inertia, params, bouncer, auth }: HttpContext) {
    const conversation = await findConversation(params.id)
    await bouncer.with(ConversationPolicy).authorize('view', conversation)
    const messages = await threadMessages(conversation)
    // The client has now seen the team's replies: the dashboard stops listing it as unread.
    await markSeenByClient(conversation, auth.user!, messages.at(-1)?.id)
    return inertia.render('conversations/show', {
      conversation: ConversationTransformer.transform(conversation),
      messages: ConversationMessageTransformer.transform(messages),
    })
  }

  async messages(ctx: HttpContext) {
    const conversation = await findConversation(ctx.params.id)
    await ctx.bouncer.with(ConversationPolicy).authorize('view', conversation)
    // With the state: a close or an assignment made before the thread listened is not missed.
    return {
      data: await messagesAfter(conversation, ctx.request.qs().after),
      state: await conversationState(conversation),
    }
  }

  /* A file for the client's next message in their own conversation (sent with `attachmentIds`). */
  async upload(ctx: HttpContext) {
    const conversation = await findConversation(ctx.params.id)
    await ctx.bouncer.with(ConversationPolicy).authorize('write', conversation)
    const file = await uploadConversationFile(ctx, conversation, ctx.auth.user!)
    return ctx.response.created({
      data: await serializer.serialize(FileTransformer.transform(file)),
    })
  }

  /* The client's rating of their conversation once the team closed it (JSON, like the panel). */
  async rate(ctx: HttpContext) {
    const conversation = await findConversation(ctx.params.id)
    await ctx.bouncer.with(ConversationPolicy).authorize('write', conversation)
    const input = await ctx.request.validateUsing(ratingValidator, {
      messagesProvider: scopedMessages(ctx, 'inbox'),
    })
    const result = await rateConversation(conversation, input)
    if ('refused' in result) return notRateable(ctx)
    return { data: await serializer.serialize(ConversationTransformer.transform(conversation)) }
  }

  async storeMessage(ctx: HttpContext) {
    const { request, response, auth, bouncer } = ctx
    const conversation = await findConversation(ctx.params.id)
    await bouncer.with(ConversationPolicy).authorize('write', conversation)
    const { text, clientKey, attachmentIds } = await request.validateUsing(chatMessageValidator)
    // Their own uploads from this page, or this browser's from the panel before they signed up.
    const attachments = await draftsFor(ctx, conversation, auth.user!, attachmentIds, {
      visitorsToo: true,
      clientKey,
    })
    const refused = await consumeChatGates([
      chatGates.conversation(conversation.id),
      chatGates.addressMessages(request.ip()),
    ])
    if (refused) return throttledAnswer(ctx, refused)
    const { message, created } = await postMessage(conversation, {
      sender: 'visitor',
      author: auth.user!,
      text: text ?? '',
      clientKey: clientKey ?? null,
      attachments,
    })
    const data = await serializer.serialize(ConversationMessageTransformer.transform(message))
    return response.status(created ? 201 : 200).json({ data })
  }
}
