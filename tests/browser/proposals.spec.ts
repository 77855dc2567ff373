import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Page } from 'playwright-core'
import type Offer from '#models/offer'
import { UserFactory } from '#database/factories/user_factory'
import { OfferFactory } from '#database/factories/offer_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { openPage } from '#tests/helpers/browser'
import { seriousViolations } from '#tests/helpers/axe'

/*
| The proposal page as its recipient uses it (issue 21): the summary and the line items, the
| answer bar that stays on screen, the completed state after answering, an expired offer that
| takes no answer, and a client who finds their offers under "Offers" in the app and answers
| there. Each test makes its own offer (the shared database keeps others').
*/
async function proposal(fields: Partial<Offer> = {}) {
  const offer = await OfferFactory.apply('opened')
    .merge({
      subject: `Booking app ${Date.now()}`,
      timeline: '8 weeks',
      validUntil: DateTime.now().plus({ days: 10 }),
      ...fields,
    })
    .create()
  offer.items = [
    { description: 'Design workshop', quantity: 2, unitPriceMinor: 60_000 },
    { description: 'Booking system', quantity: 1, unitPriceMinor: 900_000 },
  ]
  await offer.save()
  return offer
}

async function expectNoViolations(page: Page, assert: any, label: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.evaluate(
      (dark) => document.documentElement.classList.toggle('dark', dark),
      scheme === 'dark'
    )
    assert.deepEqual(await seriousViolations(page), [], `${label} (${scheme})`)
  }
}

test.group('The proposal page', () => {
  test('the answer bar stays on screen; answering closes the form into a completed state', async ({
    assert,
    cleanup,
  }) => {
    const offer = await proposal()
    const page = await openPage(`/offer/${offer.viewToken}`, {
      viewport: { width: 390, height: 800 },
    })
    cleanup(() => page.context().close())

    await page.getByRole('heading', { level: 1, name: offer.subject }).waitFor()
    const summary = page.getByRole('definition')
    assert.include(await summary.allInnerTexts(), '€10,200.00')
    // On a phone the line items are a list; the table is for wider screens and paper.
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Design workshop' })
      .getByText('€1,200.00')
      .waitFor()
    assert.isFalse(await page.getByRole('table').isVisible())
    await expectNoViolations(page, assert, 'proposal page')

    // At the top of the page, the bar with both answers is already in view.
    const interested = page.getByRole('button', { name: "I'm interested" })
    const notNow = page.getByRole('button', { name: 'Not now' })
    assert.isTrue(await isInViewport(notNow), 'the answer bar is on screen')

    await page.getByLabel('Message (optional)').fill('Maybe in spring.')
    assert.isTrue(await isInViewport(interested), 'still on screen beside the message field')
    await notNow.click()

    await page.getByRole('heading', { name: 'You answered: Not now' }).waitFor()
    await page.getByText('Thank you, we have received your answer.').waitFor()
    await page.getByRole('blockquote').getByText('Maybe in spring.').waitFor()
    assert.isFalse(await page.getByLabel('Message (optional)').isVisible(), 'the form is closed')
    assert.isFalse(await notNow.isVisible())
    await expectNoViolations(page, assert, 'completed state')

    // Changing one's mind is one step away, not the same form again.
    await page.locator('summary', { hasText: 'Change your answer' }).click()
    await page.getByRole('button', { name: "I'm interested" }).click()
    await page.getByRole('heading', { name: 'You answered: Interested' }).waitFor()
    await page.getByRole('link', { name: 'Create an account and start your project' }).waitFor()
    await offer.refresh()
    assert.equal(offer.answer, 'interested')
  })

  test('an expired offer says so and offers no answer', async ({ assert, cleanup }) => {
    const offer = await proposal({ validUntil: DateTime.now().minus({ days: 3 }) })
    const page = await openPage(`/offer/${offer.viewToken}?lang=sk`)
    cleanup(() => page.context().close())
    await page.getByRole('heading', { name: 'Platnosť ponuky vypršala' }).waitFor()
    assert.equal(await page.getByRole('button', { name: 'Mám záujem' }).count(), 0)
    assert.equal(await page.getByRole('textbox').count(), 0)
    await expectNoViolations(page, assert, 'expired proposal')
  })
})

test.group('The client’s own offers', () => {
  test('a client finds their offer under Offers and answers it in the app', async ({
    assert,
    cleanup,
  }) => {
    const client = await UserFactory.create()
    const offer = await proposal({ email: client.email })
    const someoneElses = await proposal({ subject: `Not yours ${Date.now()}` })

    const page = await openPage('/login', { locale: 'en-US' })
    cleanup(() => page.context().close())
    await page.getByLabel('Email address').fill(client.email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/dashboard')

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Offers' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Offers' }).waitFor()
    const row = page.getByRole('listitem').filter({ hasText: offer.subject })
    await row.getByText('€10,200.00').waitFor()
    await row.getByText('Waiting for your answer').waitFor()
    assert.equal(await page.getByText(someoneElses.subject).count(), 0)
    await expectNoViolations(page, assert, 'client offers list')

    await row.getByRole('link', { name: offer.subject }).click()
    await page.getByRole('heading', { level: 1, name: offer.subject }).waitFor()
    await page.getByLabel('Message (optional)').fill('Let us talk on Friday.')
    await page.getByRole('button', { name: "I'm interested" }).click()
    await page.getByRole('heading', { name: 'You answered: Interested' }).waitFor()
    await page.getByRole('blockquote').getByText('Let us talk on Friday.').waitFor()
    await expectNoViolations(page, assert, 'client proposal answered')

    await page.getByRole('link', { name: 'All offers' }).click()
    await page
      .getByRole('listitem')
      .filter({ hasText: offer.subject })
      .getByText('Answered: Interested')
      .waitFor()
    await offer.refresh()
    assert.equal(offer.answerMessage, 'Let us talk on Friday.')
  })
})

async function isInViewport(locator: ReturnType<Page['getByRole']>) {
  const box = await locator.boundingBox()
  const height = await locator.page().evaluate(() => window.innerHeight)
  return box !== null && box.y >= 0 && box.y + box.height <= height
}
