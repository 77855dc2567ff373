import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import type { Page } from 'playwright-core'
import { RealtimeServer } from '#realtime/realtime_server'
import { projectChannel, userChannel } from '#shared/realtime'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { getBrowser, baseUrl, waitUntilInteractive } from '#tests/helpers/browser'

/*
| The bell and mentions in Chromium, two people with real sockets: Anna writes, Ben's bell counts
| it on another page and leads him to the message; a mention typed with @ is highlighted for him.
*/
async function signIn(email: string) {
  const context = await (await getBrowser()).newContext({ baseURL: baseUrl(), locale: 'en-US' })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`))
  await page.goto('/login')
  await waitUntilInteractive(page)
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
  await waitUntilInteractive(page)
  return page
}

/* Anna posts as the chat does: JSON with the page's CSRF token in the header. */
async function postAs(page: Page, projectId: number, text: string) {
  return page.evaluate(
    async (request) => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content
      const response = await fetch(`/projects/${request.projectId}/messages`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Accept': 'application/json',
          'X-CSRF-TOKEN': token,
        },
        body: JSON.stringify({ text: request.text, clientKey: crypto.randomUUID() }),
      })
      return ((await response.json()).data as { id: number }).id
    },
    { projectId, text }
  )
}

async function waitForSubscribers(channel: string, count = 1) {
  const realtime = await app.container.make(RealtimeServer)
  for (let attempt = 0; attempt < 100; attempt++) {
    if (((await realtime.channelStats()).get(channel)?.subscriptionCount ?? 0) >= count) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`Fewer than ${count} subscribers on ${channel}`)
}

const bell = (page: Page) => page.locator('[data-notification-bell]')

test.group('Notifications in the browser', () => {
  test('the bell counts a message posted in another project, lists it, and leads to the message', async ({
    assert,
    cleanup,
  }) => {
    const anna = await UserFactory.merge({ fullName: 'Anna Author' }).create()
    const ben = await UserFactory.merge({ fullName: 'Ben Reader' }).create()
    const stamp = Date.now()
    const bakery = await projectWith(anna, [[ben, 'member']], {
      attributes: { name: `Bakery app ${stamp}` },
    })
    const website = await projectWith(anna, [[ben, 'member']], {
      attributes: { name: `Website redesign ${stamp}` },
    })

    const writer = await signIn(anna.email)
    cleanup(() => writer.context().close())
    const reader = await signIn(ben.email)
    cleanup(() => reader.context().close())
    // Ben is busy in the other project.
    await reader.goto(`/projects/${bakery.id}`)
    await waitUntilInteractive(reader)
    assert.equal(await bell(reader).getAttribute('aria-label'), 'Notifications')
    await waitForSubscribers(userChannel.name({ id: ben.id }))

    const first = await postAs(writer, website.id, 'The new home page is up for review.')
    await reader.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor()
    await postAs(writer, website.id, 'And the contact page.')
    // Bundled: still one notification, now counting both messages.
    await bell(reader).click()
    const popover = reader.getByRole('dialog', { name: 'Notifications' })
    const line = popover.getByRole('link', {
      name: new RegExp(`2 new messages in Website redesign ${stamp}`),
    })
    await line.waitFor()
    assert.include(await line.innerText(), 'And the contact page.')
    assert.equal(await bell(reader).getAttribute('aria-label'), 'Notifications, 1 unread')

    // It leads to the first of the two, where Ben's reading starts.
    await line.click()
    await reader.waitForURL(
      (url) => url.pathname === `/projects/${website.id}` && url.hash === `#chat-message-${first}`
    )
    await reader.getByRole('heading', { level: 1, name: `Website redesign ${stamp}` }).waitFor()
    const message = reader.locator(`#chat-message-${first}`)
    await message.waitFor()
    assert.isTrue(await message.isVisible())
    // Opened, so read: the bell is quiet again.
    assert.equal(await bell(reader).getAttribute('aria-label'), 'Notifications')

    // Anna writes here again while Ben has this project open: nothing new for the bell.
    await waitForSubscribers(projectChannel.name({ id: website.id }), 1)
    await postAs(writer, website.id, 'Seen as it arrives.')
    await reader.getByText('Seen as it arrives.').waitFor()
    assert.equal(await bell(reader).getAttribute('aria-label'), 'Notifications')
  })

  test('a mention typed with @ in the composer is highlighted for the person mentioned', async ({
    assert,
    cleanup,
  }) => {
    const anna = await UserFactory.merge({ fullName: 'Anna Author' }).create()
    const ben = await UserFactory.merge({ fullName: 'Benedikt Reader' }).create()
    const project = await projectWith(anna, [[ben, 'member']], {
      attributes: { name: `Mentions ${Date.now()}` },
    })
    const writer = await signIn(anna.email)
    cleanup(() => writer.context().close())
    const reader = await signIn(ben.email)
    cleanup(() => reader.context().close())
    for (const page of [writer, reader]) {
      await page.goto(`/projects/${project.id}`)
      await waitUntilInteractive(page)
    }
    await waitForSubscribers(projectChannel.name({ id: project.id }), 2)

    const composer = writer.getByRole('textbox', { name: 'Message' })
    await composer.click()
    await composer.pressSequentially('Please look, @ben')
    const list = writer.getByRole('listbox', { name: 'Members to mention' })
    await list.waitFor()
    const option = list.getByRole('option', { name: 'Benedikt Reader' })
    assert.equal(await option.getAttribute('aria-selected'), 'true')
    assert.equal(
      await composer.getAttribute('aria-activedescendant'),
      await option.getAttribute('id')
    )
    // Escape closes the list without sending; a new @ offers the members again; Enter picks.
    await composer.press('Escape')
    await list.waitFor({ state: 'detached' })
    assert.equal(await composer.inputValue(), 'Please look, @ben')
    for (let key = 0; key < 4; key++) await composer.press('Backspace')
    await composer.pressSequentially('@ben')
    await list.waitFor()
    await composer.press('Enter')
    assert.equal(await composer.inputValue(), 'Please look, @Benedikt Reader ')
    await composer.pressSequentially('thanks!')
    await composer.press('Enter')

    const mention = reader.locator('[data-mentions-you] [data-mention-you]')
    await mention.waitFor()
    assert.equal(await mention.textContent(), '@Benedikt Reader (mentions you)')
    // The writer sees the name, not highlighted as theirs.
    const written = writer.locator(`[data-mention="${ben.id}"]`)
    await written.waitFor()
    assert.isNull(await written.getAttribute('data-mention-you'))
  })
})
