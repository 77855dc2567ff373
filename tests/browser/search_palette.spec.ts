import { test } from '@japa/runner'
import { mkdir } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import type { Page } from 'playwright-core'
import { UserFactory } from '#database/factories/user_factory'
import { MessageFactory, projectWith } from '#database/factories/project_factory'
import { openPage, waitUntilInteractive } from '#tests/helpers/browser'
import { PASSWORD } from '#tests/helpers/credentials'
import { seriousViolations } from '#tests/helpers/axe'

/*
| The search palette in Chromium, in Slovak: Ctrl+K from the dashboard, a message typed without
| diacritics finds the one written with them, Enter opens its project chat scrolled to it, even
| when it is older than the chat's first page. With SCREENSHOTS=1 the palette and the results
| page are photographed (light and dark, 390 and 1280 px) into tmp/screenshots.
*/
async function shoot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return
  const folder = app.makePath('tmp/screenshots')
  await mkdir(folder, { recursive: true })
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await page.waitForTimeout(250)
      await page.screenshot({ path: `${folder}/search-${name}-${width}-${scheme}.png` })
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

test.group('Search palette in the browser', () => {
  test('Ctrl+K in Slovak finds a message typed without diacritics and jumps to it', async ({
    assert,
    cleanup,
  }) => {
    const stamp = Date.now()
    const jana = await UserFactory.merge({ fullName: 'Jana Nováková', locale: 'sk' }).create()
    const peter = await UserFactory.merge({ fullName: 'Peter Horváth', locale: 'sk' }).create()
    const project = await projectWith(jana, [[peter, 'member']], {
      attributes: { name: `E-shop pekárne ${stamp}` },
    })
    const target = await MessageFactory.merge({
      projectId: project.id,
      authorId: peter.id,
      body: `Tlačidlo pokladne bude červená ${stamp}`,
    }).create()
    // Newer talk pushes it out of the chat's first page (50 messages).
    await MessageFactory.merge({
      projectId: project.id,
      authorId: jana.id,
      body: 'Dobre, beriem',
    }).createMany(60)

    // A Slovak browser: the pages follow its language.
    const page = await openPage('/login', { locale: 'sk-SK' })
    await page.getByLabel('E-mailová adresa').fill(jana.email)
    await page.getByLabel('Heslo', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Prihlásiť sa', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/dashboard')
    await waitUntilInteractive(page)
    await page.waitForSelector('html[lang="sk"]', { state: 'attached' })
    cleanup(() => page.context().close())

    await page.keyboard.press('Control+k')
    const input = page.getByRole('combobox', { name: 'Hľadať' })
    await input.waitFor()
    await input.fill(`pokladne cervena ${stamp}`)
    const option = page
      .getByRole('option')
      .filter({ hasText: `${stamp}` })
      .first()
    await option.waitFor()
    assert.equal(await option.locator('mark').first().textContent(), 'pokladne')
    assert.include(await option.textContent(), 'červená')
    assert.deepEqual(await seriousViolations(page), [])
    await shoot(page, 'palette')

    await input.press('Enter')
    await page.waitForURL((url) => url.pathname === `/projects/${project.id}`)
    await waitUntilInteractive(page)
    const message = page.locator(`#chat-message-${target.id}`)
    await message.waitFor()
    await page.waitForFunction((id) => {
      const element = document.getElementById(`chat-message-${id}`)
      if (!element) return false
      const box = element.getBoundingClientRect()
      return box.top >= 0 && box.bottom <= window.innerHeight
    }, target.id)
    assert.include(await message.textContent(), 'červená')

    // The recent search is kept on the device and offered when the palette opens again.
    await page.keyboard.press('Control+k')
    await page.getByRole('option', { name: `pokladne cervena ${stamp}` }).waitFor()
    await page.keyboard.press('Escape')

    // The full results page with its filters.
    await page.goto(`/search?q=${encodeURIComponent(`cervena ${stamp}`)}`)
    await waitUntilInteractive(page)
    await page.getByRole('heading', { name: 'Správy' }).waitFor()
    assert.deepEqual(await seriousViolations(page), [])
    await shoot(page, 'page')
  }).timeout(90_000)
})
