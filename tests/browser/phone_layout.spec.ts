import { test } from '@japa/runner'
import type { Locator, Page } from 'playwright-core'
import { UserFactory } from '#database/factories/user_factory'
import { OfferFactory } from '#database/factories/offer_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { openPage } from '#tests/helpers/browser'
import { seriousViolations } from '#tests/helpers/axe'

/*
| What a phone (390 × 844) shows: the floating "Chat with us" never sits over the page's own
| buttons or its last line, and the offers' statistics leave room for the list.
*/
const phone = { width: 390, height: 844 }

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not on screen')
  return found
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

const launcher = (page: Page) => page.getByRole('button', { name: 'Chat with us' })

test.group('Phone layout', () => {
  test('on the online view of an offer, no chat button covers the signing', async ({
    assert,
    cleanup,
  }) => {
    const offer = await OfferFactory.apply('sent').create()
    const page = await openPage(`/offer/${offer.viewToken}?lang=en`, { viewport: phone })
    cleanup(() => page.context().close())

    // A focused offer: the signing under the document, and no chat launcher.
    const sign = page.getByRole('button', { name: 'Sign', exact: true })
    await sign.waitFor()
    assert.equal(await launcher(page).count(), 0)
    assert.deepEqual(await seriousViolations(page), [])
    // A click lands on the control itself (Playwright refuses a click another element would take).
    await page.locator('summary', { hasText: 'Decline this offer' }).click({ timeout: 5000 })
    await page.getByRole('button', { name: 'Decline', exact: true }).click({ timeout: 5000 })
    await page.getByRole('heading', { name: 'You declined this offer' }).waitFor()
  })

  test('on the landing page, the last line and the contact form stay clear of the chat button', async ({
    assert,
    cleanup,
  }) => {
    const page = await openPage('/?lang=en', { viewport: phone })
    cleanup(() => page.context().close())

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    // The line's text, not its paragraph (whose bottom padding is the room left for the button).
    const rights = await page.getByText(/All rights reserved/).evaluate((element) => {
      const range = document.createRange()
      range.selectNodeContents(element)
      const { x, y, width, height } = range.getBoundingClientRect()
      return { x, y, width, height }
    })
    await launcher(page).waitFor()
    assert.isFalse(overlaps(rights, await box(launcher(page))))

    const send = page.getByRole('button', { name: 'Send message' })
    await send.evaluate((element) => element.scrollIntoView({ block: 'end' }))
    await launcher(page).waitFor({ state: 'hidden' })
  })

  test('the offers statistics sit in a compact block and the first offer shows without scrolling', async ({
    assert,
    cleanup,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    // Other browser tests leave offers behind (no transaction here): a subject of its own, and
    // a draft written now, so it is the newest and heads the list.
    const subject = 'Phone layout: bakery website'
    await OfferFactory.merge({ subject }).create()
    const page = await openPage('/login', { locale: 'en-US', viewport: phone })
    cleanup(() => page.context().close())
    await page.getByLabel('Email address').fill(staff.email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/dashboard')
    await page.goto('/offers')

    const statistics = page.getByRole('region', { name: 'Statistics for the current filter' })
    // Four figures two by two: the rates side by side, then acceptance beside this month's value.
    const tiles = await Promise.all(
      ['Open rate', 'Response rate', 'Acceptance rate', 'Accepted value'].map((label) =>
        box(statistics.getByText(label, { exact: true }))
      )
    )
    assert.deepEqual(
      tiles.map((tile) => tile.y),
      [tiles[0].y, tiles[0].y, tiles[2].y, tiles[2].y]
    )
    assert.isAbove(tiles[2].y, tiles[0].y)
    const first = await box(page.getByRole('link', { name: subject, exact: true }))
    assert.isBelow(first.y + first.height, phone.height)
    assert.deepEqual(await seriousViolations(page), [])
  })
})
