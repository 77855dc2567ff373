import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'
import BillingProfile from '#models/billing_profile'
import { createDraft } from '#actions/invoices/create_invoice'
import { issueInvoice } from '#actions/invoices/issue_invoice'
import { signedInPage, waitUntilInteractive } from '#tests/helpers/browser'

/*
| /invoices as staff and as a project's owner, on a phone and a desktop: the issued invoice is
| listed with its total, a click opens the document. Screenshots go to tmp/ to be looked at.
*/
test.group('Invoices pages', () => {
  test('staff and the owner see the invoice list and open an invoice (390 and 1280 px)', async ({
    assert,
  }) => {
    const tag = `Shop${Date.now()}`
    const staff = await UserFactory.apply('staff').create()
    const owner = await UserFactory.merge({ fullName: 'Jana Nová' }).create()
    await BillingProfile.create({
      userId: owner.id,
      kind: 'company',
      name: `${tag} s.r.o.`,
      street: 'Hlavná 1',
      postalCode: '811 01',
      city: 'Bratislava',
      country: 'SK',
      companyNumber: '35757442',
      taxNumber: '2020273893',
      vatId: 'SK2020273893',
    })
    const project = await projectWith(owner, [], { attributes: { name: `${tag} e-shop` } })
    const lines = [
      {
        description: 'Design',
        quantityMilli: 12_500,
        unit: 'h',
        unitPriceMinor: 6000,
        vatRateBp: 2300,
      },
      {
        description: 'Hosting',
        quantityMilli: 1000,
        unit: 'month',
        unitPriceMinor: 1999,
        vatRateBp: 2300,
      },
    ]
    const invoice = await issueInvoice(
      (await createDraft(staff, { projectId: project.id, lines })).id
    )
    await createDraft(staff, { projectId: project.id, lines })

    for (const [user, who] of [
      [staff, 'staff'],
      [owner, 'owner'],
    ] as const) {
      for (const width of [1280, 390]) {
        const page = await signedInPage(user, { viewport: { width, height: 900 } })
        await page.goto(new URL('/invoices', page.url()).toString())
        await waitUntilInteractive(page)
        await page.getByRole('heading', { name: 'Invoices', level: 1 }).waitFor()
        const row = page.getByRole('link', { name: invoice.number! }).first()
        await row.waitFor()
        // The invoice's own entry in the list (for staff, the receivables above it also sum
        // amounts, in a table on a desktop and cards on a phone, one of them hidden).
        const entry = page
          .locator('tr, li')
          .filter({ has: page.getByRole('link', { name: invoice.number! }) })
          .filter({ visible: true })
          .first()
        assert.isTrue(await entry.getByText('€947.09').isVisible())
        await page.screenshot({ path: `tmp/invoices-${who}-${width}.png`, fullPage: true })
        await row.click()
        await page.waitForURL((url) => url.pathname === `/invoices/${invoice.id}`)
        await page.getByRole('heading', { name: `Invoice ${invoice.number}` }).waitFor()
        await page.screenshot({ path: `tmp/invoice-${who}-${width}.png`, fullPage: true })
        await page.context().close()
      }
    }
  }).timeout(240_000)

  test('staff write a draft by hand, see its live total and issue it', async ({ assert }) => {
    const tag = `Web${Date.now()}`
    const staff = await UserFactory.apply('staff').create()
    const owner = await UserFactory.create()
    await projectWith(owner, [], { attributes: { name: `${tag} site` } })
    const page = await signedInPage(staff, { viewport: { width: 1280, height: 900 } })
    await page.goto(new URL('/invoices/create', page.url()).toString())
    await waitUntilInteractive(page)
    await page.getByLabel('Project').selectOption({ label: `${tag} site` })
    await page.getByLabel('Description').fill('Landing page')
    await page.getByLabel('Quantity').fill('2')
    await page.getByLabel('Unit price').fill('100')
    // 200.00 net + 23 % = 246.00, shown before saving.
    await page.getByText('€246.00').waitFor()
    await page.screenshot({ path: 'tmp/invoice-create-1280.png', fullPage: true })
    await page.getByRole('button', { name: 'Save draft' }).click()
    await page.waitForURL((url) => /^\/invoices\/\d+$/.test(url.pathname))
    await page.getByRole('button', { name: 'Issue', exact: true }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Issue' }).click()
    await page.getByRole('heading', { name: /^Invoice FA\d{8}/ }).waitFor()
    assert.isTrue(await page.getByRole('link', { name: 'Download PDF' }).isVisible())
    await page.context().close()
  }).timeout(180_000)
})
