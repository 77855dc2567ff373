import type { HttpContext } from '@adonisjs/core/http'
import InvoicePolicy from '#policies/invoice_policy'
import { roleIn } from '#actions/invoices/list_invoices'
import { invoicePdf } from '#actions/invoices/invoice_pdf'
import { findInvoice } from '#controllers/invoices/invoices_controller'
import type Invoice from '#models/invoice'

/*
| An issued invoice's files: the PDF (drawn from the invoice as issued, in the customer's
| language) and the UBL XML exactly as stored at issue. A draft has neither; an advance invoice
| has no XML.
*/
export default class DocumentsController {
  async pdf(ctx: HttpContext) {
    const invoice = await this.#issued(ctx)
    const bytes = await invoicePdf(invoice, ctx.i18n)
    return ctx.response
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
      .send(Buffer.from(bytes))
  }

  async xml(ctx: HttpContext) {
    const invoice = await this.#issued(ctx)
    // An advance invoice is not a tax document and has no e-invoice (invoices.md).
    if (!invoice.ublXml) {
      const { errors } = await import('@adonisjs/core')
      throw new errors.E_HTTP_EXCEPTION('Not found', { status: 404 })
    }
    return ctx.response
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${invoice.number}.xml"`)
      .send(invoice.ublXml)
  }

  async #issued({ auth, bouncer, params }: HttpContext): Promise<Invoice> {
    const invoice = await findInvoice(params.id)
    const user = auth.user!
    await bouncer
      .with(InvoicePolicy)
      .authorize('view', invoice, user.isStaff ? null : await roleIn(user, invoice.projectId))
    if (invoice.status !== 'issued') {
      const { errors } = await import('@adonisjs/core')
      throw new errors.E_HTTP_EXCEPTION('Not found', { status: 404 })
    }
    return invoice
  }
}
