import Invoice from '#models/invoice'
export { camt053, type Credit } from '#tests/helpers/camt053'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'

/* Staff, a project with its owner, a member and a viewer, a client of another project, an outsider. */
export async function paymentsWorld() {
  const staff = await UserFactory.apply('staff').create()
  const [owner, member, viewer, outsider, otherOwner] = await UserFactory.createMany(5)
  const project = await projectWith(owner, [
    [member, 'member'],
    [viewer, 'viewer'],
  ])
  await projectWith(otherOwner, [])
  return { staff, owner, member, viewer, outsider, otherOwner, project }
}

/* An issued invoice with one line of `netMinor` at 23 % (total = net + VAT, in minor units). */
export async function issuedInvoice(
  client: any,
  staff: User,
  projectId: number,
  unitPrice = '100'
) {
  await client
    .post('/invoices')
    .loginAs(staff)
    .form({
      'projectId': projectId,
      'dueDays': 14,
      'lines[0][description]': 'Build',
      'lines[0][quantity]': '1',
      'lines[0][unit]': 'h',
      'lines[0][unitPrice]': unitPrice,
      'lines[0][vatRate]': '2300',
    })
    .withCsrfToken()
  const draft = await Invoice.query()
    .where('projectId', projectId)
    .orderBy('id', 'desc')
    .firstOrFail()
  await client.post(`/invoices/${draft.id}/issue`).loginAs(staff).withCsrfToken()
  await draft.refresh()
  return draft
}

/* A credit note of one line at `price` (+ 23 %) against an issued invoice, issued. */
export async function creditNote(client: any, staff: User, credited: Invoice, price: string) {
  await client
    .post('/invoices')
    .loginAs(staff)
    .form({
      'projectId': credited.projectId,
      'creditedInvoiceId': credited.id,
      'dueDays': 14,
      'lines[0][description]': 'Discount',
      'lines[0][quantity]': '1',
      'lines[0][unit]': 'h',
      'lines[0][unitPrice]': price,
      'lines[0][vatRate]': '2300',
    })
    .withCsrfToken()
  const note = await Invoice.query()
    .where('creditedInvoiceId', credited.id)
    .orderBy('id', 'desc')
    .firstOrFail()
  await client.post(`/invoices/${note.id}/issue`).loginAs(staff).withCsrfToken()
  return note
}

export function uploadStatement(
  client: any,
  user: User | null,
  xml: string | Buffer,
  language = 'en'
) {
  let request = client
    .post('/invoices/statements')
    .header('accept-language', language)
    .withCsrfToken()
    .file('statement', Buffer.isBuffer(xml) ? xml : Buffer.from(xml), { filename: 'statement.xml' })
    .redirects(0)
  if (user) request = request.loginAs(user)
  return request
}
