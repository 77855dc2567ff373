import { test } from '@japa/runner'
import type { Page, WebSocketRoute } from 'playwright-core'
import ConversationMessage from '#models/conversation_message'
import { UserFactory } from '#database/factories/user_factory'
import type User from '#models/user'
import { startConversation } from '#actions/conversations/post_message'
import { PASSWORD } from '#tests/helpers/credentials'
import { openPage, waitUntilInteractive } from '#tests/helpers/browser'

async function logIn(page: Page, user: User) {
  await page.getByLabel('Email address').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
  await waitUntilInteractive(page)
}

/* A client on their own conversation with the team (started from the dashboard). */
async function clientOnConversation(cleanup: (task: () => Promise<void>) => void) {
  const user = await UserFactory.merge({ fullName: 'Cyril Client' }).create()
  const page = await openPage('/login')
  cleanup(() => page.context().close())
  await logIn(page, user)
  const conversation = await startConversation({
    tokenHash: null,
    user,
    name: null,
    email: null,
    locale: 'en',
    startedOn: '/dashboard',
  })
  await page.goto(`/conversations/${conversation.id}`)
  await waitUntilInteractive(page)
  return { user, page, id: conversation.id }
}

test.group('Offline and back', () => {
  test('a conversation message written offline is kept, says so, and goes once, by itself', async ({
    assert,
    cleanup,
  }) => {
    const { page, id } = await clientOnConversation(cleanup)
    await page.getByRole('status', { name: /Live updates on/ }).waitFor()
    const field = page.getByRole('textbox', { name: 'Your message' })

    await page.context().setOffline(true)
    await field.fill('Written in the train')
    await field.press('Enter')
    const log = page.getByRole('log')
    await log.getByText('Written in the train').waitFor()
    await log.getByText('You are offline. Messages are sent once the connection is back.').waitFor()
    assert.equal(await field.inputValue(), '', 'the composer is free for the next message')

    await page.context().setOffline(false)
    await log
      .getByText('You are offline. Messages are sent once the connection is back.')
      .waitFor({ state: 'detached' })
    await log.getByText('Sending…').waitFor({ state: 'detached' })
    const stored = await ConversationMessage.query().where('conversation_id', id)
    assert.deepEqual(
      stored.map((message) => message.body),
      ['Written in the train']
    )
    // After a reload it is the stored message, once.
    await page.reload()
    await waitUntilInteractive(page)
    assert.equal(await page.getByRole('log').getByText('Written in the train').count(), 1)
  })

  test('a conversation message the server refuses when the connection returns says so, with Retry and Discard', async ({
    assert,
    cleanup,
  }) => {
    const { page, id } = await clientOnConversation(cleanup)
    await page.getByRole('status', { name: /Live updates on/ }).waitFor()
    const field = page.getByRole('textbox', { name: 'Your message' })

    await page.context().setOffline(true)
    await field.fill('Sent from the tunnel')
    await field.press('Enter')
    const log = page.getByRole('log')
    await log.getByText('You are offline. Messages are sent once the connection is back.').waitFor()

    // Back online, the server fails the queued message once: it stays, marked, with Retry.
    let refused = 0
    await page.route(`**/conversations/${id}/messages`, async (route) => {
      if (route.request().method() !== 'POST' || refused > 0) return route.fallback()
      refused++
      await route.fulfill({ status: 503, json: { message: 'Service unavailable' } })
    })
    await page.context().setOffline(false)
    const failed = log.locator('[data-pending="failed"]')
    await failed.getByText('The reply was not sent. Please try again.').waitFor()
    await failed.getByRole('button', { name: 'Discard' }).waitFor()
    await failed.getByRole('button', { name: 'Retry' }).click()
    await log.locator('[data-pending]').waitFor({ state: 'detached' })
    await log.getByText('Sent from the tunnel').waitFor()
    const stored = await ConversationMessage.query().where('conversation_id', id)
    assert.deepEqual(
      stored.map((message) => message.body),
      ['Sent from the tunnel']
    )
  })

  test('after the socket drops and the server is back, "Live updates on" returns within seconds', async ({
    cleanup,
  }) => {
    const user = await UserFactory.create()
    const page = await openPage('/login')
    cleanup(() => page.context().close())
    // The socket goes through here: while `down`, every new one is refused as by a stopped
    // server; the open ones can be dropped.
    let down = false
    const open: WebSocketRoute[] = []
    await page.context().routeWebSocket(/\/app\//, (socket) => {
      if (down) return void socket.close({ code: 1011, reason: 'server down' })
      socket.connectToServer()
      open.push(socket)
    })
    await logIn(page, user)
    const on = page.getByRole('status', { name: 'Live updates: Live updates on' })
    await on.waitFor()

    down = true
    for (const socket of open.splice(0)) await socket.close({ code: 1011, reason: 'restart' })
    await on.waitFor({ state: 'detached' })
    // Down for a few seconds, as a restart is: several attempts are refused meanwhile.
    await page.waitForTimeout(4000)
    down = false
    // pusher-js alone would wait out its 15 s attempt before trying again.
    await on.waitFor({ timeout: 8000 })
  })
})
