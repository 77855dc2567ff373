import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { UserFactory } from '#database/factories/user_factory'
import { MessageFactory, projectWith } from '#database/factories/project_factory'
import type User from '#models/user'
import { PASSWORD } from '#tests/helpers/credentials'
import { openPage, waitUntilInteractive } from '#tests/helpers/browser'

/*
| Files in the project chat as two people use it: one pastes a screenshot into the composer and
| sends it without a caption; the other sees its thumbnail arrive live, opens it in the viewer,
| and finds it in the project's Files view.
*/
async function openProjectAs(user: User, projectId: number) {
  const page = await openPage('/login', { locale: 'en-US' })
  await page.getByLabel('Email address').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
  await page.goto(`/projects/${projectId}`)
  await waitUntilInteractive(page)
  await page.getByRole('status', { name: /Live updates on/ }).waitFor()
  return page
}

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true })
const log = (page: Page) => page.getByRole('log', { name: 'Conversation' })

/* What the browser does with a screenshot pasted from the clipboard (Chromium names it image.png). */
async function pasteImage(page: Page, png: Buffer) {
  await composer(page).focus()
  await page.evaluate((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    const data = new DataTransfer()
    data.items.add(new File([bytes], 'image.png', { type: 'image/png' }))
    document
      .querySelector('#chat-composer')!
      .dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true })
      )
  }, png.toString('base64'))
}

const loaded = (page: Page, selector: string) =>
  page.waitForFunction((css) => {
    const image = document.querySelector<HTMLImageElement>(css)
    return Boolean(image && image.complete && image.naturalWidth > 0)
  }, selector)

test.group('Files in the browser', () => {
  test('a pasted screenshot reaches the other member live, opens in the viewer and is in Files', async ({
    assert,
    cleanup,
  }) => {
    const alice = await UserFactory.merge({ fullName: 'Alice Owner' }).create()
    const bob = await UserFactory.merge({ fullName: 'Bob Member' }).create()
    const project = await projectWith(alice, [[bob, 'member']])
    const screenshot = await sharp({
      create: { width: 640, height: 400, channels: 3, background: '#2563eb' },
    })
      .png()
      .toBuffer()

    const a = await openProjectAs(alice, project.id)
    cleanup(() => a.context().close())
    const b = await openProjectAs(bob, project.id)
    cleanup(() => b.context().close())

    await pasteImage(a, screenshot)
    // The chip shows the file until it is up; then the message can go without a caption.
    await a.locator('li[data-upload="done"]', { hasText: 'image.png' }).waitFor()
    await a.getByRole('button', { name: 'Send', exact: true }).click()

    const thumbnail = log(b).getByRole('button', { name: 'Open image.png' })
    await thumbnail.waitFor()
    await loaded(b, 'ol [aria-label="Attachments"] img')
    await thumbnail.click()
    const viewer = b.getByRole('dialog')
    await viewer.getByRole('heading', { name: 'image.png' }).waitFor()
    await loaded(b, '[data-testid="file-viewer"] img')
    const size = await viewer
      .locator('img')
      .evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight])
    // The viewer shows the original, not the thumbnail.
    assert.deepEqual(size, [640, 400])
    await b.keyboard.press('Escape')
    await viewer.waitFor({ state: 'detached' })

    await b.getByRole('link', { name: 'Files' }).click()
    await b.getByRole('heading', { name: 'Files', level: 1 }).waitFor()
    const row = b.locator('li[data-file="image.png"]')
    await row.waitFor()
    assert.include(await row.innerText(), 'Alice Owner')
    await b.getByLabel('Search by name').fill('nothing like it')
    await b.getByText('No file matches your search.').waitFor()
    await b.getByLabel('Search by name').fill('IMAGE')
    await row.waitFor()

    // "Show in the chat" goes back to the very message, even once it is far up the history.
    await MessageFactory.merge(
      Array.from({ length: 60 }, (_, index) => ({
        projectId: project.id,
        authorId: alice.id,
        body: `Later ${index}`,
      }))
    ).createMany(60)
    await row.getByRole('link', { name: 'Show in the chat' }).click()
    await b.waitForFunction(() => document.activeElement?.id.startsWith('chat-message-'))
    const focused = b.locator(':focus')
    await focused.getByRole('button', { name: 'Open image.png' }).waitFor()
  })
})
