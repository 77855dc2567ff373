import type { HttpContext } from '@adonisjs/core/http'
import ConversationMessage from '#models/conversation_message'
import Conversation from '#models/conversation'
import ConversationTransformer from '#transformers/conversation_transformer'
import ConversationMessageTransformer from '#transformers/conversation_message_transformer'
import { serializer } from '#services/serializer'
import { isTeamOnline } from '#services/consulting_broadcasts'
import { HONEYPOT_FIELD } from '#validators/contact'
import {
  readValidator,
  visitorDetailsValidator,
  visitorMessageValidator,
} from '#validators/consulting'
import { postVisitorMessage } from '#actions/consulting/visitor_chat'
import {
  findVisitorConversation,
  giveVisitorToken,
  newVisitorToken,
  readVisitorToken,
} from '#actions/consulting/visitor_token'
import { RESUME_PURPOSE } from '#actions/consulting/reply_mails'
import { missing, throttledAnswer } from '#controllers/consulting/responses'
import { recordId } from '#services/record_id'

const HISTORY = 100

/*
| The visitor's side of the consulting chat (JSON for the panel on public pages). The
| conversation is the one this browser's cookie holds; without one, reading answers 404 and
| the first message starts one.
*/
export default class VisitorChatController {
  /*
  | Whether someone from the team is online now (staff presence), and whether this browser holds
  | a conversation (the cookie is HttpOnly, so the panel cannot tell): the panel asks for the
  | conversation only then, instead of probing for a 404.
  */
  async status(ctx: HttpContext) {
    ctx.response.header('Cache-Control', 'no-store')
    const conversation = readVisitorToken(ctx) ? await findVisitorConversation(ctx) : null
    return { data: { teamOnline: await isTeamOnline(), hasConversation: !!conversation } }
  }

  async show(ctx: HttpContext) {
    const conversation = await findVisitorConversation(ctx)
    if (!conversation) return missing(ctx)
    const messages = await ConversationMessage.query()
      .where('conversation_id', conversation.id)
      .preload('author')
      .orderBy('id', 'desc')
      .limit(HISTORY)
    return {
      data: {
        conversation: await serializer.serialize(ConversationTransformer.transform(conversation)),
        messages: await serializer.serialize(
          ConversationMessageTransformer.transform(messages.reverse())
        ),
        teamOnline: await isTeamOnline(),
      },
    }
  }

  /* Catch-up after a reconnect: what came after the last message the panel has. */
  async messages(ctx: HttpContext) {
    const conversation = await findVisitorConversation(ctx)
    if (!conversation) return missing(ctx)
    return { data: await messagesAfter(conversation, ctx.request.qs().after) }
  }

  async store(ctx: HttpContext) {
    const { request, response } = ctx
    const honeypot = request.input(HONEYPOT_FIELD)
    // A filled honeypot looks accepted to the bot; nothing is stored or announced.
    if (typeof honeypot === 'string' && honeypot.trim() !== '') {
      return response.created({ data: null })
    }
    const input = await request.validateUsing(visitorMessageValidator)
    const result = await postVisitorMessage(ctx, input)
    if ('retryAfter' in result) return throttledAnswer(ctx, result.retryAfter)
    return response.created({
      data: await serializer.serialize(ConversationMessageTransformer.transform(result.message)),
      conversation: await serializer.serialize(
        ConversationTransformer.transform(result.conversation)
      ),
    })
  }

  /* Name and e-mail, given later ("so we can answer when you've left"). */
  async update(ctx: HttpContext) {
    const conversation = await findVisitorConversation(ctx)
    if (!conversation) return missing(ctx)
    const { name, email } = await ctx.request.validateUsing(visitorDetailsValidator)
    if (name !== undefined) conversation.visitorName = name || null
    if (email !== undefined) conversation.visitorEmail = email || null
    await conversation.save()
    return { data: await serializer.serialize(ConversationTransformer.transform(conversation)) }
  }

  /* The panel showed everything up to lastId: those replies need no e-mail. */
  async read(ctx: HttpContext) {
    const conversation = await findVisitorConversation(ctx)
    if (!conversation) return missing(ctx)
    const { lastId } = await ctx.request.validateUsing(readValidator)
    if (lastId > (conversation.visitorReadId ?? 0)) {
      conversation.visitorReadId = lastId
      await conversation.save()
    }
    return ctx.response.noContent()
  }

  /*
  | The link in a reply e-mail: a signed URL that gives this browser the conversation again (a
  | new token; an older browser's token ends) and opens the panel on the landing page.
  */
  async resume(ctx: HttpContext) {
    const { request, params, response } = ctx
    if (!request.hasValidSignature(RESUME_PURPOSE)) return missing(ctx)
    const conversation = await Conversation.query()
      .where('id', recordId(params.id))
      .where('kind', 'chat')
      .whereNull('blocked_at')
      .first()
    if (!conversation || conversation.userId) {
      return conversation ? response.redirect().toRoute('dashboard') : missing(ctx)
    }
    const { token, hash } = newVisitorToken()
    conversation.tokenHash = hash
    await conversation.save()
    giveVisitorToken(ctx, token)
    return response.redirect().withQs({ chat: 'open' }).toRoute('home')
  }
}

export async function messagesAfter(conversation: Conversation, after: unknown) {
  const afterId = Math.max(0, Number.parseInt(String(after ?? '0'), 10) || 0)
  const messages = await ConversationMessage.query()
    .where('conversation_id', conversation.id)
    .where('id', '>', Math.min(afterId, 2_147_483_647))
    .preload('author')
    .orderBy('id', 'asc')
    .limit(200)
  return serializer.serialize(ConversationMessageTransformer.transform(messages))
}
