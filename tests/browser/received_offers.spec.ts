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
| The online view as its recipient uses it: the summary and the line items, the whole document
| before the signing, declining with a reason into the declined state, an expired offer that
| takes no answer, and a client who finds their offers under "Offers" in the app and signs
| there as their account. Each test makes its own offer (the shared database keeps others').
*/
async function sentOffer(fields: Partial<Offer> = {}) {
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

test.group('The online view', () => {
  test('on a phone the whole offer comes before its signing; declining with a reason closes into the declined state', async ({
    assert,
    cleanup,
  }) => {
    const offer = await sentOffer()
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
    await expectNoViolations(page, assert, 'online view')

    // The whole document first, then the signing under it; declining folds away below.
    await page.getByRole('heading', { name: 'Sign this offer' }).waitFor()
    const document = await page
      .getByRole('heading', { level: 1, name: offer.subject })
      .boundingBox()
    const signing = await page.getByRole('heading', { name: 'Sign this offer' }).boundingBox()
    assert.isBelow(document!.y, signing!.y, 'the document comes before the signing')
    await page.locator('summary', { hasText: 'Decline this offer' }).click()
    await page.getByLabel('Reason (optional)').fill('Maybe in spring.')
    await page.getByRole('button', { name: 'Decline', exact: true }).click()

    await page.getByRole('heading', { name: 'You declined this offer' }).waitFor()
    assert.equal(await page.getByRole('button', { name: 'Sign', exact: true }).count(), 0)
    assert.isFalse(await page.getByLabel('Reason (optional)').isVisible(), 'the form is closed')
    await expectNoViolations(page, assert, 'declined state')
    await offer.refresh()
    assert.equal(offer.answer, 'not_now')
    assert.equal(offer.answerMessage, 'Maybe in spring.')
  })

  test('an expired offer says so and offers no answer', async ({ assert, cleanup }) => {
    const offer = await sentOffer({ validUntil: DateTime.now().minus({ days: 3 }) })
    const page = await openPage(`/offer/${offer.viewToken}?lang=sk`)
    cleanup(() => page.context().close())
    await page.getByRole('heading', { name: 'Platnosť ponuky vypršala' }).waitFor()
    assert.equal(await page.getByRole('button', { name: 'Mám záujem' }).count(), 0)
    assert.equal(await page.getByRole('textbox').count(), 0)
    await expectNoViolations(page, assert, 'expired offer')
  })
})

test.group('The client’s own offers', () => {
  test('a client finds their offer under Offers and signs it in the app as their account', async ({
    assert,
    cleanup,
  }) => {
    const client = await UserFactory.create()
    const offer = await sentOffer({ email: client.email })
    const someoneElses = await sentOffer({ subject: `Not yours ${Date.now()}` })

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
    // Signed in as the address it was sent to: the account is the proof, no code.
    await page
      .getByText(`You sign as ${client.email}, the account this offer was sent to.`)
      .waitFor()
    await page.getByLabel('Your full name').fill('Hana Nováková')
    await page.getByLabel('I agree that this is my electronic signature').check()
    await page.getByRole('button', { name: 'Sign', exact: true }).click()
    await page.getByRole('heading', { name: 'Signed', exact: true }).waitFor()
    await page.getByText(/Signed by Hana Nováková/).waitFor()
    await page.getByRole('link', { name: 'Download the sealed PDF' }).first().waitFor()
    await expectNoViolations(page, assert, 'client offer signed')

    await page.getByRole('link', { name: 'All offers' }).click()
    await page
      .getByRole('listitem')
      .filter({ hasText: offer.subject })
      .getByText('Answered: Interested')
      .waitFor()
    await offer.refresh()
    assert.equal(offer.answer, 'interested')
  })
})
