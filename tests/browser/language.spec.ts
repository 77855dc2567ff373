import { test } from '@japa/runner'
import { openPage, waitUntilInteractive } from '#tests/helpers/browser'

test.group('Language selector', () => {
  test('switching language changes the visible text and survives a reload', async ({ assert }) => {
    const page = await openPage('/missing-page', { locale: 'en-US' })
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor()

    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Slovenčina' })

    await page.getByRole('heading', { level: 1, name: 'Stránka sa nenašla' }).waitFor()
    assert.equal(await page.getAttribute('html', 'lang'), 'sk')
    assert.equal(await page.title(), 'Stránka sa nenašla - Codeva')
    assert.equal(await page.evaluate(() => localStorage.getItem('language')), 'sk')

    await page.reload()
    // The server already renders Slovak: the first HTML, before any script, has it.
    await page.getByRole('heading', { level: 1, name: 'Stránka sa nenašla' }).waitFor()
    assert.equal(await page.getAttribute('html', 'lang'), 'sk')
    await page.context().close()
  })

  test('the browser language is used on a first visit', async ({ assert }) => {
    const page = await openPage('/missing-page', { locale: 'de-DE' })
    await page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }).waitFor()
    assert.equal(await page.getAttribute('html', 'lang'), 'de')
    await page.context().close()
  })

  test('a language kept in local storage wins over the browser language', async ({ assert }) => {
    const page = await openPage('/missing-page', { locale: 'de-DE' })
    await page.evaluate(() => {
      localStorage.setItem('language', 'cs')
      document.cookie = 'locale=; max-age=0; path=/'
    })
    await page.reload()
    await waitUntilInteractive(page)
    await page.getByRole('heading', { level: 1, name: 'Stránka nenalezena' }).waitFor()
    assert.equal(await page.getAttribute('html', 'lang'), 'cs')
    await page.context().close()
  })
})
