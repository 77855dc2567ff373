import { rmSync } from 'node:fs'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { Assert } from '@japa/assert'
import { getBrowser } from '#tests/helpers/browser'
import { buildOnce, layerDir, serveBuild, type ServedBuild } from '#tests/helpers/served_build'
import { JourneyUi, TotpDevice } from './journey_ui.js'

/*
| The production build, served as scripts/platform.sh serves it, driven in Chromium through a
| whole account's life. It catches what tests of the source tree cannot: files missing from the
| build, production-only configuration, and (on SQLite's one connection) queries that escape
| their transaction. Any 5xx answer, page crash, or error line in the server's log fails it.
*/
async function journey(server: ServedBuild, assert: Assert) {
  const context = await (await getBrowser()).newContext({ baseURL: server.url, locale: 'en-US' })
  const page = await context.newPage()
  page.on('response', (response) => {
    if (response.status() >= 500) {
      server.problems.push(`${response.status()} ${response.request().method()} ${response.url()}`)
    }
  })
  page.on('pageerror', (error) => server.problems.push(`page error: ${error.message}`))
  // On a failure the last requests are printed: which ones raced is what a flaky run needs told.
  const requests: string[] = []
  page.on('requestfinished', async (request) => {
    const response = await request.response().catch(() => null)
    const cookies = (await response?.headerValue('set-cookie').catch(() => null)) ?? ''
    const names = cookies.split('\n').map((cookie) => cookie.split('=')[0])
    requests.push(
      `${new Date().toISOString()} ${request.method()} ${request.url()} ${response?.status()} ${names.join(',')}`
    )
  })
  const ui = new JourneyUi(page, server.url)
  const totp = new TotpDevice()
  const name = 'Build Journey'
  const email = `build-journey-${Date.now()}@example.com`
  const passwords = ['first long passphrase', 'second long passphrase', 'third long passphrase']

  try {
    // Register with consent, then confirm the address from the e-mail: in the browser that
    // registered, the link signs in (once) and lands on the dashboard's first steps.
    await ui.register(name, email, passwords[0])
    const verify = await ui.followMailLink(email, '/email/verify/')
    assert.equal(new URL(verify).origin, server.url, 'e-mail links point at the served port')
    await ui.dashboardGreeting(name).waitFor()
    await ui.heading('dashboard.start.title').waitFor()

    // Log out and back in.
    await ui.logOut()
    await ui.logIn(email, passwords[0])
    await ui.dashboardGreeting(name).waitFor()

    // The same account in a browser that runs no script: the built CSS and the server's HTML.
    await withoutScript(server, assert, email, passwords[0])

    // Change the password in settings (the common-password list must ship with the build).
    await ui.changePassword(passwords[0], passwords[1])

    // Forgot it: reset through the e-mailed link, then log in with the new one.
    await ui.logOut()
    await ui.requestPasswordReset(email)
    await ui.followMailLink(email, '/reset-password/')
    await ui.chooseNewPassword(passwords[2])
    await ui.logIn(email, passwords[2])
    await ui.dashboardGreeting(name).waitFor()

    // Two-factor: enable with a code for the page's setup key; recovery codes are shown.
    const { recoveryCodes } = await ui.enableTwoFactor(passwords[2], totp)
    assert.lengthOf(recoveryCodes, 8)

    // Log in with an authenticator code.
    await ui.logOut()
    await ui.logIn(email, passwords[2])
    await ui.passTwoFactorChallenge(await totp.next())
    await ui.dashboardGreeting(name).waitFor()

    // Switch to Slovak; the server renders the next page in it too.
    await ui.visit('/settings/account')
    await ui.switchLanguage('sk')
    await ui.heading('settings.account.title').waitFor()
    await ui.visit('/settings/account')
    await ui.heading('settings.account.title').waitFor()

    // Delete the account; its password no longer opens anything.
    await ui.deleteAccount(passwords[2])
    await ui.logIn(email, passwords[2])
    await ui.message('auth.failed').waitFor()
  } catch (error) {
    console.log(`  the last requests of the page:\n${requests.slice(-40).join('\n')}`)
    await page.screenshot({ path: `${layerDir}/failure-${Date.now()}.png` }).catch(() => {})
    throw error
  } finally {
    await context.close()
  }
}

