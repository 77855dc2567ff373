import type { HttpContext } from '@adonisjs/core/http'
import StaffPolicy from '#policies/staff_policy'
import ConversationLabelTransformer from '#transformers/conversation_label_transformer'
import { labelValidator } from '#validators/conversation'
import { scopedMessages } from '#infrastructure/scoped_messages'
import {
  conversationLabels,
  createLabel,
  deleteLabel,
  findLabel,
  updateLabel,
} from '#actions/conversations/labels'

/*
| The team's labels (/inbox/labels): a small page to keep them (name and colour); the
| conversation page puts them on threads. Staff only, like the inbox (others get Not found).
*/
export default class LabelsController {
  async index({ inertia, bouncer }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('manageLabels')
    return inertia.render('inbox/labels', {
      labels: ConversationLabelTransformer.transform(await conversationLabels()),
    })
  }

  async store(ctx: HttpContext) {
    const { request, response, session, i18n, bouncer } = ctx
    await bouncer.with(StaffPolicy).authorize('manageLabels')
    await createLabel(
      await request.validateUsing(labelValidator, {
        messagesProvider: scopedMessages(ctx, 'inbox'),
      })
    )
    session.flash('success', i18n.t('inbox.labels.flash.created'))
    return response.redirect().toRoute('inbox.labels.index')
  }

  async update(ctx: HttpContext) {
    const label = await this.#find(ctx)
    const input = await ctx.request.validateUsing(labelValidator, {
      meta: { labelId: label.id },
      messagesProvider: scopedMessages(ctx, 'inbox'),
    })
    await updateLabel(label, input)
    ctx.session.flash('success', ctx.i18n.t('inbox.labels.flash.updated'))
    return ctx.response.redirect().toRoute('inbox.labels.index')
  }

  async destroy(ctx: HttpContext) {
    await deleteLabel(await this.#find(ctx))
    ctx.session.flash('success', ctx.i18n.t('inbox.labels.flash.deleted'))
    return ctx.response.redirect().toRoute('inbox.labels.index')
  }

  async #find({ params, bouncer }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('manageLabels')
    return findLabel(params.id)
  }
}
