import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import type { Page } from 'playwright-core'
import { UserFactory } from '#database/factories/user_factory'
import { openPage, signedInPage, waitUntilInteractive } from '#tests/helpers/browser'
import { seriousViolations } from '#tests/helpers/axe'

test.group('Not-found page', () => {
  test('Go Home leads to the landing page', async ({ assert }) => {
    const page = await openPage('/this/does/not/exist')
    assert.equal(await page.title(), 'Page not found - Codeva')
    await page.getByRole('link', { name: 'Go Home' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.waitForFunction(() => !document.title.startsWith('Page not found'))
    assert.equal(await page.title(), 'Mobile apps, web apps and websites - Codeva')
    await page.context().close()
  })

  test('Go Back returns to the previous page', async ({ assert }) => {
    const page = await openPage('/')
    await page.goto('/a/moved/page')
    await waitUntilInteractive(page)
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor()
    await page.getByRole('button', { name: 'Go Back' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    assert.equal(new URL(page.url()).pathname, '/')
    await page.context().close()
  })

  test('the page is keyboard usable: Go Home is reachable with Tab', async ({ assert }) => {
    const page = await openPage('/nowhere')
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab')
      const focused = await page.evaluate(() => document.activeElement?.textContent?.trim())
      if (focused === 'Go Home') break
    }
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Go Home')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/')
    await page.context().close()
  })
})

/* The app's shell: its navigation and the account menu, never the public site's "Log in". */
async function assertAppShell(page: Page, assert: Assert) {
  await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor()
  assert.equal(await page.getByRole('link', { name: 'Log in' }).count(), 0)
  assert.equal(await page.getByRole('button', { name: /^Open the user menu/ }).count(), 1)
  assert.equal(await page.getByRole('link', { name: 'Go Home' }).count(), 1)
  assert.equal(await page.getByRole('button', { name: 'Go Back' }).count(), 1)
  await page.getByText('Check the spelling of the URL.').waitFor()
}

test.group('Not-found page for a signed-in user', () => {
  test('an unknown address shows the 404 inside the app, Go Home leading to the dashboard', async ({
    assert,
    cleanup,
  }) => {
    const user = await UserFactory.create()
    const page = await signedInPage(user)
    cleanup(() => page.context().close())

    const response = await page.goto('/this/does/not/exist')
    assert.equal(response?.status(), 404)
    await waitUntilInteractive(page)
    await assertAppShell(page, assert)
    assert.equal(await page.title(), 'Page not found - Codeva')
    // The sidebar's navigation of the app, on a desktop.
    assert.equal(await page.getByRole('link', { name: 'Projects' }).count(), 1)

    // The app's script runs around it: the account menu opens.
    await page.getByRole('button', { name: /^Open the user menu/ }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).waitFor()
    await page.keyboard.press('Escape')

    await page.getByRole('link', { name: 'Go Home' }).click()
    await page.waitForURL((url) => url.pathname === '/dashboard')
  })

  test('a missing project shows the 404 inside the app, light and dark, phone and desktop', async ({
    assert,
    cleanup,
  }) => {
    const user = await UserFactory.create()
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [390, 1280]) {
        const page = await signedInPage(user, { colorScheme, viewport: { width, height: 900 } })
        cleanup(() => page.context().close())
        const response = await page.goto('/projects/987654')
        assert.equal(response?.status(), 404)
        await waitUntilInteractive(page)
        await assertAppShell(page, assert)
        assert.deepEqual(await seriousViolations(page), [])
      }
    }
  })

  test('a guest keeps the public site around the 404, with "Log in"', async ({ assert }) => {
    const page = await openPage('/this/does/not/exist')
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor()
    assert.isAbove(await page.getByRole('link', { name: 'Log in' }).count(), 0)
    assert.equal(await page.getByRole('link', { name: 'Go Home' }).getAttribute('href'), '/')
    await page.context().close()
  })
})
