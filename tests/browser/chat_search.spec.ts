import { test } from '@japa/runner'
import { mkdir } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import type { Page } from 'playwright-core'
import { UserFactory } from '#database/factories/user_factory'
import { MessageFactory, projectWith } from '#database/factories/project_factory'
import { signedInPage, waitUntilInteractive } from '#tests/helpers/browser'
import { seriousViolations } from '#tests/helpers/axe'

/*
| Search inside a project's chat, from its header: hits stepped through newest first, each
| shown with the messages around it even far back in the history (the page around it is
| loaded, later pages come on scrolling down), and back to the latest. With SCREENSHOTS=1 the
| search row is photographed (light and dark, 390 and 1280 px) into tmp/screenshots.
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
      await page.screenshot({ path: `${folder}/chat-search-${name}-${width}-${scheme}.png` })
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

/* The message is on screen inside the chat's scrolling history. */
async function inView(page: Page, id: number) {
  await page.waitForFunction((messageId) => {
    const element = document.getElementById(`chat-message-${messageId}`)
    const log = element?.closest('[role="log"]')
    if (!element || !log) return false
    const box = element.getBoundingClientRect()
    const frame = log.getBoundingClientRect()
    return box.top >= frame.top - 1 && box.bottom <= frame.bottom + 1
  }, id)
}

test.group('Chat search in the browser', () => {
  test('a member steps through the hits far back in the history and returns to the latest', async ({
    assert,
    cleanup,
  }) => {
    const stamp = Date.now()
    const [owner, member] = await UserFactory.createMany(2)
    const project = await projectWith(owner, [[member, 'member']])
    const word = `checkout${stamp}`
    const ids: number[] = []
    // Hits far apart: 200 and 20 are more than the two pages a jump loads in order above the
    // 50 newest, so each opens with the page around it.
    for (let index = 0; index < 400; index++) {
      const hit = index === 20 || index === 200 || index === 390
      const message = await MessageFactory.merge({
        projectId: project.id,
        authorId: index % 2 ? owner.id : member.id,
        body: hit ? `About the ${word} button, take ${index}` : `Message number ${index}`,
      }).create()
      ids.push(message.id)
    }

    const page = await signedInPage(member)
    cleanup(() => page.context().close())
    await page.goto(`/projects/${project.id}`)
    await waitUntilInteractive(page)

    await page.getByRole('button', { name: 'Search this chat' }).click()
    const field = page.getByRole('searchbox', { name: 'Search this chat' })
    await field.fill(word)
    const status = page.locator(`#chat-search-status-${project.id}`)
    await status.getByText('1 of 3').waitFor()
    await inView(page, ids[390])

    // Older: 200 is far above the first page; the page around it is loaded in its place.
    await field.press('Enter')
    await status.getByText('2 of 3').waitFor()
    await inView(page, ids[200])
    assert.equal(await page.locator(`#chat-message-${ids[390]}`).count(), 0)
    assert.equal(await page.locator(`#chat-message-${ids[180]}`).count(), 1)
    await page.getByRole('button', { name: 'Load later messages' }).waitFor()
    assert.deepEqual(await seriousViolations(page), [])
    await shoot(page, 'hit')

    await page.getByRole('button', { name: 'Older match' }).click()
    await status.getByText('3 of 3').waitFor()
    await inView(page, ids[20])
    await page.getByRole('button', { name: 'Newer match' }).click()
    await status.getByText('2 of 3').waitFor()
    await inView(page, ids[200])

    // Scrolling down from there brings the later pages.
    const log = page.getByRole('log')
    await log.evaluate((element) => (element.scrollTop = element.scrollHeight))
    await page.locator(`#chat-message-${ids[230]}`).waitFor()

    await page.getByRole('button', { name: 'Close the chat search' }).click()
    await page.getByRole('button', { name: 'Jump to the latest messages' }).click()
    await inView(page, ids[399])
    await page.getByRole('button', { name: 'Load later messages' }).waitFor({ state: 'detached' })
  }).timeout(120_000)
})
