import { CurrencyCode, encode, PaymentOptions } from 'bysquare/pay'
import type Invoice from '#models/invoice'
import { MINOR_UNITS } from '#shared/projects'
import { isPayableKind } from '#shared/invoices'

/*
| The payment QR on an invoice: PAY by square (the Slovak banks' standard) for a customer in
| Slovakia, whose bank app reads it; the EPC QR (SEPA credit transfer, EUR only) for everyone
| else; on invoices and advance invoices. Credit notes are paid by the supplier and carry none, nor
| does the tax document of a payment already received.
*/
export type PaymentQr = { kind: 'bysquare' | 'epc'; text: string }

export function paymentQr(invoice: Invoice): PaymentQr | null {
  const supplier = invoice.supplierDetails
  const customer = invoice.customerDetails
  if (!supplier || !customer || !isPayableKind(invoice.kind) || invoice.totalMinor <= 0) return null
  const amount = invoice.totalMinor / MINOR_UNITS
  if (customer.country === 'SK') {
    const currency = (CurrencyCode as Record<string, string>)[invoice.currency]
    if (!currency) return null
    return {
      kind: 'bysquare',
      text: encode({
        payments: [
          {
            type: PaymentOptions.PaymentOrder,
            amount,
            variableSymbol: invoice.variableSymbol ?? undefined,
            currencyCode: currency as CurrencyCode,
            paymentNote: invoice.number ?? undefined,
            beneficiary: { name: supplier.name },
            bankAccounts: [{ iban: supplier.iban, bic: supplier.swift || undefined }],
          },
        ],
      }),
    }
  }
  if (invoice.currency !== 'EUR') return null
  // EPC069-12 version 002: BIC optional, amount "EUR123.45", the reference as remittance text.
  return {
    kind: 'epc',
    text: [
      'BCD',
      '002',
      '1',
      'SCT',
      supplier.swift,
      supplier.name.slice(0, 70),
      supplier.iban,
      `EUR${amount.toFixed(2)}`,
      '',
      '',
      `${invoice.number} VS${invoice.variableSymbol}`.slice(0, 140),
    ].join('\n'),
  }
}
