import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import paymentsConfig from '#config/payments'
import Payment from '#models/payment'
import { creditNote, issuedInvoice, paymentsWorld } from './payments_helpers.js'

const SECRET = 'whsec_test_payments'
const WEBHOOK = '/payments/stripe/webhook'

/*
| Stripe's API answered by a local server (the official client pointed at it through
| STRIPE_API_URL's setting): no network. It records each request's form body.
*/
let server: Server
let requests: { path: string; body: URLSearchParams }[] = []
let failing = false

function stripeOn() {
  const { port } = server.address() as AddressInfo
  paymentsConfig.stripe.secretKey = 'sk_test_payments'
  paymentsConfig.stripe.webhookSecret = SECRET
  paymentsConfig.stripe.apiUrl = `http://127.0.0.1:${port}`
}

function stripeOff() {
  paymentsConfig.stripe.secretKey = null
  paymentsConfig.stripe.webhookSecret = null
  paymentsConfig.stripe.apiUrl = null
}

function completedEvent(invoiceId: number, amount: number, id = 'evt_test_1', created?: number) {
  return JSON.stringify({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    created: created ?? Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: 'cs_test_1',
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: amount,
        currency: 'eur',
        metadata: { invoiceId: String(invoiceId) },
      },
    },
  })
}

function signed(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? SECRET,
    timestamp: options.timestamp,
  })
}

function deliver(client: any, payload: string, signature: string) {
  return client
    .post(WEBHOOK)
    .header('content-type', 'application/json')
    .header('stripe-signature', signature)
    .json(JSON.parse(payload))
}

