import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import dashboardConfig from '#config/dashboard'
import Invoice from '#models/invoice'

type InvoiceQuery = ModelQueryBuilderContract<typeof Invoice>

/*
| Issued invoices with something still to pay, narrowed by `narrow` (whose, due by when): the
| longest overdue first, then the next to fall due; the first `itemsPerList` and how many there
| are. Credit notes are neither paid by the client nor collected, so they are left out.
*/
export async function unpaidInvoices(narrow: (query: InvoiceQuery) => void) {
  const query = () => {
    const unpaid = Invoice.query()
      .where('status', 'issued')
      .where('kind', 'invoice')
      .whereNull('paid_at')
    narrow(unpaid)
    return unpaid
  }
  const invoices = await query()
    .preload('project', (project) => project.select('id', 'name'))
    .orderBy('due_date', 'asc')
    .orderBy('id', 'asc')
    .limit(dashboardConfig.itemsPerList)
  const count =
    invoices.length < dashboardConfig.itemsPerList
      ? invoices.length
      : Number((await query().count('* as total').first())?.$extras.total ?? 0)
  return { invoices, count }
}
