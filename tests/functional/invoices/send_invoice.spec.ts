import { test } from '@japa/runner'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import testUtils from '@adonisjs/core/services/test_utils'
import invoicesConfig from '#config/invoices'
import BillingProfile from '#models/billing_profile'
import Invoice from '#models/invoice'
import OutboxMail from '#models/outbox_mail'
import ProjectMember from '#models/project_member'
import { refreshPeppolDeliveries } from '#actions/invoices/send_invoice'
import { issuedInvoice, paymentsWorld } from '../payments/payments_helpers.js'

/*
| Sending an issued invoice (POST /invoices/{id}/send): the owner's e-mail in their language and,
| with a Peppol provider configured, the UBL as issued to it, its delivery kept on the invoice.
| The provider is a real HTTP server started by the test, speaking the adapter's contract
| (docs/operations.md "Peppol").
*/
type Received = { method: string; url: string; headers: IncomingMessage['headers']; body: string }

async function provider(answer: (request: Received) => { status: number; body: unknown }) {
  const received: Received[] = []
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const entry = { method: request.method!, url: request.url!, headers: request.headers, body }
      received.push(entry)
      const { status, body: json } = answer(entry)
      response.writeHead(status, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(json))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const before = { ...invoicesConfig.peppol }
  invoicesConfig.peppol = { url: `http://127.0.0.1:${port}/api/`, key: 'peppol-test-key' }
  return {
    received,
    close: () => {
      invoicesConfig.peppol = before
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

async function slovakBusiness(userId: number) {
  await BillingProfile.create({
    userId,
    kind: 'company',
    name: 'Acme s.r.o.',
    street: 'Hlavná 1',
    postalCode: '811 01',
    city: 'Bratislava',
    country: 'SK',
    companyNumber: '35757442',
    taxNumber: '2020273893',
    vatId: 'SK2020273893',
  })
}

const send = (client: any, user: any, id: number) => {
  let request = client.post(`/invoices/${id}/send`).withCsrfToken().redirects(0)
  if (user) request = request.loginAs(user)
  return request
}

test.group('Invoices: sending to the client', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(90_000)

  test("without a provider: the owner's e-mail in their language, linking to the invoice, and the sent state on it", async ({
    client,
    assert,
  }) => {
    const { staff, owner, project } = await paymentsWorld()
    owner.locale = 'sk'
    await owner.save()
    const invoice = await issuedInvoice(client, staff, project.id, '100')

    const response = await send(client, staff, invoice.id)
    response.assertStatus(302)
    response.assertHeader('location', `/invoices/${invoice.id}`)
    response.assertFlashMessage('success', `Invoice ${invoice.number} was sent.`)
    const [mail, ...more] = await OutboxMail.query().where('kind', 'InvoiceMail')
    assert.lengthOf(more, 0)
    assert.equal(mail.recipient, owner.email)
    assert.equal(mail.subject, `Faktúra ${invoice.number} od Codeva s.r.o.`)
    await invoice.refresh()
    assert.isNotNull(invoice.sentAt)
    assert.equal(invoice.sentTo, owner.email)
    assert.isNull(invoice.peppolStatus)

    const page = await client.get(`/invoices/${invoice.id}`).loginAs(staff).withInertia()
    assert.equal(page.inertiaProps.invoice.sentTo, owner.email)
    assert.isNull(page.inertiaProps.invoice.peppol)
  })

  test('with a provider: the UBL as issued goes to it once per document for a Slovak business, its delivery is kept and followed', async ({
    client,
    assert,
    cleanup,
  }) => {
    let status = 'sent'
    const peppol = await provider((request) =>
      request.method === 'POST'
        ? { status: 202, body: { id: 'doc-1', status: 'sent' } }
        : { status: 200, body: { id: 'doc-1', status } }
    )
    cleanup(() => peppol.close())
    const { staff, owner, project } = await paymentsWorld()
    await slovakBusiness(owner.id)
    const invoice = await issuedInvoice(client, staff, project.id, '100')

    ;(await send(client, staff, invoice.id)).assertStatus(302)
    const [posted] = peppol.received
    assert.equal(posted.url, '/api/documents')
    assert.equal(posted.headers.authorization, 'Bearer peppol-test-key')
    assert.equal(posted.headers['content-type'], 'application/xml')
    assert.equal(posted.headers['x-peppol-receiver'], '0245:2020273893')
    assert.equal(posted.headers['x-peppol-sender'], `0245:${invoicesConfig.supplier.taxNumber}`)
    assert.equal(posted.headers['idempotency-key'], `invoice-${invoice.id}-${invoice.ublSha256}`)
    assert.equal(posted.body, invoice.ublXml)
    await invoice.refresh()
    assert.equal(invoice.peppolStatus, 'sent')
    assert.equal(invoice.peppolReference, 'doc-1')

    // The provider's later word: nothing new, then delivered.
    assert.equal(await refreshPeppolDeliveries(), 0)
    status = 'delivered'
    assert.equal(await refreshPeppolDeliveries(), 1)
    assert.equal(peppol.received.at(-1)!.url, '/api/documents/doc-1')
    await invoice.refresh()
    assert.equal(invoice.peppolStatus, 'delivered')
    const page = await client.get(`/invoices/${invoice.id}`).loginAs(staff).withInertia()
    assert.equal(page.inertiaProps.invoice.peppol.status, 'delivered')
    // The owner sees the invoice, not how it was delivered.
    const own = await client.get(`/invoices/${invoice.id}`).loginAs(owner).withInertia()
    assert.isFalse(own.inertiaProps.canManage)
  })

  test('a refused delivery says why and can be sent again; a private customer is only e-mailed', async ({
    client,
    assert,
    cleanup,
  }) => {
    const peppol = await provider(() => ({
      status: 422,
      body: { error: 'Receiver not registered' },
    }))
    cleanup(() => peppol.close())
    const { staff, owner, project, otherOwner } = await paymentsWorld()
    await slovakBusiness(owner.id)
    const invoice = await issuedInvoice(client, staff, project.id, '100')

    const response = await send(client, staff, invoice.id)
    response.assertFlashMessage(
      'error',
      `Invoice ${invoice.number} was e-mailed, but the Peppol delivery failed; see the reason below.`
    )
    await invoice.refresh()
    assert.equal(invoice.peppolStatus, 'failed')
    assert.equal(invoice.peppolError, 'Receiver not registered')
    assert.lengthOf(await OutboxMail.query().where('kind', 'InvoiceMail'), 1)

    // A person without a DIČ is not on Peppol.
    const { projectId: privateProject } = await ProjectMember.query()
      .where({ userId: otherOwner.id, role: 'owner' })
      .firstOrFail()
    const personal = await issuedInvoice(client, staff, privateProject, '50')
    const before = peppol.received.length
    ;(await send(client, staff, personal.id)).assertStatus(302)
    assert.lengthOf(peppol.received, before)
    await personal.refresh()
    assert.isNull(personal.peppolStatus)
  })

  test('only staff send, and only an issued invoice: the owner and a member get 404, a guest is sent to log in, a draft is refused', async ({
    client,
    assert,
  }) => {
    const { staff, owner, member, project } = await paymentsWorld()
    const invoice = await issuedInvoice(client, staff, project.id, '100')
    for (const user of [owner, member]) (await send(client, user, invoice.id)).assertStatus(404)
    const guest = await send(client, null, invoice.id)
    guest.assertStatus(302)
    guest.assertHeader('location', '/login')
    const forged = await client.post(`/invoices/${invoice.id}/send`).loginAs(staff).redirects(0)
    forged.assertFlashMessage('error', 'This page has expired. Please reload it and try again.')
    const draft = await Invoice.create({ projectId: project.id, currency: 'EUR', locale: 'sk' })
    const refused = await send(client, staff, draft.id)
    refused.assertFlashMessage('error', 'Only an issued invoice can be sent.')
    assert.lengthOf(await OutboxMail.query().where('kind', 'InvoiceMail'), 0)
  })
})
