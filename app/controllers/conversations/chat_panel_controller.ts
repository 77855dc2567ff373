import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import ConversationMessage from '#models/conversation_message'
import Conversation from '#models/conversation'
import ConversationTransformer from '#transformers/conversation_transformer'
import ConversationMessageTransformer from '#transformers/conversation_message_transformer'
import { serializer } from '#infrastructure/serializer'
import { scopedMessages } from '#infrastructure/scoped_messages'
import { isTeamOnline } from '#services/conversation_broadcasts'
import { HONEYPOT_FIELD } from '#validators/contact'
import {
  ratingValidator,
  readValidator,
  visitorDetailsValidator,
  visitorMessageValidator,
} from '#validators/conversation'
import { postVisitorMessage } from '#actions/conversations/visitor_message'
import { answeringTeam, findPanelConversation, unseenReplies } from '#actions/conversations/panel'
import TeamMemberTransformer from '#transformers/team_member_transformer'
import availabilityConfig from '#config/availability'
import {
  giveVisitorToken,
  newVisitorToken,
  readVisitorToken,
} from '#actions/conversations/visitor_token'
import { RESUME_PURPOSE } from '#actions/conversations/reply_mails'
import { missing, notRateable, throttledAnswer } from '#controllers/conversations/responses'
import { rateConversation } from '#actions/conversations/rating'
import { recordId } from '#infrastructure/record_id'
import FileTransformer from '#transformers/file_transformer'
import { serveFile } from '#actions/files/serve_file'
import {
  findReadableConversationFile,
  uploadConversationFile,
} from '#actions/conversations/conversation_files'
import { conversationState } from '#services/conversation_broadcasts'

const HISTORY = 100

/*
| The chat panel's side of a conversation (JSON for the panel on public pages). The
| conversation is a signed-in client's own latest one, else the one this browser's cookie holds
| (#actions/conversations/panel); without one, reading answers 404 and the first message starts
| one.
*/
export default class ChatPanelController {
  /*
  | Whether someone from the team is online now (staff presence), and whether this browser holds
  | a conversation (the cookie is HttpOnly, so the panel cannot tell): the panel asks for the
  | conversation only then, instead of probing for a 404.
  */
  async status(ctx: HttpContext) {
    ctx.response.header('Cache-Control', 'no-store')
    const conversation =
      ctx.auth.user || readVisitorToken(ctx) ? await findPanelConversation(ctx) : null
    const unseen = conversation ? await unseenReplies(conversation) : { count: 0, preview: null }
    return {
      data: {
        teamOnline: await isTeamOnline(),
        hasConversation: !!conversation,
        conversationId: conversation?.id ?? null,
        // Replies the panel has not shown yet: the launcher's badge and preview.
        unread: unseen.count,
        preview: unseen.preview,
        // Who answers (first names and initials only) and when (config/availability.ts).
        team: await serializer.serialize(TeamMemberTransformer.transform(await answeringTeam())),
        availability: availabilityConfig,
        signedIn: !!ctx.auth.user,
      },
    }
  }

  async show(ctx: HttpContext) {
    const conversation = await findPanelConversation(ctx)
    if (!conversation) return missing(ctx)
    const messages = await ConversationMessage.query()
      .where('conversation_id', conversation.id)
      .preload('author')
      .preload('attachments')
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
    const conversation = await findPanelConversation(ctx)
    if (!conversation) return missing(ctx)
    // With the state: a close or an assignment made before the thread listened is not missed.
    return {
      data: await messagesAfter(conversation, ctx.request.qs().after),
      state: await conversationState(conversation),
    }
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
    if ('refused' in result) return throttledAnswer(ctx, result.refused)
    return response.created({
      data: await serializer.serialize(ConversationMessageTransformer.transform(result.message)),
      conversation: await serializer.serialize(
        ConversationTransformer.transform(result.conversation)
      ),
    })
  }

  /* A file for the visitor's next message: only into the conversation this browser holds. */
  async upload(ctx: HttpContext) {
    const conversation = await findPanelConversation(ctx)
    if (!conversation) return missing(ctx)
    const file = await uploadConversationFile(ctx, conversation, ctx.auth.user ?? null)
    return ctx.response.created({
      data: await serializer.serialize(FileTransformer.transform(file)),
    })
  }

  /* A conversation's file, to the visitor's browser, the client whose it is and the team. */
  async file(ctx: HttpContext) {
    const file = await findReadableConversationFile(ctx, ctx.params.id)
    return serveFile(ctx, file, { download: ctx.request.input('download') === '1' })
  }

  async thumbnail(ctx: HttpContext) {
    const file = await findReadableConversationFile(ctx, ctx.params.id)
    if (!file.thumbnailKey) return missing(ctx)
    return serveFile(ctx, file, { thumbnail: true })
  }

  /* Name and e-mail, given later ("so we can answer when you've left"). */
  async update(ctx: HttpContext) {
    const conversation = await findPanelConversation(ctx)
    if (!conversation) return missing(ctx)
    const { name, email } = await ctx.request.validateUsing(visitorDetailsValidator)
    if (name !== undefined) conversation.visitorName = name || null
    if (email !== undefined) conversation.visitorEmail = email || null
    await conversation.save()
    return { data: await serializer.serialize(ConversationTransformer.transform(conversation)) }
  }

  /* The visitor's rating of the conversation the team closed (again: it replaces the first). */
  async rate(ctx: HttpContext) {
    const conversation = await findPanelConversation(ctx)
    if (!conversation) return missing(ctx)
    const input = await ctx.request.validateUsing(ratingValidator, {
      messagesProvider: scopedMessages(ctx, 'inbox'),
    })
    const result = await rateConversation(conversation, input)
    if ('refused' in result) return notRateable(ctx)
    return { data: await serializer.serialize(ConversationTransformer.transform(conversation)) }
  }

  /* The panel showed everything up to lastId: those replies need no e-mail. */
  async read(ctx: HttpContext) {
    const conversation = await findPanelConversation(ctx)
    if (!conversation) return missing(ctx)
    const { lastId } = await ctx.request.validateUsing(readValidator)
    // Never past the newest message: a position ahead would silence replies not written yet.
    const newest = await db
      .from('conversation_messages')
      .where('conversation_id', conversation.id)
      .where('id', '<=', lastId)
      .max('id as id')
      .first()
    const shown = Number(newest?.id ?? 0)
    if (shown > (conversation.visitorReadId ?? 0)) {
      conversation.visitorReadId = shown
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
    .preload('attachments')
    .orderBy('id', 'asc')
    .limit(200)
  return serializer.serialize(ConversationMessageTransformer.transform(messages))
}
