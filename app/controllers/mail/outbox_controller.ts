import type { HttpContext } from '@adonisjs/core/http'
import StaffPolicy from '#policies/staff_policy'
import OutboxMailTransformer from '#transformers/outbox_mail_transformer'
import { listFailedMails } from '#actions/mail/list_failed_mails'
import { retryOutboxMail } from '#actions/mail/deliver_outbox'
import { recordId } from '#infrastructure/record_id'

/*
| The failed e-mails (/outbox): what the outbox gave up on after a final refusal or a day of
| retries, with the reason, and "Retry". Anyone but staff gets the Not found page.
*/
export default class OutboxController {
  async index({ inertia, request, bouncer }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('accessOutbox')
    const page = await listFailedMails(Number(request.qs().page ?? 1))
    return inertia.render('outbox/index', {
      mails: OutboxMailTransformer.paginate(page.all(), {
        total: page.total,
        perPage: page.perPage,
        currentPage: page.currentPage,
        lastPage: page.lastPage,
      }),
    })
  }

  async retry({ params, bouncer, session, response, i18n }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('accessOutbox')
    const retried = await retryOutboxMail(recordId(params.id))
    session.flash(
      retried ? 'success' : 'error',
      i18n.t(retried ? 'outbox.flash.retried' : 'outbox.flash.notFailed')
    )
    return response.redirect().toRoute('outbox.index')
  }
}
