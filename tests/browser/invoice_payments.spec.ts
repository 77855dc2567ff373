import { test } from '@japa/runner'
import { mkdirSync } from 'node:fs'
import { UserFactory } from '#database/factories/user_factory'
import type User from '#models/user'
import { projectWith } from '#database/factories/project_factory'
import { createDraft } from '#actions/invoices/create_invoice'
import { issueInvoice } from '#actions/invoices/issue_invoice'
import { importStatement } from '#actions/payments/import_statement'
import { signedInPage, waitUntilInteractive } from '#tests/helpers/browser'
import { writeFile } from 'node:fs/promises'
import { camt053 } from '../functional/payments/payments_helpers.js'

/* An issued invoice of one hour of `description` at `unitPriceMinor` (+ 23 % VAT). */
async function issuedFor(
  staff: User,
  projectId: number,
  description: string,
  unitPriceMinor: number
) {
  const draft = await createDraft(staff, {
    projectId,
    lines: [{ description, quantityMilli: 1000, unit: 'h', unitPriceMinor, vatRateBp: 2300 }],
  })
  return issueInvoice(draft.id)
}

/*
| The invoice page after a partial bank payment: the status says so, the Payments card lists the
| payment with its date, amount, method and reference and what is still due. Screenshots in light
| and dark, 390 and 1280 px, go to tmp/screenshots/ to be looked at.
*/
test.group('Invoice payments page', () => {
  test('the owner sees a partial payment on the invoice page (light and dark, 390 and 1280 px)', async ({
    assert,
  }) => {
    const tag = `Pay${Date.now()}`
    const staff = await UserFactory.apply('staff').create()
    const owner = await UserFactory.create()
    const project = await projectWith(owner, [], { attributes: { name: `${tag} shop` } })
    const invoice = await issuedFor(staff, project.id, 'Build', 100_000)
    await importStatement(
      camt053([{ ref: `${tag}-1`, amount: '500.00', vs: invoice.variableSymbol! }], {
        statementId: tag,
      }),
      staff
    )
    mkdirSync('tmp/screenshots', { recursive: true })
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [1280, 390]) {
        const page = await signedInPage(owner, { viewport: { width, height: 900 }, colorScheme })
        await page.goto(new URL(`/invoices/${invoice.id}`, page.url()).toString())
        await waitUntilInteractive(page)
        await page.getByRole('heading', { name: 'Payments' }).waitFor()
        assert.isTrue(await page.getByText('Partially paid').first().isVisible())
        assert.isTrue(await page.getByText('€500.00').first().isVisible())
        assert.isTrue(await page.getByText('Bank transfer').first().isVisible())
        // Still due: 1,230.00 − 500.00.
        assert.isTrue(await page.getByText('€730.00').first().isVisible())
        await page.screenshot({
          path: `tmp/screenshots/invoice-payments-${colorScheme}-${width}.png`,
          fullPage: true,
        })
        await page.context().close()
      }
    }
    // Staff see the statement form and Invoices in the navigation.
    const page = await signedInPage(staff, { viewport: { width: 1280, height: 900 } })
    await page.goto(new URL('/invoices', page.url()).toString())
    await waitUntilInteractive(page)
    await page.getByRole('heading', { name: 'Import a bank statement' }).waitFor()
    await page.screenshot({
      path: 'tmp/screenshots/invoices-staff-statement-1280.png',
      fullPage: true,
    })
    await page.context().close()
  }).timeout(240_000)

  test('staff import a statement that pays it; the owner, on the invoice page and in the chat, sees it paid without reloading', async ({
    assert,
    cleanup,
  }) => {
    const tag = `Live${Date.now()}`
    const staff = await UserFactory.apply('staff').create()
    const owner = await UserFactory.create()
    const project = await projectWith(owner, [], { attributes: { name: `${tag} shop` } })
    const invoice = await issuedFor(staff, project.id, 'Build', 100_000)
    const second = await issuedFor(staff, project.id, 'Support', 1_000)
    const ownerPage = await signedInPage(owner)
    cleanup(() => ownerPage.context().close())
    await ownerPage.goto(new URL(`/invoices/${invoice.id}`, ownerPage.url()).toString())
    await waitUntilInteractive(ownerPage)
    await ownerPage.getByText('Issued', { exact: true }).first().waitFor()
    const chatPage = await ownerPage.context().newPage()
    await chatPage.goto(new URL(`/projects/${project.id}`, ownerPage.url()).toString())
    await waitUntilInteractive(chatPage)

    const staffPage = await signedInPage(staff)
    cleanup(() => staffPage.context().close())
    await staffPage.goto(new URL('/invoices', staffPage.url()).toString())
    await waitUntilInteractive(staffPage)
    mkdirSync('tmp/statements', { recursive: true })
    const file = `tmp/statements/${tag}.xml`
    await writeFile(
      file,
      camt053(
        [
          { ref: `${tag}-1`, amount: '1230.00', vs: invoice.variableSymbol! },
          { ref: `${tag}-2`, amount: '12.30', vs: '99999999', payer: 'Paid by a friend' },
        ],
        { statementId: tag }
      )
    )
    await staffPage.getByLabel('Statement (camt.053)').setInputFiles(file)
    await staffPage.getByRole('button', { name: 'Import', exact: true }).click()
    // (The flash message's words are the functional tests' to check: a toast comes and goes.)
    await staffPage.getByText('Paid by a friend').waitFor()
    await waitUntilInteractive(staffPage)

    // Neither of the owner's pages is reloaded by the test.
    await ownerPage.getByText(/^Paid on /).waitFor()
    assert.isTrue(await ownerPage.getByText('Paid', { exact: true }).first().isVisible())
    await chatPage.getByText(`Invoice ${invoice.number} is paid. Thank you!`).waitFor()

    // The credit with an unknown symbol, given to the second invoice by a person.
    await staffPage.getByRole('heading', { name: 'Credits to assign' }).waitFor()
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [390, 1280]) {
        await staffPage.emulateMedia({ colorScheme })
        await staffPage.setViewportSize({ width, height: 900 })
        await staffPage
          .locator('section[aria-labelledby="unmatched-title"]')
          .screenshot({ path: `tmp/screenshots/invoices-credits-${colorScheme}-${width}.png` })
      }
    }
    await staffPage.getByLabel('Give to invoice').selectOption(String(second.id))
    await staffPage.getByRole('button', { name: 'Assign', exact: true }).click()
    await staffPage
      .getByRole('heading', { name: 'Credits to assign' })
      .waitFor({ state: 'detached' })
  }).timeout(180_000)
})
