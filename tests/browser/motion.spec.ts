import { test } from '@japa/runner'
import type { Locator } from 'playwright-core'
import { UserFactory } from '#database/factories/user_factory'
import { openPage, signedInPage } from '#tests/helpers/browser'
import { seriousViolations } from '#tests/helpers/axe'

/*
| Dialogs, menus and the phone's navigation open and close with a short animation (150–200 ms),
| none for someone who asked the system for less motion; the phone's navigation has a visible
| close button and closes on Escape.
*/
const phone = { width: 390, height: 844 }

function animationOf(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element)
    return { name: style.animationName, duration: style.animationDuration }
  })
}

test.group('Motion and the phone menu', () => {
  test('the phone menu closes with its close button and with Escape', async ({
    assert,
    cleanup,
  }) => {
    const user = await UserFactory.create()
    const page = await signedInPage(user, { viewport: phone })
    cleanup(() => page.context().close())
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' })
    const menu = page.getByRole('dialog', { name: 'Menu' })

    await toggle.click()
    await menu.waitFor()
    assert.isTrue(await menu.getByRole('link', { name: 'Projects' }).isVisible())
    assert.deepEqual(await seriousViolations(page), [])
    const close = menu.getByRole('button', { name: 'Close menu' })
    assert.isTrue(await close.isVisible())
    const closeBox = await close.boundingBox()
    assert.isAtLeast(closeBox!.width, 44)
    assert.isAtLeast(closeBox!.height, 44)

    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })
    // Focus returns to the button that opened it.
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
      'Toggle sidebar'
    )

    await toggle.click()
    await menu.waitFor()
    await close.click()
    await menu.waitFor({ state: 'detached' })

    // Following a link closes it too.
    await toggle.click()
    await menu.getByRole('link', { name: 'Settings' }).click()
    await page.waitForURL((url) => url.pathname.startsWith('/settings'))
    await menu.waitFor({ state: 'detached' })
  })

  test('menus and the phone sheet animate briefly', async ({ assert, cleanup }) => {
    const user = await UserFactory.create()
    const page = await signedInPage(user, { viewport: phone })
    cleanup(() => page.context().close())

    await page.getByRole('button', { name: /^Open the user menu/ }).click()
    const menu = page.getByRole('menu')
    await menu.waitFor()
    assert.deepEqual(await animationOf(menu), { name: 'motion-pop-in', duration: '0.15s' })
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Toggle sidebar' }).click()
    const sheet = page.getByRole('dialog', { name: 'Menu' })
    await sheet.waitFor()
    assert.deepEqual(await animationOf(sheet), { name: 'motion-sheet-in', duration: '0.2s' })
  })

  test('with reduced motion asked for, nothing moves', async ({ assert, cleanup }) => {
    const user = await UserFactory.create()
    const page = await signedInPage(user, { viewport: phone, reducedMotion: 'reduce' })
    cleanup(() => page.context().close())

    await page.getByRole('button', { name: /^Open the user menu/ }).click()
    const menu = page.getByRole('menu')
    await menu.waitFor()
    assert.equal((await animationOf(menu)).name, 'none')
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Toggle sidebar' }).click()
    const sheet = page.getByRole('dialog', { name: 'Menu' })
    await sheet.waitFor()
    assert.equal((await animationOf(sheet)).name, 'none')
    await page.keyboard.press('Escape')
    await sheet.waitFor({ state: 'detached' })
  })

  test('the public phone menu closes on Escape and has a visible close button', async ({
    assert,
    cleanup,
  }) => {
    const page = await openPage('/?lang=en', { viewport: phone })
    cleanup(() => page.context().close())
    await page.getByRole('button', { name: 'Open menu' }).click()
    const close = page.getByRole('button', { name: 'Close menu' })
    await close.waitFor()
    assert.isTrue(await page.locator('#mobile-menu').isVisible())
    await page.keyboard.press('Escape')
    await page.locator('#mobile-menu').waitFor({ state: 'hidden' })
    assert.equal(
      await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'),
      'false'
    )
  })
})
