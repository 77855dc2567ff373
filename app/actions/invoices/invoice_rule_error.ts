/* A refused invoice operation, told to the person by its `invoices.flash.*` key (409). */
export class InvoiceRuleError extends Error {
  constructor(readonly key: 'immutable' | 'notIssued' | 'noPlan' | 'notSendable') {
    super(`invoices.flash.${key}`)
  }
}
