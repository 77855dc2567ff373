import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import dashboardConfig from '#config/dashboard'
import Invoice from '#models/invoice'

type InvoiceQuery = ModelQueryBuilderContract<typeof Invoice>

/*
| Issued invoices with something still owed (`Invoice.owed`: paid or credited in full ones are
| left out, and credit notes, which are counted on their invoice), narrowed by `narrow` (whose,
| due by when): the longest overdue first, then the next to fall due; the first `itemsPerList`
| and how many there are.
*/
export async function unpaidInvoices(narrow: (query: InvoiceQuery) => void) {
  const query = () => {
    const unpaid = Invoice.query().withScopes((scopes) => scopes.owed())
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
