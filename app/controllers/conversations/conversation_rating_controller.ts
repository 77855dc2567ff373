import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@adonisjs/core'
import Conversation from '#models/conversation'
import ConversationTransformer from '#transformers/conversation_transformer'
import { serializer } from '#infrastructure/serializer'
import { scopedMessages } from '#infrastructure/scoped_messages'
import { recordId } from '#infrastructure/record_id'
import { ratingValidator } from '#validators/conversation'
import {
  RATING_PURPOSE,
  RATING_SCORES,
  rateConversation,
  ratingStoreUrl,
} from '#actions/conversations/rating'
import { missing, notRateable } from '#controllers/conversations/responses'

/*
| The page the rating e-mail's links open (/rating/{id}, signed): anyone holding the link rates
| that conversation, signed in or not, as the e-mail's reader is its person. Without a valid
| signature, the same 404 as an unknown address.
*/
export default class ConversationRatingController {
  async show(ctx: HttpContext) {
    const conversation = await this.signedConversation(ctx)
    if (!conversation) throw new errors.E_HTTP_EXCEPTION('Not found', { status: 404 })
    const score = Number(ctx.request.qs().score)
    return ctx.inertia.render('conversations/rate', {
      conversation: ConversationTransformer.transform(conversation).useVariant('toRating'),
      chosen: (RATING_SCORES as readonly number[]).includes(score) ? score : null,
      sendUrl: ratingStoreUrl(conversation),
    })
  }

  async store(ctx: HttpContext) {
    const conversation = await this.signedConversation(ctx)
    if (!conversation) return missing(ctx)
    const input = await ctx.request.validateUsing(ratingValidator, {
      messagesProvider: scopedMessages(ctx, 'inbox'),
    })
    const result = await rateConversation(conversation, input)
    if ('refused' in result) return notRateable(ctx)
    return {
      data: await serializer.serialize(
        ConversationTransformer.transform(conversation).useVariant('toRating')
      ),
    }
  }

  private async signedConversation(ctx: HttpContext) {
    if (!ctx.request.hasValidSignature(RATING_PURPOSE)) return null
    return Conversation.query().where('id', recordId(ctx.params.id)).where('kind', 'chat').first()
  }
}
