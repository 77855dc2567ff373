import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { UserFactory } from '#database/factories/user_factory'
import { OfferFactory } from '#database/factories/offer_factory'
import Offer from '#models/offer'
import { PASSWORD } from '#tests/helpers/credentials'
import { openPage, waitUntilInteractive } from '#tests/helpers/browser'
import { seriousViolations } from '#tests/helpers/axe'

/*
| The staff's offers as triaged at a glance: the list leads with the outcome and filters by it,
| the statistics add the acceptance rate; an offer's page opens with the answer and the
| recipient's message; Delete is inside a menu and asked first; on a phone the actions are one
| row; a failed delivery is a plain sentence with the server's words folded away.
*/
async function staffPage(options: { width?: number; colorScheme?: 'light' | 'dark' } = {}) {
  const staff = await UserFactory.apply('staff').create()
  const page = await openPage('/login', {
    locale: 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    viewport: { width: options.width ?? 1280, height: 844 },
  })
  await page.getByLabel('Email address').fill(staff.email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
  return page
}

async function answeredOffers(tag: string) {
  const interested = await OfferFactory.apply('responded')
    .merge({ subject: `${tag} shop`, answerMessage: 'Please call me on Monday.' })
    .create()
  const notNow = await OfferFactory.apply('responded')
    .merge({ subject: `${tag} app` })
    .create()
  await notNow.merge({ answer: 'not_now' }).save()
  const waiting = await OfferFactory.apply('opened')
    .merge({ subject: `${tag} site` })
    .create()
  return { interested, notNow, waiting }
}

const rowOf = (page: Page, subject: string) => page.getByRole('row').filter({ hasText: subject })

test.group('Offers for staff in the browser', () => {
  test('the list leads with the outcome and filters by it; the page leads with the answer; Delete is in a menu', async ({
    assert,
    cleanup,
  }) => {
    const tag = `Triage ${Date.now()}`
    const { interested, notNow, waiting } = await answeredOffers(tag)
    const page = await staffPage()
    cleanup(() => page.context().close())
    await page.goto(`/offers?q=${encodeURIComponent(tag)}`)
    await waitUntilInteractive(page)

    await rowOf(page, interested.subject).getByText('Interested').waitFor()
    await rowOf(page, notNow.subject).getByText('Not now').waitFor()
    await rowOf(page, waiting.subject).getByText('No answer yet').waitFor()
    const statistics = page.getByRole('region', { name: 'Statistics for the current filter' })
    await statistics.getByText('Acceptance rate', { exact: true }).waitFor()
    assert.include(await statistics.textContent(), '33.3%')
    assert.deepEqual(await seriousViolations(page), [], 'index, light')

    await page.getByLabel('Outcome').selectOption('interested')
    await page.waitForURL((url) => url.searchParams.get('outcome') === 'interested')
    await rowOf(page, notNow.subject).waitFor({ state: 'detached' })
    assert.equal(await rowOf(page, waiting.subject).count(), 0)
    await rowOf(page, interested.subject).getByRole('link', { name: interested.subject }).click()

    // The page opens with the answer and the recipient's own words.
    const outcome = page.getByRole('region', { name: `${interested.email} is interested` })
    await outcome.waitFor()
    assert.include(await outcome.textContent(), 'Please call me on Monday.')
    // No red Delete button beside the main actions: it is inside "More actions", asked first.
    assert.equal(await page.getByRole('button', { name: 'Delete' }).count(), 0)
    await page.getByRole('button', { name: 'More actions' }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Delete this offer?' })
    await dialog.waitFor()
    // Cancelled: nothing happens.
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'detached' })
    assert.isNotNull(await Offer.find(interested.id))

    await page.getByRole('button', { name: 'More actions' }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Offer deleted.').waitFor()
    await page.getByRole('heading', { level: 1, name: 'Offers' }).waitFor()
    assert.isNull(await Offer.find(interested.id))
  })

  test('on a phone the actions are one row; a failed delivery is a sentence, its details folded', async ({
    assert,
    cleanup,
  }) => {
    // The factory's "failed" brings its own reason: replaced by a connection refused.
    const offer = await OfferFactory.apply('failed')
      .merge({ subject: `Refused ${Date.now()}` })
      .create()
    await offer.merge({ deliveryError: 'connect ECONNREFUSED 127.0.0.1:587' }).save()
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await staffPage({ width: 390, colorScheme })
      cleanup(() => page.context().close())
      await page.goto(`/offers/${offer.id}`)
      await waitUntilInteractive(page)
      await page.getByRole('heading', { level: 1, name: offer.subject }).waitFor()

      const alert = page.getByRole('alert').filter({ hasText: 'could not be delivered' })
      await alert.waitFor()
      const raw = alert.getByText('connect ECONNREFUSED 127.0.0.1:587')
      assert.isFalse(await raw.isVisible())
      await alert.getByText('Technical details').click()
      await raw.waitFor()

      // One row: the action that moves it on, and one menu for the rest.
      const resend = page.getByRole('button', { name: 'Send again' })
      const more = page.getByRole('button', { name: 'More actions' })
      const [first, second] = [await resend.boundingBox(), await more.boundingBox()]
      assert.equal(first!.y, second!.y)
      assert.isFalse(await page.getByRole('button', { name: 'Mark as responded' }).isVisible())
      await more.click()
      await page.getByRole('menuitem', { name: 'Mark as responded' }).waitFor()
      await page.getByRole('menuitem', { name: 'Delete' }).waitFor()
      await page.keyboard.press('Escape')
      await page.getByRole('menu').waitFor({ state: 'detached' })
      assert.deepEqual(await seriousViolations(page), [], `show page, phone, ${colorScheme}`)
    }
  })
})