/*
| Signed in and saving the profile with scripts off: the page says "Saved." in place (no toast
| can appear), and the live-update indicator, which needs the script, is not shown at all.
*/
async function withoutScript(server: ServedBuild, assert: Assert, email: string, password: string) {
  const context = await (
    await getBrowser()
  ).newContext({ baseURL: server.url, locale: 'en-US', javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    const ui = new JourneyUi(page, server.url)
    await page.goto('/login')
    await ui.fillLogIn(email, password)
    await page.waitForURL((url) => url.pathname === '/dashboard')
    await page.goto('/settings/profile')
    await ui.button('common.actions.save').click()
    await page
      .getByRole('status')
      .filter({ hasText: ui.t('common.flash.saved') })
      .waitFor()
    const indicator = page.getByRole('status', {
      name: new RegExp(ui.t('common.realtime.label')),
      includeHidden: true,
    })
    assert.equal(await indicator.count(), 1)
    assert.isFalse(await indicator.isVisible(), 'no live-update indicator without script')
  } finally {
    await context.close()
  }
}

async function run(name: string, databaseEnv: Record<string, string>, assert: Assert) {
  const started = Date.now()
  const server = await serveBuild(name, databaseEnv)
  try {
    await journey(server, assert)
  } catch (error) {
    // A stuck step is usually the symptom; the server's own complaint is the cause.
    if (error instanceof Error && server.problems.length) {
      error.message += `\nWhile serving (log: ${server.logPath}):\n${server.problems.join('\n')}`
    }
    throw error
  } finally {
    await server.stop()
    console.log(`  ${name}: journey on the served build took ${(Date.now() - started) / 1000} s`)
  }
  assert.deepEqual(server.problems, [], `problems while serving (log: ${server.logPath})`)
}

/*
| What a browser is told by the production build: the security headers and the cookie flags.
| `https` says whether the served APP_URL is https (then cookies must be Secure).
*/
async function assertHeadersAndCookies(server: ServedBuild, https: boolean, assert: Assert) {
  const response = await fetch(`${server.url}/login`, { redirect: 'manual' })
  assert.equal(response.status, 200)
  const headers = response.headers
  assert.match(headers.get('strict-transport-security') ?? '', /^max-age=\d{7,}/)
  assert.equal(headers.get('x-content-type-options'), 'nosniff')
  assert.equal(headers.get('referrer-policy'), 'same-origin')
  const csp = headers.get('content-security-policy') ?? ''
  assert.match(csp, /frame-ancestors 'none'/)
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? ''
  assert.match(scriptSrc, /'nonce-/)
  assert.notInclude(scriptSrc, "'unsafe-inline'")

  const cookies = headers.getSetCookie()
  const session = cookies.find((cookie) => cookie.startsWith('session='))
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))
  assert.exists(session, 'the session cookie')
  assert.exists(xsrf, 'the CSRF cookie read by scripts')
  assert.match(session!, /; HttpOnly/i)
  assert.match(session!, /; SameSite=Lax/i)
  assert.match(xsrf!, /; SameSite=Lax/i)
  for (const cookie of [session!, xsrf!]) {
    assert.equal(/; Secure/i.test(cookie), https, `Secure flag on ${cookie.split('=')[0]}`)
  }
}

