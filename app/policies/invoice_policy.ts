import { BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#models/user'
import type Invoice from '#models/invoice'
import type { ProjectRole } from '#shared/projects'
import { notFound } from '#policies/responses'

/*
| Invoices in the roles matrix (DESIGN.md; docs/decisions/invoices.md): staff issue, credit and
| delete drafts; a project's owner sees and downloads its issued invoices; members and viewers
| of the project are refused (403: they know the project, not its money); anyone else, and a
| client asking for a draft, is told nothing (404). `role` is the user's role in the invoice's
| project, null outside it.
*/
export default class InvoicePolicy extends BasePolicy {
  /* /invoices: staff, and clients who own a project. */
  list(user: User, ownsProject: boolean): AuthorizerResponse {
    if (user.isStaff || ownsProject) return true
    return false
  }

  view(user: User, invoice: Invoice, role: ProjectRole | null): AuthorizerResponse {
    if (user.isStaff) return true
    if (role === null || invoice.status === 'draft') return notFound()
    return role === 'owner'
  }

  /*
  | Paying an issued invoice by card: whoever may see it (the project's owner; staff, as the
  | roles matrix says), while something is still owed on it.
  */
  pay(user: User, invoice: Invoice, role: ProjectRole | null): AuthorizerResponse {
    const seen = this.view(user, invoice, role)
    if (seen !== true) return seen
    if (invoice.status !== 'issued' || invoice.outstandingMinor <= 0) return notFound()
    return true
  }

  /* Receivables by age and per client (/invoices): the company's books, staff only. */
  viewReceivables(user: User): AuthorizerResponse {
    return user.isStaff
  }

  /* Drafts, issuing, credit notes, bank statements, the accountant's export: the company's side. */
  manage(user: User): AuthorizerResponse {
    return user.isStaff || notFound()
  }
}
