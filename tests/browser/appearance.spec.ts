import { test } from '@japa/runner'
import { openPage } from '#tests/helpers/browser'

const isDark = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'))

test.group('Appearance', () => {
  test('dark theme survives a reload, already dark on the first paint', async ({ assert }) => {
    const page = await openPage('/missing-page', { colorScheme: 'light' })
    assert.isFalse(await isDark(page))

    await page.getByRole('radio', { name: 'Dark' }).check({ force: true })
    assert.isTrue(await isDark(page))
    assert.equal(await page.evaluate(() => localStorage.getItem('appearance')), 'dark')
    const cookie = (await page.context().cookies()).find((c) => c.name === 'appearance')
    assert.equal(cookie?.value, 'dark')
    assert.equal(cookie?.path, '/')
    assert.equal(cookie?.sameSite, 'Lax')
    assert.approximately(cookie!.expires - Date.now() / 1000, 365 * 24 * 3600, 120)

    // With every script blocked, the HTML the server sends must already be dark.
    await page.route(/\.(tsx?|js)(\?.*)?$/, (route) => route.abort())
    await page.reload()
    assert.isTrue(await isDark(page))
    await page.context().close()
  })

  test('system follows the operating system, live', async ({ assert }) => {
    const page = await openPage('/missing-page', { colorScheme: 'dark' })
    assert.isTrue(await isDark(page))
    await page.emulateMedia({ colorScheme: 'light' })
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'))
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'))
    assert.isTrue(await isDark(page))
    await page.context().close()
  })

  test('light stays light even when the system is dark', async ({ assert }) => {
    const page = await openPage('/missing-page', { colorScheme: 'dark' })
    await page.getByRole('radio', { name: 'Light' }).check({ force: true })
    await page.reload()
    assert.isFalse(await isDark(page))
    await page.context().close()
  })
})
