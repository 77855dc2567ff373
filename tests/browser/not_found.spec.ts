import { test } from '@japa/runner'
import { openPage, waitUntilInteractive } from '#tests/helpers/browser'

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
