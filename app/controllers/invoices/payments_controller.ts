import type { HttpContext } from '@adonisjs/core/http'
import { readFile } from 'node:fs/promises'
import { errors as vineErrors } from '@vinejs/vine'
import router from '@adonisjs/core/services/router'
import logger from '@adonisjs/core/services/logger'
import InvoicePolicy from '#policies/invoice_policy'
import paymentsConfig from '#config/payments'
import { receiveUpload, MULTIPART_FIELDS_BYTES } from '#actions/files/receive_upload'
import { importStatement } from '#actions/payments/import_statement'
import { assignCredit, CreditRefused } from '#actions/payments/assign_credit'
import { assignCreditValidator } from '#validators/invoice'
import { StatementError } from '#actions/payments/camt053'
import { payByCard, recordCardPayment } from '#actions/payments/card_payments'
import { roleIn } from '#actions/invoices/list_invoices'
import { findInvoice } from '#controllers/invoices/invoices_controller'
import { stripeConfigured, WebhookSignatureError } from '#infrastructure/stripe_checkout'

const MB = 1024 * 1024

/* Payments: a bank statement imported by staff, card payment through Stripe Checkout. */
export default class PaymentsController {
  /* POST /invoices/statements: a camt.053 file; a bad one is a message beside the field. */
  async importStatement(ctx: HttpContext) {
    const { auth, bouncer, response, session, i18n } = ctx
    await bouncer.with(InvoicePolicy).authorize('manage')
    const refuse = (reason: string, values: Record<string, number> = {}) =>
      new vineErrors.E_VALIDATION_ERROR([
        {
          field: 'statement',
          message: i18n.t(`invoices.statement.errors.${reason}`, values),
          rule: reason,
        },
      ])
    const max = paymentsConfig.statementMaxBytes
    let file
    try {
      file = await receiveUpload(ctx, 'statement', {
        size: max,
        limit: max + MULTIPART_FIELDS_BYTES,
      })
    } catch (error) {
      if (error instanceof vineErrors.E_VALIDATION_ERROR) {
        throw refuse('tooLarge', { max: max / MB })
      }
      throw error
    }
    if (!file || !file.tmpPath) throw refuse('missing')
    if (!file.isValid) throw refuse('tooLarge', { max: max / MB })
    const xml = await readFile(file.tmpPath, 'utf8')
    try {
      const summary = await importStatement(xml, auth.user!)
      session.flash('success', i18n.t('invoices.statement.imported', summary))
    } catch (error) {
      if (!(error instanceof StatementError)) throw error
      throw refuse(error.reason)
    }
    return response.redirect().toRoute('invoices.index')
  }

  /* POST /invoices/credits/{id}/assign: an unmatched bank credit given to an invoice by staff. */
  async assignCredit(ctx: HttpContext) {
    const { bouncer, request, response, session, i18n, params } = ctx
    await bouncer.with(InvoicePolicy).authorize('manage')
    const { invoiceId } = await request.validateUsing(assignCreditValidator)
    try {
      const assigned = await assignCredit(Number(params.id), invoiceId)
      session.flash(
        assigned ? 'success' : 'error',
        i18n.t(assigned ? 'invoices.statement.assign.done' : 'invoices.statement.assign.gone')
      )
    } catch (error) {
      if (!(error instanceof CreditRefused)) throw error
      throw new vineErrors.E_VALIDATION_ERROR([
        {
          field: 'invoiceId',
          message: i18n.t(`invoices.statement.assign.errors.${error.reason}`),
          rule: error.reason,
        },
      ])
    }
    return response.redirect().toRoute('invoices.index')
  }

  /* POST /invoices/{id}/checkout: off to Stripe's page for what is still due. */
  async checkout({
    auth,
    bouncer,
    params,
    request,
    response,
    inertia,
    session,
    i18n,
  }: HttpContext) {
    const invoice = await findInvoice(params.id)
    const user = auth.user!
    if (!stripeConfigured()) return response.notFound()
    await bouncer
      .with(InvoicePolicy)
      .authorize('pay', invoice, user.isStaff ? null : await roleIn(user, invoice.projectId))
    const base = `${request.protocol()}://${request.host()}`
    const page = router.makeUrl('invoices.show', { id: invoice.id })
    try {
      const url = await payByCard(invoice, user, {
        successUrl: `${base}${page}?checkout=done`,
        cancelUrl: `${base}${page}`,
      })
      if (request.header('x-inertia')) return inertia.location(url)
      return response.redirect(url)
    } catch (error) {
      logger.warn({ err: error, invoiceId: invoice.id }, 'Stripe Checkout session not created')
      session.flash('error', i18n.t('invoices.payments.cardUnavailable'))
      return response.redirect().toRoute('invoices.show', { id: invoice.id })
    }
  }

  /* POST /payments/stripe/webhook: signed by Stripe, recorded once per event id. */
  async stripeWebhook({ request, response }: HttpContext) {
    if (!stripeConfigured()) return response.notFound()
    try {
      const recorded = await recordCardPayment(
        request.raw() ?? '',
        request.header('stripe-signature') ?? ''
      )
      return response.ok({ received: true, recorded })
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        return response.badRequest({ error: 'invalid signature' })
      }
      throw error
    }
  }
}
