import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'
import Message from '#models/message'
import type User from '#models/user'
import { postMessage, startConversation } from '#actions/conversations/post_message'
import { PASSWORD } from '#tests/helpers/credentials'
import { openPage, waitUntilInteractive } from '#tests/helpers/browser'

/*
| One conversation, one look: the project chat, the staff inbox and the client's conversation page
| draw their messages with the same list, so a message written at 19:22 reads "7:22 PM" in English
| and "19:22" in German everywhere, under the same day dividers; on a phone a message's actions
| open from its one menu or by a long press, with 44 px targets.
*/

// Yesterday evening in UTC (the browsers below run in UTC): a time with an hour past noon.
const yesterday = () =>
  DateTime.utc().minus({ days: 1 }).set({ hour: 19, minute: 22, second: 0, millisecond: 0 })

async function signIn(user: User, path: string, options: BrowserContextOptions) {
  const page = await openPage('/login', { timezoneId: 'UTC', ...options })
  // By the fields' types: the labels are in the browser's language.
  await page.locator('input[type="email"]').fill(user.email)
  await page.locator('input[type="password"]').fill(PASSWORD)
  await page.locator('form button[type="submit"]').click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
  await page.goto(path)
  await waitUntilInteractive(page)
  return page
}

/* A project whose chat has two messages of Alice's last evening (one group) and one today. */
async function projectConversation() {
  const alice = await UserFactory.merge({ fullName: 'Alice Owner' }).create()
  const bob = await UserFactory.merge({ fullName: 'Bob Member' }).create()
  const project = await projectWith(alice, [[bob, 'member']])
  const at = yesterday()
  for (const [author, body, time] of [
    [alice, 'The plan for the evening', at],
    [alice, 'and one more thought', at.plus({ minutes: 2 })],
    [bob, 'Good morning, agreed', DateTime.utc().minus({ minutes: 1 })],
  ] as const) {
    const message = await Message.create({
      projectId: project.id,
      authorId: author.id,
      kind: 'message',
      body,
    })
    message.createdAt = time
    await message.save()
  }
  return { alice, bob, project }
}

/* A conversation of a signed-in client with the team: the client last evening, a reply today. */
async function clientConversation() {
  const staff = await UserFactory.apply('staff').merge({ fullName: 'Tomáš Team' }).create()
  const client = await UserFactory.merge({ fullName: 'Eva Client' }).create()
  const conversation = await startConversation({
    tokenHash: null,
    user: client,
    name: client.fullName,
    email: client.email,
    locale: 'en',
    startedOn: '/',
  })
  const first = await postMessage(conversation, {
    sender: 'visitor',
    author: client,
    text: 'Can you build a booking app?',
  })
  first.message.createdAt = yesterday()
  await first.message.save()
  await postMessage(conversation, { sender: 'staff', author: staff, text: 'Yes, we can.' })
  return { staff, client, conversation }
}

const normalised = (text: string | null) => (text ?? '').replace(/\s+/gu, ' ').trim()

/* The time in the header of the message whose text contains `text`. */
async function timeOf(page: Page, text: string) {
  const row = page.getByRole('log').locator('li', { hasText: text }).last()
  return normalised(await row.locator('[data-message-header] time').textContent())
}

async function dividers(page: Page) {
  return (await page.getByRole('log').locator('[data-day-divider]').allTextContents()).map(
    normalised
  )
}

test.group('One message list in every conversation', () => {
  for (const [locale, time, days] of [
    ['en-US', '7:22 PM', ['Yesterday', 'Today']],
    ['de-DE', '19:22', ['Gestern', 'Heute']],
  ] as const) {
    test(`the project chat, the inbox and the client's page show ${time} under the same dividers (${locale})`, async ({
      assert,
      cleanup,
    }) => {
      const { alice, project } = await projectConversation()
      const { staff, client, conversation } = await clientConversation()
      const options = { locale, viewport: { width: 1280, height: 900 } }

      const chat = await signIn(alice, `/projects/${project.id}`, options)
      cleanup(() => chat.context().close())
      await chat.getByRole('log').getByText('Good morning, agreed').waitFor()
      assert.equal(await timeOf(chat, 'The plan for the evening'), time)
      assert.deepEqual(await dividers(chat), days)
      // The second message of the evening joins the first: its header is for screen readers only.
      const second = chat.getByRole('log').locator('li', { hasText: 'and one more thought' })
      assert.include(await second.locator('[data-message-header]').getAttribute('class'), 'sr-only')

      const inbox = await signIn(staff, `/inbox/${conversation.id}`, options)
      cleanup(() => inbox.context().close())
      await inbox.getByRole('log').getByText('Yes, we can.').waitFor()
      assert.equal(await timeOf(inbox, 'Can you build a booking app?'), time)
      assert.deepEqual(await dividers(inbox), days)

      const own = await signIn(client, `/conversations/${conversation.id}`, options)
      cleanup(() => own.context().close())
      await own.getByRole('log').getByText('Yes, we can.').waitFor()
      assert.equal(await timeOf(own, 'Can you build a booking app?'), time)
      assert.deepEqual(await dividers(own), days)
      // No date repeated on every message: the day is the divider's.
      assert.notInclude(
        normalised(await own.getByRole('log').textContent()),
        String(DateTime.utc().year)
      )
    })
  }

  test('on a phone, a message header is one line and its actions open from one menu or a long press', async ({
    assert,
    cleanup,
  }) => {
    const { alice, project } = await projectConversation()
    const page = await signIn(alice, `/projects/${project.id}`, {
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    })
    cleanup(() => page.context().close())
    const message = page
      .getByRole('log')
      .locator('li[id^="chat-message-"]', { hasText: 'The plan for the evening' })
    await message.waitFor()

    // Name, role and time on one line.
    const header = await message.locator('[data-message-header]').boundingBox()
    assert.isBelow(header!.height, 30)

    // No button per message: the one menu shows once the message is tapped.
    const actions = message.getByRole('button', { name: 'Message actions' })
    assert.equal(await message.getByRole('button').count(), 1)
    await message.locator('p[dir="auto"]').tap()
    const button = await actions.boundingBox()
    assert.isAtLeast(button!.height, 44)
    assert.isAtLeast(button!.width, 44)
    await actions.tap()
    const menu = page.getByRole('menu')
    await menu.getByRole('menuitem', { name: 'Edit' }).waitFor()
    // Measured once it has finished growing in (it opens from 96 % of its size).
    await menu.evaluate((element) =>
      Promise.all(
        element
          .getAnimations({ subtree: true })
          .map((animation) => animation.finished.catch(() => null))
      )
    )
    for (const item of await menu.getByRole('menuitem').all()) {
      assert.isAtLeast((await item.boundingBox())!.height, 44)
    }
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })

    // A finger resting on the message opens the same menu; lifting it leaves the menu open.
    // (A handle: while the menu is open the rest of the page is hidden from role queries.)
    const text = (await message.locator('p[dir="auto"]').elementHandle())!
    const box = (await text.boundingBox())!
    const point = { clientX: box.x + 10, clientY: box.y + 5, pointerType: 'touch', isPrimary: true }
    await text.dispatchEvent('pointerdown', point)
    await menu.getByRole('menuitem', { name: 'Reply' }).waitFor()
    await text.dispatchEvent('pointerup', point)
    await menu.getByRole('menuitem', { name: 'Reply' }).tap()
    await page.getByText('Replying to Alice Owner').waitFor()
  })
})