test.group('Payments: Stripe Checkout and its webhook', (group) => {
  group.setup(async () => {
    server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        requests.push({ path: request.url ?? '', body: new URLSearchParams(body) })
        if (failing) {
          response.writeHead(500, { 'content-type': 'application/json' })
          response.end(JSON.stringify({ error: { type: 'api_error', message: 'down' } }))
          return
        }
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(
          JSON.stringify({
            id: 'cs_test_1',
            object: 'checkout.session',
            url: 'https://checkout.stripe.test/c/pay/cs_test_1',
          })
        )
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return () => new Promise<void>((resolve) => server.close(() => resolve()))
  })
  group.each.setup(() => {
    requests = []
    failing = false
    stripeOn()
    return stripeOff
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  // The first test of a run also pays for compiling the pages it renders on a busy machine.
  group.each.timeout(90_000)

  test('"Pay by card" sends the owner to a Checkout Session for what is still due', async ({
    client,
    assert,
  }) => {
    const { staff, owner, project } = await paymentsWorld()
    const invoice = await issuedInvoice(client, staff, project.id)
    const page = await client.get(`/invoices/${invoice.id}`).loginAs(owner).withInertia()
    assert.isTrue(page.inertiaProps.canPayByCard)

    const response = await client
      .post(`/invoices/${invoice.id}/checkout`)
      .loginAs(owner)
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', 'https://checkout.stripe.test/c/pay/cs_test_1')
    assert.lengthOf(requests, 1)
    const { path, body } = requests[0]
    assert.equal(path, '/v1/checkout/sessions')
    assert.equal(body.get('mode'), 'payment')
    assert.equal(body.get('line_items[0][price_data][unit_amount]'), '12300')
    assert.equal(body.get('line_items[0][price_data][currency]'), 'eur')
    assert.equal(body.get('metadata[invoiceId]'), String(invoice.id))
    assert.match(body.get('success_url')!, new RegExp(`/invoices/${invoice.id}\\?checkout=done$`))
    // Creating the session pays nothing: only the webhook marks the invoice paid.
    await invoice.refresh()
    assert.isNull(invoice.paidAt)
  })

  test('a partly credited invoice is charged what its credit note left; a fully credited one cannot be paid', async ({
    client,
    assert,
  }) => {
    const { staff, owner, project } = await paymentsWorld()
    const partly = await issuedInvoice(client, staff, project.id, '100')
    await creditNote(client, staff, partly, '40')
    const response = await client
      .post(`/invoices/${partly.id}/checkout`)
      .loginAs(owner)
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    // 123.00 less the credit note's 49.20.
    assert.equal(requests[0].body.get('line_items[0][price_data][unit_amount]'), '7380')

    const whole = await issuedInvoice(client, staff, project.id, '100')
    await creditNote(client, staff, whole, '100')
    const page = await client.get(`/invoices/${whole.id}`).loginAs(owner).withInertia()
    assert.isFalse(page.inertiaProps.canPayByCard)
    const refused = await client
      .post(`/invoices/${whole.id}/checkout`)
      .loginAs(owner)
      .withCsrfToken()
      .redirects(0)
    refused.assertStatus(404)
    assert.lengthOf(requests, 1)
  })

  test("who may not pay: a guest signs in first, a member or viewer is refused (a form: back with the reason), an outsider and another project's owner 404, no CSRF token is refused", async ({
    client,
    assert,
  }) => {
    const { staff, member, viewer, outsider, otherOwner, project } = await paymentsWorld()
    const invoice = await issuedInvoice(client, staff, project.id)
    const url = `/invoices/${invoice.id}/checkout`
    const guest = await client.post(url).withCsrfToken().redirects(0)
    assert.include(guest.header('location'), '/login')
    for (const user of [member, viewer]) {
      const refused = await client
        .post(url)
        .loginAs(user)
        .withCsrfToken()
        .header('Referer', `/invoices/${invoice.id}`)
        .redirects(0)
      refused.assertStatus(302)
      refused.assertHeader('location', `/invoices/${invoice.id}`)
      assert.isString(refused.flashMessages()?.error)
    }
    ;(await client.post(url).loginAs(outsider).withCsrfToken().redirects(0)).assertStatus(404)
    ;(await client.post(url).loginAs(otherOwner).withCsrfToken().redirects(0)).assertStatus(404)
    const noToken = await client.post(url).loginAs(staff).redirects(0)
    noToken.assertFlashMessage('error', 'This page has expired. Please reload it and try again.')
    assert.lengthOf(requests, 0)
  })

  test('without Stripe keys there is no card payment and no webhook', async ({
    client,
    assert,
  }) => {
    const { staff, owner, project } = await paymentsWorld()
    const invoice = await issuedInvoice(client, staff, project.id)
    stripeOff()
    const page = await client.get(`/invoices/${invoice.id}`).loginAs(owner).withInertia()
    assert.isFalse(page.inertiaProps.canPayByCard)
    ;(
      await client
        .post(`/invoices/${invoice.id}/checkout`)
        .loginAs(owner)
        .withCsrfToken()
        .redirects(0)
    ).assertStatus(404)
    const payload = completedEvent(invoice.id, 12_300)
    ;(await deliver(client, payload, signed(payload))).assertStatus(404)
  })

  test('Stripe being down is a translated message on the invoice, not a 500', async ({
    client,
  }) => {
    const { staff, owner, project } = await paymentsWorld()
    const invoice = await issuedInvoice(client, staff, project.id)
    failing = true
    const response = await client
      .post(`/invoices/${invoice.id}/checkout`)
      .loginAs(owner)
      .header('accept-language', 'sk')
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', `/invoices/${invoice.id}`)
    response.assertFlashMessage(
      'error',
      'Platba kartou teraz nie je dostupná. Skúste to neskôr alebo zaplaťte bankovým prevodom.'
    )
  })

  test('a signed webhook marks the invoice paid once: the same event again records nothing', async ({
    client,
    assert,
  }) => {
    const { staff, owner, project } = await paymentsWorld()
    const invoice = await issuedInvoice(client, staff, project.id)
    const payload = completedEvent(invoice.id, 12_300)

    const first = await deliver(client, payload, signed(payload))
    first.assertStatus(200)
    first.assertBodyContains({ recorded: true })
    const again = await deliver(client, payload, signed(payload))
    again.assertStatus(200)
    again.assertBodyContains({ recorded: false })

    await invoice.refresh()
    assert.equal(invoice.paidMinor, 12_300)
    assert.isNotNull(invoice.paidAt)
    const payments = await Payment.query().where('invoiceId', invoice.id)
    assert.deepEqual(
      payments.map((p) => [p.method, p.amountMinor, p.reference]),
      [['card', 12_300, 'stripe:evt_test_1']]
    )
    const page = await client.get(`/invoices/${invoice.id}`).loginAs(owner).withInertia()
    assert.equal(page.inertiaProps.invoice.status, 'paid')
    assert.equal(page.inertiaProps.invoice.payments[0].reference, 'evt_test_1')
    assert.isFalse(page.inertiaProps.canPayByCard)
    // Paid: nothing is left to pay by card.
    ;(
      await client
        .post(`/invoices/${invoice.id}/checkout`)
        .loginAs(owner)
        .withCsrfToken()
        .redirects(0)
    ).assertStatus(404)
  })

  test('a forged, unsigned or replayed-too-late delivery is refused and records nothing', async ({
    client,
    assert,
  }) => {
    const { staff, project } = await paymentsWorld()
    const invoice = await issuedInvoice(client, staff, project.id)
    const payload = completedEvent(invoice.id, 12_300)
    ;(await deliver(client, payload, signed(payload, { secret: 'whsec_forged' }))).assertStatus(400)
    ;(await deliver(client, payload, '')).assertStatus(400)
    // Signed correctly, but the amount changed after signing.
    const tampered = completedEvent(invoice.id, 1)
    ;(await deliver(client, tampered, signed(payload))).assertStatus(400)
    // Signed an hour ago: outside Stripe's five-minute tolerance.
    const old = Math.floor(Date.now() / 1000) - 3600
    ;(await deliver(client, payload, signed(payload, { timestamp: old }))).assertStatus(400)
    assert.lengthOf(await Payment.all(), 0)
    await invoice.refresh()
    assert.isNull(invoice.paidAt)
  })
})
