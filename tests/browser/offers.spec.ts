import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import Offer from '#models/offer'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { getBrowser, baseUrl, openPage, waitUntilInteractive } from '#tests/helpers/browser'
import { useSmtpListener } from '#tests/helpers/smtp_listener'
import { seriousViolations } from '#tests/helpers/axe'

/*
| Offers in Chromium, as staff and a recipient use them: staff compose an offer and watch the
| server-rendered preview follow the language; send it; find it in the list. The recipient, in a
| browser of their own, opens the e-mail a real SMTP listener received (its tracking image loads)
| and signs on the online view with an e-mailed code; the staff's open list follows both without a
| reload and a toast says who answered.
*/
async function signedInStaff() {
  const staff = await UserFactory.apply('staff').create()
  const page = await openPage('/login', { locale: 'en-US' })
  await page.getByLabel('Email address').fill(staff.email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
  return page
}

const previewFrame = (page: Page) =>
  page.frameLocator('iframe[title="Preview of the offer e-mail"]')

test.group('Offers in the browser', () => {
  test('compose with the live preview, send, find it; the recipient opens and signs; the list follows', async ({
    assert,
    cleanup,
  }) => {
    const listener = await useSmtpListener(cleanup)
    const subject = `Nový e-shop ${Date.now()}`
    const recipient = `recipient-${Date.now()}@example.com`

    const staff = await signedInStaff()
    cleanup(() => staff.context().close())
    await staff.getByRole('link', { name: 'Offers' }).click()
    await staff.getByRole('heading', { level: 1, name: 'Offers' }).waitFor()
    await staff
      .getByRole('link', { name: /New offer|Create your first offer/ })
      .first()
      .click()
    await staff.getByRole('heading', { level: 1, name: 'New offer' }).waitFor()
    await waitUntilInteractive(staff)

    await staff.getByLabel("Recipient's email address").fill(recipient)
    await staff.getByLabel('Subject').fill(subject)
    await staff.getByLabel('Greeting').fill('Vážený pán Horváth,')
    await staff.getByLabel('Content').fill('Ďakujeme za záujem.\n\nE-shop dodáme do mesiaca.')
    await staff.getByLabel('Salutation').fill('S pozdravom')

    // The preview is the server's rendering: English first, Slovak once the language changes.
    const preview = previewFrame(staff)
    await preview.getByText('Ďakujeme za záujem.').waitFor()
    await preview.getByRole('link', { name: 'View and answer the offer' }).waitFor()
    await staff.getByLabel('Language of the e-mail').selectOption('sk')
    await preview.getByRole('link', { name: 'Zobraziť ponuku a odpovedať' }).waitFor()
    assert.equal(await staff.getByTestId('preview-subject').textContent(), subject)
    assert.deepEqual(await seriousViolations(staff), [], 'create page')

    // Watched from the click on: the toast shows for a few seconds only.
    const toast = staff.getByText('Offer sent.').waitFor()
    await staff.getByRole('button', { name: 'Send offer' }).click()
    await Promise.all([staff.getByRole('heading', { level: 1, name: subject }).waitFor(), toast])
    await staff.getByText('Delivered', { exact: true }).first().waitFor()
    // Checked without the toast (the shell's, shared by every page).
    await staff.reload()
    await waitUntilInteractive(staff)
    assert.deepEqual(await seriousViolations(staff), [], 'show page')

    // Found in the list by searching for the recipient.
    await staff.getByRole('link', { name: 'Back to offers' }).click()
    await staff.getByLabel('Search').fill(recipient)
    const row = staff.getByRole('row').filter({ hasText: subject })
    await row.waitFor()
    assert.include(await row.textContent(), 'Sent')
    assert.deepEqual(await seriousViolations(staff), [], 'index page')

    assert.lengthOf(listener.received, 1)
    const email = listener.received[0]

    // Apple Mail Privacy Protection fetches the image on arrival: a mail proxy, not an open.
    const image = /<img src="([^"]+\/track\/[^"]+\.gif)"/.exec(email.html)![1]
    const byProxy = await fetch(image, { headers: { 'User-Agent': 'Mozilla/5.0' } })
    assert.equal(byProxy.status, 200)
    const offer = await Offer.findByOrFail('email', recipient)
    await offer.refresh()
    assert.equal(offer.status, 'sent')
    assert.equal(offer.proxyFetchesCount, 1)
    // The recipient reads it an hour later (a fetch seconds after delivery is a gateway's).
    offer.deliveredAt = offer.deliveredAt!.minus({ hours: 1 })
    await offer.save()

    // The recipient's own browser: the e-mail as received, its image loading from our server.
    // A person's browser: a headless one's agent says it is automated (a link scanner's).
    const context = await (
      await getBrowser()
    ).newContext({
      baseURL: baseUrl(),
      locale: 'en-US',
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    })
    cleanup(() => context.close())
    const inbox = await context.newPage()
    const tracked = inbox.waitForResponse((response) => response.url().includes('/track/'))
    await inbox.setContent(email.html, { waitUntil: 'load' })
    assert.equal((await tracked).status(), 200)

    // The staff's list follows the open without a reload.
    await row.getByText('Opened').waitFor()

    // The recipient follows the e-mail's link: the online view in Slovak, then signs with a
    // code e-mailed to the offer's address.
    await inbox.getByRole('link', { name: 'Zobraziť ponuku a odpovedať' }).click()
    await inbox.getByRole('heading', { level: 1, name: subject }).waitFor()
    await inbox.getByRole('button', { name: 'Poslať kód' }).click()
    await inbox.getByText(`Na ${recipient} sme poslali 6-miestny kód.`).waitFor()
    while (listener.received.length < 2) await new Promise((resolve) => setTimeout(resolve, 100))
    const code = /\b(\d{6})\b/.exec(listener.received[1].text)![1]
    await inbox.getByLabel('Vaše celé meno').fill('Hana Nováková')
    await inbox.getByLabel('Kód z e-mailu').fill(code)
    await inbox.getByLabel('Súhlasím, že toto je môj elektronický podpis').check()
    // Watched from the click on: the staff's toast shows for a few seconds only, and the checks
    // of the recipient's page below take about as long.
    const answeredToast = staff
      .getByText(`${recipient} answered your offer “${subject}”: Interested`)
      .waitFor()
    await inbox.getByRole('button', { name: 'Podpísať', exact: true }).click()
    await inbox.getByRole('heading', { name: 'Podpísané', exact: true }).waitFor()
    assert.deepEqual(await seriousViolations(inbox), [], 'online view')

    // Staff hear it at once: a toast naming the recipient, the row now responded.
    await answeredToast
    await row.getByText('Responded').waitFor()

    // The offer's page tells the open from the mail proxy's fetch.
    await row.getByRole('link', { name: subject }).click()
    await staff.getByRole('heading', { level: 1, name: subject }).waitFor()
    await staff.getByText('Fetched by a mail proxy once').waitFor()
    await staff
      .getByText('Fetched by a mail proxy (Apple Mail Privacy Protection), not counted as opened')
      .waitFor()
  })
})
