import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import InvoicePolicy from '#policies/invoice_policy'
import { invoiceExportValidator } from '#validators/invoice'
import { scopedMessages } from '#infrastructure/scoped_messages'
import { accountantExport } from '#actions/invoices/accountant_export'

/* GET /invoices/export?month=: a month's invoices for the accountant, staff only. */
export default class ExportsController {
  async download(ctx: HttpContext) {
    const { bouncer, request, response, i18n } = ctx
    await bouncer.with(InvoicePolicy).authorize('manage')
    const { month } = await request.validateUsing(invoiceExportValidator, {
      messagesProvider: scopedMessages(ctx, 'invoices'),
    })
    const archive = await accountantExport(month)
    if (!archive) {
      throw new vineErrors.E_VALIDATION_ERROR([
        { field: 'month', message: i18n.t('invoices.export.empty'), rule: 'empty' },
      ])
    }
    return response
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${archive.fileName}"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(archive.bytes))
  }
}
