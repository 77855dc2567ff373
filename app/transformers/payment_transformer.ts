import { BaseTransformer } from '@adonisjs/core/transformers'
import type Payment from '#models/payment'

/* A bank credit left unmatched, as the staff's list on /invoices shows it. */
export default class PaymentTransformer extends BaseTransformer<Payment> {
  toObject() {
    const payment = this.resource
    return {
      id: payment.id,
      paidOn: payment.paidOn.toISODate()!,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      variableSymbol: payment.variableSymbol,
      payerName: payment.payerName,
      remittance: payment.remittance,
      reason: payment.unmatchedReason,
    }
  }
}
