import type { HttpContext } from '@adonisjs/core/http'
import StaffPolicy from '#policies/staff_policy'
import SavedReplyTransformer from '#transformers/saved_reply_transformer'
import { savedReplyValidator } from '#validators/conversation'
import {
  createSavedReply,
  findSavedReply,
  savedReplies,
  updateSavedReply,
} from '#actions/conversations/saved_replies'

/*
| The team's saved replies (/inbox/replies): a small page to keep them; the inbox composer
| inserts them with "/". Staff only, like the inbox (others get the Not found page).
*/
export default class SavedRepliesController {
  async index({ inertia, bouncer }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('manageSavedReplies')
    return inertia.render('inbox/replies', {
      replies: SavedReplyTransformer.transform(await savedReplies()),
    })
  }

  async store({ request, response, session, i18n, auth, bouncer }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('manageSavedReplies')
    const input = await request.validateUsing(savedReplyValidator)
    await createSavedReply(auth.user!, input)
    session.flash('success', i18n.t('inbox.replies.flash.created'))
    return response.redirect().toRoute('inbox.replies.index')
  }

  async update(ctx: HttpContext) {
    const reply = await this.#find(ctx)
    await updateSavedReply(reply, await ctx.request.validateUsing(savedReplyValidator))
    ctx.session.flash('success', ctx.i18n.t('inbox.replies.flash.updated'))
    return ctx.response.redirect().toRoute('inbox.replies.index')
  }

  async destroy(ctx: HttpContext) {
    const reply = await this.#find(ctx)
    await reply.delete()
    ctx.session.flash('success', ctx.i18n.t('inbox.replies.flash.deleted'))
    return ctx.response.redirect().toRoute('inbox.replies.index')
  }

  async #find({ params, bouncer }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('manageSavedReplies')
    return findSavedReply(params.id)
  }
}
