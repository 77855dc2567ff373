import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { Broadcaster } from '#realtime/broadcaster'
import { RealtimeServer } from '#realtime/realtime_server'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { openPage, waitUntilInteractive } from '#tests/helpers/browser'
import { userChannel } from '#shared/realtime'

async function waitForSubscriber(channel: string) {
  const realtime = await app.container.make(RealtimeServer)
  for (let attempt = 0; attempt < 100; attempt++) {
    if ((await realtime.channelStats()).has(channel)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`Nobody subscribed to ${channel}`)
}

test.group('Real time in the browser (laravel-echo + pusher-js)', () => {
  test('the shell connects, and a personal notice arrives as a toast', async ({ assert }) => {
    const user = await UserFactory.create()
    const page = await openPage('/login')
    await page.getByLabel('Email address').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/dashboard')
    await waitUntilInteractive(page)

    const indicator = page.getByRole('status', { name: /^Live updates:/ })
    await page.waitForSelector('[role=status][data-state=connected]')
    assert.equal(await indicator.getAttribute('aria-label'), 'Live updates: Live updates on')

    // The private channel was authorised through POST /broadcasting/auth with the page's CSRF token.
    await waitForSubscriber(userChannel.name({ id: user.id }))
    const broadcaster = await app.container.make(Broadcaster)
    broadcaster.send(userChannel, { id: user.id }, 'notice', {
      message: 'Your project plan is ready',
    })

    await page.getByText('Your project plan is ready').waitFor()
    await page.context().close()
  })
})
