import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import app from '@adonisjs/core/services/app'
import { openPage } from '#tests/helpers/browser'

type AxeResult = {
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[]
}

/* Runs axe-core (WCAG 2.x A/AA rules) in the page; returns the serious and critical findings. */
async function seriousViolations(page: Page) {
  await page.addScriptTag({ path: app.makePath('node_modules/axe-core/axe.min.js') })
  const result = await page.evaluate(() =>
    (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResult> } }
    ).axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
    })
  )
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`
    )
}

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
