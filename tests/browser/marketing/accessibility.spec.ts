import { test } from '@japa/runner'
import { openPage } from '#tests/helpers/browser'
import { seriousViolations } from '#tests/helpers/axe'

const cases = ['/', '/privacy', '/terms'].flatMap((path) =>
  [360, 1440].flatMap((width) =>
    (['light', 'dark'] as const).map((scheme) => ({ path, width, scheme }))
  )
)

test.group('Public pages pass axe-core', () => {
  test('{path} at {width}px, {scheme}')
    .with(cases)
    .run(async ({ assert }, { path, width, scheme }) => {
      const page = await openPage(`${path}?lang=en`, {
        viewport: { width, height: 900 },
        colorScheme: scheme,
      })
      assert.equal(
        await page.evaluate(() => document.documentElement.classList.contains('dark')),
        scheme === 'dark'
      )
      assert.deepEqual(await seriousViolations(page), [])
      await page.context().close()
    })

  test('the contact form with its error messages, in dark', async ({ assert }) => {
    const page = await openPage('/?lang=de#contact', { colorScheme: 'dark' })
    await page.locator('#contact form button[type=submit]').click()
    await page.locator('#contact-name-error').waitFor()
    assert.deepEqual(await seriousViolations(page), [])
    await page.context().close()
  })

  test('the landing page is keyboard usable: skip link, then the navigation', async ({
    assert,
  }) => {
    const page = await openPage('/?lang=en', { viewport: { width: 1440, height: 900 } })
    await page.keyboard.press('Tab')
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to content')
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => location.hash === '#main')
    await page.context().close()
  })
})
