import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import type { Page } from 'playwright-core'
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

/* A click on a link of the given navigation, then the page it leads to. */
async function follow(page: Page, navigation: string, link: string, path: string) {
  await page
    .getByRole('navigation', { name: navigation })
    .getByRole('link', { name: link, exact: true })
    .click()
  await page.waitForURL((url) => url.pathname === path)
}

test.group('Persistent layouts', () => {
  test('the app shell stays while pages change: the personal channel is authorised once in five visits', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const page = await openPage('/login')
    let authorisations = 0
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/broadcasting/auth') {
        authorisations++
      }
    })

    await page.getByLabel('Email address').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/dashboard')
    await waitUntilInteractive(page)
    await page.waitForSelector('[role=status][data-state=connected]')
    await waitForSubscriber(userChannel.name({ id: user.id }))
    await page.evaluate(() => {
      ;(window as unknown as { shell: Element | null }).shell = document.querySelector('header')
    })

    await follow(page, 'Main navigation', 'Settings', '/settings/profile')
    await follow(page, 'Settings sections', 'Password', '/settings/password')
    await follow(page, 'Settings sections', 'Appearance', '/settings/appearance')
    await follow(page, 'Settings sections', 'Browser sessions', '/settings/sessions')
    await follow(page, 'Main navigation', 'Dashboard', '/dashboard')
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor()
    await page.waitForLoadState('networkidle')

    // The same header element, never rebuilt, and one authorisation: the one after logging in.
    const sameShell = await page.evaluate(
      () => (window as unknown as { shell: Element }).shell.isConnected
    )
    assert.isTrue(sameShell)
    assert.equal(authorisations, 1)

    // The subscription made on the first page still delivers.
    const broadcaster = await app.container.make(Broadcaster)
    broadcaster.send(userChannel, { id: user.id }, 'notice', { message: 'Still listening' })
    await page.getByText('Still listening').waitFor()
    await page.context().close()
  })

  test('an account page tells its layout what to say, and the card follows a visit and a switch', async () => {
    const user = await UserFactory.apply('twoFactor').create()
    const page = await openPage('/login')
    const heading = page.getByRole('heading', { level: 1 })

    await page.getByRole('link', { name: 'Create account' }).last().click()
    await heading.getByText('Create an account').waitFor()
    await page.getByRole('link', { name: 'Log in' }).last().click()
    await heading.getByText('Log in to your account').waitFor()

    await page.getByLabel('Email address').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await heading.getByText('Two-factor authentication').waitFor()
    await page.getByText('Enter the 6-digit code from your authenticator app.').waitFor()

    await page.getByRole('button', { name: 'Use a recovery code' }).click()
    await page.getByText('Enter one of your emergency recovery codes.').waitFor()
    await page.getByLabel('Recovery code').fill('zzzzz-zzzzz')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('The recovery code is invalid or has already been used.').waitFor()
    await page.getByText('Enter one of your emergency recovery codes.').waitFor()

    await page.getByRole('button', { name: 'Use an authentication code' }).click()
    await page.getByText('Enter the 6-digit code from your authenticator app.').waitFor()
    await page.context().close()
  })

  test('each account page states its own subtitle: the login page after the recovery-code mode', async ({
    assert,
  }) => {
    const user = await UserFactory.apply('twoFactor').create()
    const page = await openPage('/login', { locale: 'en-US' })
    const card = page.getByRole('main')
    const loginLine = 'Enter your email and password below.'
    const recoveryLine = 'Enter one of your emergency recovery codes.'
    const toRecoveryMode = async () => {
      await page.getByLabel('Email address').fill(user.email)
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await page.getByRole('button', { name: 'Log in', exact: true }).click()
      await card.getByRole('heading', { name: 'Two-factor authentication' }).waitFor()
      await page.getByRole('button', { name: 'Use a recovery code' }).click()
      await card.getByText(recoveryLine).waitFor()
    }

    // "Back to log in" from the recovery-code mode.
    await toRecoveryMode()
    await page.getByRole('link', { name: 'Back to log in' }).click()
    await card.getByRole('heading', { name: 'Log in to your account' }).waitFor()
    await card.getByText(loginLine).waitFor()
    assert.equal(await card.getByText(recoveryLine).count(), 0)

    // A code sent after the pending sign-in was abandoned (another tab opened the login page):
    // the server sends the form back to the login page, which keeps the form's page state.
    await toRecoveryMode()
    await page.request.get('/login')
    await page.getByLabel('Recovery code').fill('zzzzz-zzzzz')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    await card.getByRole('heading', { name: 'Log in to your account' }).waitFor()
    await card.getByText(loginLine).waitFor()
    assert.equal(await card.getByText(recoveryLine).count(), 0)
    await page.context().close()
  })
})
