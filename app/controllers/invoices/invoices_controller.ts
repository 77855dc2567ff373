import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@adonisjs/core'
import Invoice from '#models/invoice'
import InvoicePolicy from '#policies/invoice_policy'
import InvoiceTransformer from '#transformers/invoice_transformer'
import invoicesConfig from '#config/invoices'
import { DRAFT_KINDS } from '#shared/invoices'
import { invoiceDraftValidator, invoiceFiltersValidator } from '#validators/invoice'
import { scopedMessages } from '#infrastructure/scoped_messages'
import { recordId } from '#infrastructure/record_id'
import {
  invoiceableProjects,
  listInvoices,
  ownsAnyProject,
  roleIn,
} from '#actions/invoices/list_invoices'
import { createDraft, deleteDraft } from '#actions/invoices/create_invoice'
import { issueInvoice } from '#actions/invoices/issue_invoice'
import { sendInvoice } from '#actions/invoices/send_invoice'
import { draftPreview } from '#actions/invoices/draft_preview'
import { InvoiceRuleError } from '#actions/invoices/invoice_rule_error'
import { assignableInvoices, unmatchedCredits } from '#actions/payments/unmatched_credits'
import PaymentTransformer from '#transformers/payment_transformer'
import { stripeConfigured } from '#infrastructure/stripe_checkout'
import { receivables } from '#actions/invoices/receivables'
import { todayInZone } from '#actions/invoices/list_invoices'
import ReceivablesTransformer from '#transformers/receivables_transformer'

/* /invoices: the list, a draft by hand, the invoice page, issuing and deleting a draft. */
export default class InvoicesController {
  async index(ctx: HttpContext) {
    const { auth, bouncer, request, inertia } = ctx
    const user = auth.user!
    await bouncer.with(InvoicePolicy).authorize('list', await ownsAnyProject(user))
    const filters = await invoiceFiltersValidator.validate(request.qs()).catch(() => ({}))
    const { invoices, totals } = await listInvoices(user, filters)
    const seesReceivables = await bouncer.with(InvoicePolicy).allows('viewReceivables')
    const credits = user.isStaff ? await unmatchedCredits() : []
    return inertia.render('invoices/index', {
      invoices: InvoiceTransformer.transform(invoices),
      totals,
      filters,
      projects: user.isStaff
        ? (await invoiceableProjects()).map(({ id, name }) => ({ id, name }))
        : [],
      canManage: user.isStaff,
      unmatched: user.isStaff ? PaymentTransformer.transform(credits) : [],
      // What an unmatched credit can be given to, only while there is one.
      assignable:
        credits.length > 0 ? InvoiceTransformer.transform(await assignableInvoices()) : [],
      // Staff only (null for a client): what is owed by age and per client.
      receivables: seesReceivables
        ? ReceivablesTransformer.transform(await receivables(todayInZone()))
        : null,
    })
  }

  async create({ bouncer, inertia, request }: HttpContext) {
    await bouncer.with(InvoicePolicy).authorize('manage')
    const creditedId = recordId(request.qs().credit)
    const credited = creditedId
      ? await Invoice.query().where('id', creditedId).preload('lines').first()
      : null
    return inertia.render('invoices/create', {
      projects: await invoiceableProjects(),
      vatRates: invoicesConfig.vatRates,
      defaultVatRate: invoicesConfig.defaultVatRate,
      dueDays: invoicesConfig.dueDays,
      documentKinds: [...DRAFT_KINDS],
      credited:
        credited && credited.status === 'issued' && credited.kind === 'invoice'
          ? InvoiceTransformer.transform(credited).useVariant('detailed')
          : null,
    })
  }

