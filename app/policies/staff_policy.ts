import type User from '#models/user'
import { BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { notFound } from '#policies/responses'

/*
| The areas only the company's team uses (DESIGN.md, roles matrix): the offers area, the inbox
| of visitor conversations and contact messages, the failed e-mails and the back office with its
| audit log. To anyone else they do not exist.
*/
export default class StaffPolicy extends BasePolicy {
  accessOffers(user: User): AuthorizerResponse {
    return user.isStaff || notFound()
  }

  accessInbox(user: User): AuthorizerResponse {
    return user.isStaff || notFound()
  }

  /* The team's saved replies: kept by the team, for the inbox. */
  manageSavedReplies(user: User): AuthorizerResponse {
    return user.isStaff || notFound()
  }

  /* The team's labels for inbox conversations, and putting them on a conversation. */
  manageLabels(user: User): AuthorizerResponse {
    return user.isStaff || notFound()
  }

  /* The inbox's reports (/inbox/reports): reply and resolution times, labels, ratings. */
  accessInboxReports(user: User): AuthorizerResponse {
    return user.isStaff || notFound()
  }

  /* The e-mails the outbox finally could not deliver (/outbox). */
  accessOutbox(user: User): AuthorizerResponse {
    return user.isStaff || notFound()
  }

  /* The back office (/team): people, staff management and the audit log (/team/activity). */
  accessTeam(user: User): AuthorizerResponse {
    return user.isStaff || notFound()
  }

  /*
  | The whole invoices area, for staff; the shell also lists /invoices for a project's owner
  | (page_abilities.ts, from the shell's one query), whom InvoicePolicy.list lets in.
  */
  accessInvoices(user: User): AuthorizerResponse {
    return user.isStaff || notFound()
  }
}
