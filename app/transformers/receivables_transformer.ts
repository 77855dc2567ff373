import { BaseTransformer } from '@adonisjs/core/transformers'
import type { CurrencyAmounts, Receivables } from '#actions/invoices/receivables'

const amounts = (row: CurrencyAmounts) => ({
  currency: row.currency,
  current: row.current,
  days1To30: row['1_30'],
  days31To60: row['31_60'],
  over60: row.over_60,
  total: row.total,
})

/* Staff's receivables by age on /invoices: per currency, and per client per currency. */
export default class ReceivablesTransformer extends BaseTransformer<Receivables> {
  toObject() {
    const { totals, clients } = this.resource
    return {
      totals: totals.map(amounts),
      clients: clients.map((client) => ({
        clientId: client.clientId,
        name: client.name,
        currencies: client.currencies.map(amounts),
      })),
    }
  }
}