  async store(ctx: HttpContext) {
    const { auth, bouncer, request, response, session, i18n } = ctx
    await bouncer.with(InvoicePolicy).authorize('manage')
    const input = await request.validateUsing(invoiceDraftValidator, {
      messagesProvider: scopedMessages(ctx, 'invoices'),
    })
    try {
      const invoice = await createDraft(auth.user!, {
        projectId: input.projectId,
        creditedInvoiceId: input.creditedInvoiceId ?? null,
        kind: input.documentKind ?? 'invoice',
        dueDays: input.dueDays,
        supplyDate: input.supplyDate ? input.supplyDate.toISOString().slice(0, 10) : null,
        note: input.note ?? null,
        lines: input.lines.map((line) => ({
          description: line.description,
          quantityMilli: Number(line.quantity),
          unit: line.unit,
          unitPriceMinor: Number(line.unitPrice),
          vatRateBp: Number(line.vatRate),
        })),
      })
      session.flash('success', i18n.t('invoices.flash.created'))
      return response.redirect().toRoute('invoices.show', { id: invoice.id })
    } catch (error) {
      if (!(error instanceof InvoiceRuleError)) throw error
      session.flash('error', i18n.t(error.message))
      return response.redirect().back()
    }
  }

  async show({ auth, bouncer, params, inertia, request }: HttpContext) {
    const invoice = await findInvoice(params.id)
    const user = auth.user!
    await bouncer
      .with(InvoicePolicy)
      .authorize('view', invoice, user.isStaff ? null : await roleIn(user, invoice.projectId))
    return inertia.render('invoices/show', {
      invoice: InvoiceTransformer.transform(invoice).useVariant('detailed'),
      preview: invoice.status === 'draft' ? await draftPreview(invoice) : null,
      canManage: user.isStaff,
      // The "Pay by card" button: Stripe configured, an issued invoice with something still owed.
      canPayByCard:
        stripeConfigured() && invoice.status === 'issued' && invoice.outstandingMinor > 0,
      checkoutReturned: request.qs().checkout === 'done',
    })
  }

  async issue({ bouncer, params, response, session, i18n }: HttpContext) {
    await bouncer.with(InvoicePolicy).authorize('manage')
    const invoice = await findInvoice(params.id)
    try {
      const issued = await issueInvoice(invoice.id)
      session.flash('success', i18n.t('invoices.flash.issued', { number: issued.number }))
    } catch (error) {
      if (!(error instanceof InvoiceRuleError)) throw error
      session.flash('error', i18n.t(error.message))
    }
    return response.redirect().toRoute('invoices.show', { id: invoice.id })
  }

  /* POST /invoices/{id}/send: to the project's owners by e-mail, and through Peppol when set. */
  async send({ bouncer, params, response, session, i18n }: HttpContext) {
    await bouncer.with(InvoicePolicy).authorize('manage')
    const invoice = await findInvoice(params.id)
    try {
      const sent = await sendInvoice(invoice.id)
      session.flash(
        sent.peppolStatus === 'failed' ? 'error' : 'success',
        i18n.t(
          sent.peppolStatus === 'failed' ? 'invoices.flash.peppolFailed' : 'invoices.flash.sent',
          {
            number: sent.number,
          }
        )
      )
    } catch (error) {
      if (!(error instanceof InvoiceRuleError)) throw error
      session.flash('error', i18n.t(error.message))
    }
    return response.redirect().toRoute('invoices.show', { id: invoice.id })
  }

  async destroy({ bouncer, params, response, session, i18n }: HttpContext) {
    await bouncer.with(InvoicePolicy).authorize('manage')
    const invoice = await findInvoice(params.id)
    try {
      await deleteDraft(invoice)
    } catch (error) {
      if (!(error instanceof InvoiceRuleError)) throw error
      session.flash('error', i18n.t(error.message))
      return response.redirect().toRoute('invoices.show', { id: invoice.id })
    }
    session.flash('success', i18n.t('invoices.flash.deleted'))
    return response.redirect().toRoute('invoices.index')
  }
}

/* The invoice a route names, with what its page shows, or a 404. */
export async function findInvoice(id: unknown) {
  const invoiceId = recordId(id)
  const invoice = invoiceId
    ? await Invoice.query()
        .where('id', invoiceId)
        .preload('lines')
        .preload('project', (project) => project.select('id', 'name'))
        .preload('creditedInvoice')
        .preload('advanceInvoice')
        .preload('taxDocuments', (documents) => documents.where('status', 'issued'))
        .preload('payments', (payments) => payments.whereNotNull('invoice_id'))
        .first()
    : null
  if (!invoice) {
    throw new errors.E_HTTP_EXCEPTION('Not found', { status: 404 })
  }
  return invoice
}
