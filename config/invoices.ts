import env from '#start/env'
import productConfig from '#config/product'
import type { Supplier } from '#shared/invoices'

/* "23,19,5,0" in percent -> [2300, 1900, 500, 0] in hundredths of a percent. */
function rates(text: string) {
  const parsed = text
    .split(',')
    .map((part) => Math.round(Number(part.trim()) * 100))
    .filter((rate) => Number.isFinite(rate) && rate >= 0 && rate <= 10_000)
  return parsed.length > 0 ? [...new Set(parsed)] : [2300]
}

const vatRates = rates(env.get('VAT_RATES', '23,19,5,0'))
const defaultRate = Math.round(env.get('VAT_DEFAULT_RATE', 23) * 100)
const vatPayer = env.get('COMPANY_VAT_PAYER', true)
const { company } = productConfig

/*
| Invoicing (docs/decisions/invoices.md). The supplier is the company of config/product.ts (the
| footer's name, address, IČO and IČ DPH) with what only an invoice needs: the DIČ, the bank
| account and the commercial register entry. A supplier that is not a VAT payer charges no VAT
| and prints no IČ DPH.
*/
const invoicesConfig = {
  supplier: {
    name: company.name,
    street: company.address.street,
    postalCode: company.address.postalCode,
    city: company.address.city,
    country: company.address.country || 'SK',
    companyNumber: company.registrationNumber,
    taxNumber: env.get('COMPANY_TAX_NUMBER', '2123456789'),
    vatId: vatPayer ? company.vatNumber : null,
    iban: env.get('COMPANY_IBAN', 'SK3112000000198742637541').replace(/\s/g, ''),
    swift: env.get('COMPANY_SWIFT', 'TATRSKBX'),
    register: env.get(
      'COMPANY_REGISTER',
      'Obchodný register Mestského súdu Bratislava III, oddiel Sro, vložka č. 123456/B'
    ),
    email: company.email,
    vatPayer,
  } satisfies Supplier,
  invoicePrefix: (env.get('INVOICE_PREFIX') ?? 'FA').toUpperCase(),
  creditNotePrefix: (env.get('CREDIT_NOTE_PREFIX') ?? 'DB').toUpperCase(),
  advancePrefix: (env.get('ADVANCE_INVOICE_PREFIX') ?? 'ZF').toUpperCase(),
  advanceTaxPrefix: (env.get('ADVANCE_TAX_PREFIX') ?? 'DP').toUpperCase(),
  /*
  | A milestone the owner accepts gets its invoice as a draft for staff to check (`draft`, the
  | default) or issued at once (`issue`), in the transaction that accepts it.
  */
  milestoneInvoice: env.get('MILESTONE_INVOICE', 'draft') as 'draft' | 'issue',
  vatRates: vatRates.includes(defaultRate) ? vatRates : [defaultRate, ...vatRates],
  defaultVatRate: defaultRate,
  dueDays: env.get('INVOICE_DUE_DAYS', 14),
  // An accredited Peppol provider (app/infrastructure/peppol_provider.ts); without one, invoices
  // go by e-mail and their XML is downloaded from their page.
  peppol: {
    url: env.get('PEPPOL_PROVIDER_URL') ?? '',
    key: env.get('PEPPOL_PROVIDER_KEY') ?? '',
  },
}

export type InvoicesConfig = typeof invoicesConfig
export default invoicesConfig
