import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { UserFactory } from '#database/factories/user_factory'
import { openPage, signedInPage, waitUntilInteractive } from '#tests/helpers/browser'

/*
| On a phone (390 px) every control is at least 44 × 44 px to the finger: the app's header, the
| account menu, the settings and the registration form (its consent box included). A link inside
| a sentence is exempt (WCAG 2.5.8), as are controls a screen reader alone reaches.
*/
const phone = { width: 390, height: 844 }

/* The controls inside `scope` smaller than 44 px either way, described for the failure message. */
function smallTargets(page: Page, scope: string) {
  return page.evaluate(async (selector) => {
    // Measured at rest, not while a menu still grows in.
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    // One cancelled on the way (an element replaced) rejects: it has stopped all the same.
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
    const found: string[] = []
    const controls = document.querySelectorAll<HTMLElement>(
      `${selector} :is(a[href], button, input:not([type=hidden]), select, textarea, summary, [role=menuitem], [role=menuitemradio])`
    )
    for (const control of controls) {
      // A box or a radio drawn by its label: the label is what the finger meets.
      const choice =
        control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)
      const target = choice ? (control.closest('label') ?? control) : control
      const box = target.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      if (getComputedStyle(target).visibility === 'hidden') continue
      // Only for screen readers (the skip link until focused, sr-only text).
      if (box.width <= 1 || box.height <= 1) continue
      if (control.tagName === 'A' && control.closest('p, li > span, label > span')) continue
      if (box.width < 44 || box.height < 44) {
        const name = control.getAttribute('aria-label') ?? target.textContent?.trim()
        found.push(
          `${control.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`
        )
      }
    }
    return found
  }, scope)
}

test.group('Tap targets on a phone', () => {
  test('the app header and the account menu, with the page title, theme and language', async ({
    assert,
    cleanup,
  }) => {
    const user = await UserFactory.create()
    const page = await signedInPage(user, { viewport: phone })
    cleanup(() => page.context().close())

    const header = page.locator('header').first()
    assert.isTrue(await header.getByText('Dashboard', { exact: true }).isVisible())
    // The appearance and the language have moved into the account menu.
    assert.isFalse(await header.getByRole('radio', { name: 'Dark' }).isVisible())
    assert.isFalse(await header.getByLabel('Language').isVisible())
    assert.deepEqual(await smallTargets(page, 'header'), [])

    await page.getByRole('button', { name: /^Open the user menu/ }).click()
    const menu = page.getByRole('menu')
    await menu.waitFor()
    assert.deepEqual(await smallTargets(page, '[role=menu]'), [])
    await menu.getByRole('menuitemradio', { name: 'Dark' }).click()
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'))
    await menu.getByRole('menuitemradio', { name: 'Deutsch' }).click()
    await page.waitForFunction(() => document.documentElement.lang === 'de')
    await page.locator('header').getByText('Übersicht', { exact: true }).waitFor()
  })

  test('settings: sections, fields, switches and buttons', async ({ assert, cleanup }) => {
    const user = await UserFactory.create()
    const page = await signedInPage(user, { viewport: phone })
    cleanup(() => page.context().close())

    for (const path of ['/settings/profile', '/settings/appearance', '/settings/notifications']) {
      await page.goto(path)
      await waitUntilInteractive(page)
      assert.deepEqual(await smallTargets(page, 'main'), [], path)
      await page.locator('main summary').click()
      assert.deepEqual(await smallTargets(page, 'main nav'), [], `${path}, the sections`)
    }
  })

  test('the registration form, its consent box and its header', async ({ assert, cleanup }) => {
    const page = await openPage('/register?lang=en', { viewport: phone })
    cleanup(() => page.context().close())
    await waitUntilInteractive(page)

    assert.deepEqual(await smallTargets(page, 'form'), [])
    assert.deepEqual(await smallTargets(page, 'header'), [])
    const consent = page.locator('label').filter({ has: page.locator('#acceptTerms') })
    const box = await consent.boundingBox()
    assert.isAtLeast(box!.height, 44)
    // Tapping the line beside the box ticks it.
    await consent.click({ position: { x: box!.width - 4, y: 4 } })
    assert.isTrue(await page.locator('#acceptTerms').isChecked())
  })
})