/*
| Two of the client's journeys on the served build with the demo data: a visitor on a phone
| writes to the team through the chat panel (full screen, then the e-mail card), and the demo
| client signs their offer under Offers and sees the signed offer with its sealed PDF.
*/
async function clientJourneys(server: ServedBuild, assert: Assert) {
  const browser = await getBrowser()
  const phone = await browser.newContext({
    baseURL: server.url,
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
  })
  const client = await browser.newContext({ baseURL: server.url, locale: 'en-US' })
  for (const context of [phone, client]) {
    context.on('page', (page) => {
      page.on('pageerror', (error) => server.problems.push(`page error: ${error.message}`))
      page.on('response', (response) => {
        if (response.status() >= 500) server.problems.push(`${response.status()} ${response.url()}`)
      })
    })
  }
  try {
    const visitor = new JourneyUi(await phone.newPage(), server.url)
    await visitor.visit('/')
    // The launcher steps aside over text; at the foot of the page it is always there.
    await visitor.page.evaluate(() => document.fonts.ready)
    await visitor.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const launcher = visitor.page.locator('[data-chat-launcher]')
    await launcher.click()
    const panel = visitor.page.getByRole('dialog', { name: 'Chat with us' })
    await panel.getByLabel('Your message').fill('Can you build a booking app?')
    assert.deepEqual(await panel.boundingBox(), { x: 0, y: 0, width: 390, height: 844 })
    await panel.getByLabel('Your message').press('Enter')
    await panel.getByRole('heading', { name: 'Get the answer by e-mail' }).waitFor()
    await panel.getByLabel('E-mail address').fill('visitor@example.com')
    await panel.getByRole('button', { name: 'Notify me' }).click()
    await panel.getByText('visitor@example.com').waitFor()

    const ui = new JourneyUi(await client.newPage(), server.url)
    await ui.logIn('client@example.com', 'client-password')
    await ui.page.waitForURL((url) => url.pathname === '/dashboard')
    await ui.visit('/proposals')
    const waiting = ui.page
      .getByRole('listitem')
      .filter({ hasText: 'Waiting for your answer' })
      .getByRole('link')
      .first()
    const subject = (await waiting.textContent())!.trim()
    await waiting.click()
    await ui.page.getByRole('heading', { level: 1, name: subject }).waitFor()
    await ui.interactive()
    // The recipient signs as their account: the sealed PDF is made in the served build.
    await ui.page.getByLabel('Your full name').fill('Hana Nováková')
    await ui.page.getByLabel('I agree that this is my electronic signature').check()
    await ui.page.getByRole('button', { name: 'Sign', exact: true }).click()
    await ui.page.getByRole('heading', { name: 'Signed', exact: true }).waitFor()
    await ui.page.getByRole('link', { name: 'Download the sealed PDF' }).first().waitFor()
    assert.deepEqual(server.problems, [])
  } finally {
    await phone.close()
    await client.close()
  }
}

const PG_DATABASE = 'build_journey'

/* Through the test process's own `pg` connection (the server at 127.0.0.1:5432). */
async function postgres(sql: string) {
  await db.connection('pg').rawQuery(sql)
}

test.group('Served production build', (group) => {
  group.setup(async () => {
    const seconds = await buildOnce()
    console.log(`  scripts/build.sh took ${seconds} s`)
  })

  test('the whole account journey on SQLite', async ({ assert }) => {
    const file = `${layerDir}/journey.sqlite3`
    rmSync(file, { force: true })
    try {
      await run('sqlite', { DB_CONNECTION: 'sqlite', SQLITE_PATH: file, REDIS_URL: '' }, assert)
    } finally {
      rmSync(file, { force: true })
    }
  })

  test('security headers and cookie flags, over http and behind https', async ({ assert }) => {
    const file = `${layerDir}/headers.sqlite3`
    rmSync(file, { force: true })
    const sqlite = { DB_CONNECTION: 'sqlite', SQLITE_PATH: file, REDIS_URL: '' }
    try {
      const local = await serveBuild('headers-http', sqlite)
      try {
        await assertHeadersAndCookies(local, false, assert)
      } finally {
        await local.stop()
      }
      // Behind a TLS-terminating balancer: the public address is https, so cookies are Secure.
      const https = await serveBuild('headers-https', {
        ...sqlite,
        APP_URL: 'https://platform.example',
      })
      try {
        await assertHeadersAndCookies(https, true, assert)
        assert.deepEqual(https.problems, [])
      } finally {
        await https.stop()
      }
    } finally {
      rmSync(file, { force: true })
    }
  })

  test("a visitor's chat on a phone and a client's answer to an offer, on SQLite", async ({
    assert,
  }) => {
    const file = `${layerDir}/client.sqlite3`
    rmSync(file, { force: true })
    const server = await serveBuild(
      'client',
      { DB_CONNECTION: 'sqlite', SQLITE_PATH: file, REDIS_URL: '' },
      { seed: true }
    )
    try {
      await clientJourneys(server, assert)
    } finally {
      await server.stop()
      rmSync(file, { force: true })
    }
  })

  test('the whole account journey on PostgreSQL and Redis', async ({ assert }) => {
    await postgres(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`)
    await postgres(`CREATE DATABASE ${PG_DATABASE}`)
    try {
      await run(
        'pg',
        {
          DB_CONNECTION: 'pg',
          DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${PG_DATABASE}`,
          // A database number of its own, so no other run's queue or sessions are shared.
          REDIS_URL: 'redis://127.0.0.1:6379/4',
        },
        assert
      )
    } finally {
      await postgres(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`)
      await db.manager.close('pg')
    }
  })
})
