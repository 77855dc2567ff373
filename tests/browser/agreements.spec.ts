import { execFile } from 'node:child_process'
import { mkdir } from 'node:fs/promises'
import { promisify } from 'node:util'
import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { UserFactory } from '#database/factories/user_factory'
import { OfferFactory } from '#database/factories/offer_factory'
import Agreement from '#models/agreement'
import { openPage, waitUntilInteractive } from '#tests/helpers/browser'
import { useSmtpListener, type ReceivedMail } from '#tests/helpers/smtp_listener'
import { seriousViolations } from '#tests/helpers/axe'

const run = promisify(execFile)
const SHOTS = 'tmp/screenshots'

async function shoot(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.screenshot({
      path: `${SHOTS}/${name}-${scheme}.png`,
      fullPage: true,
      caret: 'initial',
    })
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

async function nextMail(received: ReceivedMail[], count: number) {
  // Delivery goes through the outbox; the listener receives it a moment later.
  while (received.length < count) await new Promise((resolve) => setTimeout(resolve, 100))
  return received[count - 1]
}

/*
| A recipient who is not signed in signs an offer on a phone: the whole document, a code sent
| by real SMTP to the offer's address, the full name, the consent, Sign; the completed state
| with the sealed PDF, which is downloaded and its pages rendered to PNG for a person to look at.
*/
test.group('Agreements in the browser', () => {
  test('a recipient signs with the e-mailed code at 390 px and downloads the sealed PDF', async ({
    assert,
    cleanup,
  }) => {
    await mkdir(SHOTS, { recursive: true })
    const listener = await useSmtpListener(cleanup)
    const staff = await UserFactory.apply('staff').create()
    const offer = await OfferFactory.apply('opened')
      .merge({
        email: `signer-${Date.now()}@example.com`,
        subject: 'Rezervačný systém pre salón',
        createdById: staff.id,
        currency: 'EUR',
        lineItems: JSON.stringify([
          { description: 'Návrh rozhrania', quantity: 1.5, unitPriceMinor: 100_000 },
          { description: 'Vývoj a nasadenie', quantity: 3, unitPriceMinor: 250_050 },
        ]),
        content:
          'Ďakujeme za stretnutie.\n\nSystém dodáme do šiestich týždňov: rezervácie online, pripomienky SMS a prehľad pre personál.',
      })
      .create()

    const page = await openPage(`/offer/${offer.viewToken}?lang=en`, {
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
    })
    cleanup(() => page.context().close())
    await page.getByRole('heading', { name: 'Sign this offer' }).waitFor()
    await shoot(page, 'agreement-sign-390')
    assert.deepEqual(await seriousViolations(page), [], 'signing form')

    await page.getByRole('button', { name: 'Send me a code' }).click()
    await page.getByText(`We sent a 6-digit code to ${offer.email}.`).waitFor()
    await waitUntilInteractive(page)
    const email = await nextMail(listener.received, 1)
    assert.deepEqual(email.to, [offer.email])
    const code = /\b(\d{6})\b/.exec(email.text)![1]

    await page.getByLabel('Your full name').fill('Hana Nováková')
    // A stroke on the drawing area (pointer events, as a finger's would be).
    const pad = page.getByRole('img', { name: /^Signature drawing area/ })
    await pad.scrollIntoViewIfNeeded()
    const box = (await pad.boundingBox())!
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.7)
    await page.mouse.down()
    for (const [x, y] of [
      [0.25, 0.3],
      [0.4, 0.75],
      [0.55, 0.25],
      [0.75, 0.7],
      [0.9, 0.4],
    ]) {
      await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 6 })
    }
    await page.mouse.up()
    await page.getByLabel('Code from the e-mail').fill(code)
    await page.getByLabel('I agree that this is my electronic signature').check()
    await page.getByRole('button', { name: 'Sign', exact: true }).click()
    await page.getByRole('heading', { name: 'Signed', exact: true }).waitFor()
    await waitUntilInteractive(page)
    await shoot(page, 'agreement-signed-390')

    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download the sealed PDF' }).click()
    const file = await download
    const agreement = await Agreement.findByOrFail('offer_id', offer.id)
    // The stroke was kept with the signature, as a PNG.
    const drawing = Buffer.from(agreement.signaturePng ?? '', 'base64')
    assert.equal(drawing.subarray(1, 4).toString(), 'PNG')
    await file.saveAs(`${SHOTS}/agreement.pdf`)
    assert.equal(file.suggestedFilename(), `${agreement.reference}.pdf`)
    const { stdout } = await run('/usr/bin/pdfsig', [`${SHOTS}/agreement.pdf`]).catch(
      (error) => error
    )
    assert.include(stdout, 'Signature is Valid.')
    await run('/usr/bin/pdftoppm', [
      '-png',
      '-r',
      '70',
      `${SHOTS}/agreement.pdf`,
      `${SHOTS}/agreement-page`,
    ])

    // The same screens at 1280 px.
    await page.setViewportSize({ width: 1280, height: 900 })
    await shoot(page, 'agreement-signed-1280')
    const wide = await openPage(`/verify`, {
      locale: 'en-US',
      viewport: { width: 1280, height: 900 },
    })
    cleanup(() => wide.context().close())
    await wide.getByLabel('Reference').fill(agreement.reference)
    await wide.getByRole('button', { name: 'Check' }).last().click()
    await wide.getByRole('heading', { name: 'Sealed by us and unchanged' }).waitFor()
    await waitUntilInteractive(wide)
    await shoot(wide, 'verify-1280')

    const other = await OfferFactory.apply('opened').merge({ createdById: staff.id }).create()
    const open = await openPage(`/offer/${other.viewToken}?lang=sk`, {
      locale: 'sk-SK',
      viewport: { width: 1280, height: 900 },
    })
    cleanup(() => open.context().close())
    await open.getByRole('heading', { name: 'Podpísať túto ponuku' }).waitFor()
    await shoot(open, 'agreement-sign-1280-sk')
  })
})
