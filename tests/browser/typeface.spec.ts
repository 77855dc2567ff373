import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { openPage } from '#tests/helpers/browser'

/*
| The product's typeface is shipped (not whatever each system substitutes): Inter, self-hosted,
| WOFF2 only, the Latin file preloaded and Latin Extended fetched only for letters beyond it.
*/
async function fontRequests(path: string) {
  const page: Page = await openPage(path, { locale: 'en-US' })
  await page.evaluate(() => document.fonts.ready)
  // Every file fetched as a font, from the network or the cache.
  const requested = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((file) => /\.(woff2?|ttf|otf)$/.test(file))
  )
  return { page, requested: [...new Set(requested)] }
}

test.group('Typeface', () => {
  test('an English page shows Inter from the one preloaded Latin file', async ({
    assert,
    cleanup,
  }) => {
    const { page, requested } = await fontRequests('/?lang=en')
    cleanup(() => page.context().close())

    const preloads = await page
      .locator('link[rel=preload][as=font]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    assert.deepEqual(preloads, ['/fonts/inter-v20-latin.woff2'])
    assert.isTrue(await page.evaluate(() => document.fonts.check('600 16px Inter')))
    const heading = await page
      .locator('h1')
      .first()
      .evaluate((h1) => getComputedStyle(h1).fontFamily)
    assert.match(heading, /^Inter\b/)
    assert.deepEqual(requested, ['/fonts/inter-v20-latin.woff2'])
  })

  test('a Slovak page also fetches Latin Extended, both WOFF2', async ({ assert, cleanup }) => {
    const { page, requested } = await fontRequests('/?lang=sk')
    cleanup(() => page.context().close())
    assert.sameMembers(requested, [
      '/fonts/inter-v20-latin.woff2',
      '/fonts/inter-v20-latin-ext.woff2',
    ])
    // Both faces in use (the stylesheet may be on the page twice while developing).
    const loaded = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family === 'Inter' && face.status === 'loaded')
        .map((face) => face.unicodeRange)
    )
    assert.lengthOf(new Set(loaded), 2)
  })
})
