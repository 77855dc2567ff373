import type { HttpContext } from '@adonisjs/core/http'
import StaffPolicy from '#policies/staff_policy'

/*
| The answers every page receives as its shared `can` prop (read in React through
| inertia/hooks/use_can.ts): only what the shell needs everywhere, such as which areas to list.
| What a user may do with one project travels with that project, through its transformer.
*/
export async function pageAbilities(
  bouncer: HttpContext['bouncer'] | undefined,
  ownsProject = false
) {
  const staff = bouncer?.with(StaffPolicy)
  return {
    accessOffers: (await staff?.allows('accessOffers')) ?? false,
    accessInbox: (await staff?.allows('accessInbox')) ?? false,
    accessOutbox: (await staff?.allows('accessOutbox')) ?? false,
    accessTeam: (await staff?.allows('accessTeam')) ?? false,
    // A project's owner sees their projects' invoices (InvoicePolicy.list), so the shell lists them.
    accessInvoices: ownsProject || ((await staff?.allows('accessInvoices')) ?? false),
  }
}
