import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@adonisjs/core'
import ReceivedOfferPolicy from '#policies/received_offer_policy'
import StaffPolicy from '#policies/staff_policy'
import { signAgreementValidator, declineAgreementValidator } from '#validators/agreement'
import { scopedMessages } from '#infrastructure/scoped_messages'
import { findOfferByViewToken } from '#actions/offers/answer_offer'
import { findReceivedOffer } from '#actions/offers/received_offers'
import { findOffer } from '#actions/offers/find_offer'
import { agreementFor } from '#actions/agreements/freeze_agreement'
import { sendSigningCode } from '#actions/agreements/signing_code'
import { declineAgreement, signAgreement } from '#actions/agreements/sign_agreement'
import { downloadSealed } from '#actions/agreements/download_sealed'

function witness({ request }: HttpContext) {
  return { ip: request.ip(), userAgent: request.header('user-agent') ?? null }
}

async function byToken(token: unknown) {
  const offer = await findOfferByViewToken(token)
  if (!offer) throw new errors.E_HTTP_EXCEPTION('Not found', { status: 404 })
  return { offer, agreement: await agreementFor(offer) }
}

/*
| Signing an offer (DESIGN.md "Agreements"): on its online view by the one-time code sent to the
| offer's address, or under /proposals by the verified account it was sent to; declining; and
| the sealed PDF for the signer and for staff.
*/
export default class SigningController {
  async sendCode(ctx: HttpContext) {
    const { offer, agreement } = await byToken(ctx.params.token)
    await sendSigningCode(agreement, offer, { actor: offer.email, ...witness(ctx) })
    ctx.session.flash('success', ctx.i18n.t('agreements.sign.codeSent', { email: offer.email }))
    return this.backToOnlineView(ctx, offer.viewToken)
  }

  async signByCode(ctx: HttpContext) {
    const { offer, agreement } = await byToken(ctx.params.token)
    const input = await ctx.request.validateUsing(signAgreementValidator, {
      messagesProvider: scopedMessages(ctx, 'agreements'),
    })
    const { created } = await signAgreement(
      agreement,
      offer,
      { method: 'code' },
      { ...input, consent: true },
      witness(ctx)
    )
    ctx.session.flash(
      'success',
      ctx.i18n.t(created ? 'agreements.sign.done' : 'agreements.sign.already')
    )
    return this.backToOnlineView(ctx, offer.viewToken)
  }

  async declineByLink(ctx: HttpContext) {
    const { offer, agreement } = await byToken(ctx.params.token)
    const input = await ctx.request.validateUsing(declineAgreementValidator)
    await declineAgreement(agreement, offer, input, { actor: offer.email, ...witness(ctx) })
    ctx.session.flash('success', ctx.i18n.t('agreements.decline.done'))
    return this.backToOnlineView(ctx, offer.viewToken)
  }

  async downloadByLink(ctx: HttpContext) {
    const { offer, agreement } = await byToken(ctx.params.token)
    return downloadSealed(ctx, agreement, offer.email)
  }

  async signAsAccount(ctx: HttpContext) {
    const { offer, agreement } = await this.received(ctx)
    const input = await ctx.request.validateUsing(signAgreementValidator, {
      messagesProvider: scopedMessages(ctx, 'agreements'),
    })
    const { created } = await signAgreement(
      agreement,
      offer,
      { method: 'account', user: ctx.auth.user! },
      { ...input, consent: true, code: null },
      witness(ctx)
    )
    ctx.session.flash(
      'success',
      ctx.i18n.t(created ? 'agreements.sign.done' : 'agreements.sign.already')
    )
    return ctx.response.redirect().toRoute('received_offers.show', { id: offer.id })
  }

  async declineAsAccount(ctx: HttpContext) {
    const { offer, agreement } = await this.received(ctx)
    const input = await ctx.request.validateUsing(declineAgreementValidator)
    await declineAgreement(agreement, offer, input, {
      actor: ctx.auth.user!.email,
      ...witness(ctx),
    })
    ctx.session.flash('success', ctx.i18n.t('agreements.decline.done'))
    return ctx.response.redirect().toRoute('received_offers.show', { id: offer.id })
  }

  async downloadAsAccount(ctx: HttpContext) {
    const { agreement } = await this.received(ctx)
    return downloadSealed(ctx, agreement, ctx.auth.user!.email)
  }

  async downloadAsStaff(ctx: HttpContext) {
    await ctx.bouncer.with(StaffPolicy).authorize('accessOffers')
    const offer = await findOffer(ctx.params.id)
    if (offer.status === 'draft') throw new errors.E_HTTP_EXCEPTION('Not found', { status: 404 })
    return downloadSealed(ctx, await agreementFor(offer), ctx.auth.user!.email)
  }

  private async received(ctx: HttpContext) {
    const offer = await findReceivedOffer(ctx.params.id)
    if (!offer) throw new errors.E_HTTP_EXCEPTION('Not found', { status: 404 })
    await ctx.bouncer.with(ReceivedOfferPolicy).authorize('view', offer)
    return { offer, agreement: await agreementFor(offer) }
  }

  private backToOnlineView(ctx: HttpContext, token: string) {
    return ctx.response
      .redirect()
      .toRoute('offer_view.show', { token }, { qs: { lang: ctx.i18n.locale } })
  }
}
