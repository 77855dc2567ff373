import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import type { Page } from 'playwright-core'
import { Broadcaster } from '#realtime/broadcaster'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { injectScript, openPage, waitUntilInteractive } from '#tests/helpers/browser'

const ECHO_BUNDLE = app.makePath('node_modules/laravel-echo/dist/echo.iife.js')
const PUSHER_BUNDLE = app.makePath('node_modules/pusher-js/dist/web/pusher.min.js')

async function signIn(email: string) {
  const page = await openPage('/login')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
  await waitUntilInteractive(page)
  // The published browser builds, as a site would load them from a CDN.
  await injectScript(page, PUSHER_BUNDLE)
  await injectScript(page, ECHO_BUNDLE)
  return page
}

/* Joins presence-lobby.1 with a second, independent Echo client and records what it sees. */
async function joinLobby(page: Page) {
  await page.evaluate(() => {
    const w = window as any
    const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content
    w.lobbyLog = []
    w.lobbyEcho = new w.Echo.default({
      broadcaster: 'pusher',
      Pusher: w.Pusher,
      key: JSON.parse(document.querySelector('script[data-page]')!.textContent!).props.realtime.key,
      cluster: '',
      wsHost: location.hostname,
      wsPort: Number(location.port),
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      authEndpoint: '/broadcasting/auth',
      auth: { headers: { 'X-CSRF-TOKEN': token, 'Accept': 'application/json' } },
    })
    w.lobbyEcho
      .join('lobby.1')
      .here((members: { name: string }[]) => w.lobbyLog.push(['here', members.map((m) => m.name)]))
      .joining((member: { name: string }) => w.lobbyLog.push(['joining', member.name]))
      .leaving((member: { name: string }) => w.lobbyLog.push(['leaving', member.name]))
      .listen('.announcement', (event: { text: string }) => w.lobbyLog.push(['event', event.text]))
  })
}

const log = (page: Page) => page.evaluate(() => (window as any).lobbyLog as unknown[])

test.group('Presence channels in Chromium', () => {
  test('members see each other arrive and leave, and receive events', async ({ assert }) => {
    const alice = await UserFactory.merge({ fullName: 'Alice Adams' }).create()
    const bob = await UserFactory.merge({ fullName: 'Bob Brown' }).create()

    const alicePage = await signIn(alice.email)
    await joinLobby(alicePage)
    await alicePage.waitForFunction(() => (window as any).lobbyLog.length > 0)
    assert.deepEqual(await log(alicePage), [['here', ['Alice Adams']]])

    const bobPage = await signIn(bob.email)
    await joinLobby(bobPage)
    await alicePage.waitForFunction(() => (window as any).lobbyLog.length > 1)
    assert.deepEqual((await log(alicePage))[1], ['joining', 'Bob Brown'])
    await bobPage.waitForFunction(() => (window as any).lobbyLog.length > 0)
    const [, bobSees] = (await log(bobPage))[0] as [string, string[]]
    assert.sameMembers(bobSees, ['Alice Adams', 'Bob Brown'])

    const broadcaster = await app.container.make(Broadcaster)
    broadcaster.broadcast('presence-lobby.1', 'announcement', { text: 'Kick-off at ten' })
    await bobPage.waitForFunction(() =>
      (window as any).lobbyLog.some((entry: string[]) => entry[0] === 'event')
    )
    assert.deepInclude(await log(bobPage), ['event', 'Kick-off at ten'])

    await bobPage.context().close()
    await alicePage.waitForFunction(() =>
      (window as any).lobbyLog.some((entry: string[]) => entry[0] === 'leaving')
    )
    assert.deepInclude(await log(alicePage), ['leaving', 'Bob Brown'])
    await alicePage.context().close()
  })

  test('a refused channel surfaces as an AuthError with message and status', async ({ assert }) => {
    const user = await UserFactory.create()
    const other = await UserFactory.create()
    const page = await signIn(user.email)
    const error = await page.evaluate(
      (otherId) =>
        new Promise<{ type: string; status: number; error: string }>((resolve) => {
          const w = window as any
          const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content
          const props = JSON.parse(document.querySelector('script[data-page]')!.textContent!).props
          const echo = new w.Echo.default({
            broadcaster: 'pusher',
            Pusher: w.Pusher,
            key: props.realtime.key,
            cluster: '',
            wsHost: location.hostname,
            wsPort: Number(location.port),
            forceTLS: false,
            enabledTransports: ['ws'],
            disableStats: true,
            authEndpoint: '/broadcasting/auth',
            auth: { headers: { 'X-CSRF-TOKEN': token, 'Accept': 'application/json' } },
          })
          echo.private(`user.${otherId}`).error(resolve)
        }),
      other.id
    )
    assert.equal(error.type, 'AuthError')
    assert.equal(error.status, 403)
    assert.include(error.error, 'Unable to retrieve auth string')
    await page.context().close()
  })
})
