import type { HttpContext } from '@adonisjs/core/http'
import StaffPolicy from '#policies/staff_policy'
import InboundMailTransformer from '#transformers/inbound_mail_transformer'
import {
  countQuarantined,
  listInboundMails,
  readInboundView,
} from '#actions/mail_in/list_inbound_mails'
import { discardInboundMail, releaseInboundMail } from '#services/inbound_mail'
import { recordId } from '#infrastructure/record_id'

/*
| The log of received e-mails (/team/mail-in): received, posted, quarantined, turned away, each
| with its reason and sender checks; a quarantined one is released (posted as its thread's
| recipient) or discarded. Anyone but staff gets the Not found page.
*/
export default class MailInController {
  async index({ inertia, request, bouncer }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('accessTeam')
    const view = readInboundView(request.qs().view)
    const page = await listInboundMails(view, Number(request.qs().page ?? 1))
    return inertia.render('team/mail_in', {
      mails: InboundMailTransformer.paginate(page.all(), {
        total: page.total,
        perPage: page.perPage,
        currentPage: page.currentPage,
        lastPage: page.lastPage,
      }),
      view,
      quarantined: await countQuarantined(),
    })
  }

  async release({ params, bouncer, session, response, i18n, auth }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('accessTeam')
    const decision = await releaseInboundMail(recordId(params.id), auth.user!.id)
    const key = !decision
      ? 'notWaiting'
      : decision.status === 'released' && decision.outcome.status === 'accepted'
        ? 'released'
        : 'releasedNotPosted'
    session.flash(key === 'released' ? 'success' : 'error', i18n.t(`mail_in.log.flash.${key}`))
    return response.redirect().toRoute('team.mail_in', {}, { qs: { view: 'quarantined' } })
  }

  async discard({ params, bouncer, session, response, i18n, auth }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('accessTeam')
    const decision = await discardInboundMail(recordId(params.id), auth.user!.id)
    session.flash(
      decision ? 'success' : 'error',
      i18n.t(decision ? 'mail_in.log.flash.discarded' : 'mail_in.log.flash.notWaiting')
    )
    return response.redirect().toRoute('team.mail_in', {}, { qs: { view: 'quarantined' } })
  }
}
