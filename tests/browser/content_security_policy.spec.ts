import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { baseUrl, getBrowser, waitUntilInteractive } from '#tests/helpers/browser'

const NOT_FOUND_PATH = '/no/such/page'

type Violation = { directive: string; blocked: string; source: string; page: string }

/*
| A page under the real policy, with every CSP violation and console error written down. The
| listener is installed before any of the page's own scripts run, on every document it loads.
*/
async function watchedPage() {
  const context = await (
    await getBrowser()
  ).newContext({ baseURL: baseUrl(), colorScheme: 'light' })
  const violations: Violation[] = []
  const consoleErrors: string[] = []
  await context.exposeFunction('__reportCspViolation', (violation: Violation) => {
    violations.push(violation)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: object) => void })
        .__reportCspViolation
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        page: location.pathname,
      })
    })
  })
  const page = await context.newPage()
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    // The not-found page's own 404 status is reported as a failed load; it is the point of it.
    const { url } = message.location()
    if (url.endsWith(NOT_FOUND_PATH) && message.text().includes('status of 404')) return
    consoleErrors.push(`${page.url()}: ${message.text()} (${url})`)
  })
  page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: ${error.message}`))
  return { page, violations, consoleErrors }
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path)
  await waitUntilInteractive(page)
  return response!
}

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'))

/* The header's control: a settings page may show another set of the same radios. */
async function toggleDark(page: Page) {
  const header = page.getByRole('banner')
  await header.getByRole('radio', { name: 'Dark' }).check({ force: true })
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'))
  await header.getByRole('radio', { name: 'Light' }).check({ force: true })
  await page.waitForFunction(() => !document.documentElement.classList.contains('dark'))
}

test.group('Content-Security-Policy in Chromium', () => {
  test('public pages, sign-in, the shell with real time and two-factor setup run without a violation', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const { page, violations, consoleErrors } = await watchedPage()

    // The landing page: the theme script before first paint and inertia/public.ts.
    const landing = await visit(page, '/')
    assert.match(landing.headers()['content-security-policy'], /script-src 'self' 'nonce-/)
    assert.isFalse(await isDark(page))
    await toggleDark(page)

    // An unknown URL renders the not-found page through the error handler.
    await visit(page, NOT_FOUND_PATH)
    await toggleDark(page)

    // The app bundle (React, Inertia, Radix) hydrates the login page.
    await visit(page, '/login')
    await page.getByLabel('Email address').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/dashboard')
    await waitUntilInteractive(page)

    // The Echo socket to /app/{key} on the page's own host is allowed by connect-src.
    await page.waitForSelector('[role=status][data-state=connected]')
    await toggleDark(page)

    // Two-factor setup: password confirmation, then the QR code (an inline SVG).
    await visit(page, '/settings/two-factor')
    await page.getByRole('heading', { name: 'Confirm your password' }).waitFor()
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Confirm password' }).click()
    await page.getByRole('button', { name: 'Enable two-factor authentication' }).click()
    const qrCode = page.getByRole('img', { name: /QR/i })
    await qrCode.locator('svg').waitFor()
    assert.isAbove((await qrCode.boundingBox())!.height, 100)
    await page.waitForSelector('[role=status][data-state=connected]')

    // A toast: sonner inserts its <style> element without a nonce (style-src allows inline CSS).
    await visit(page, '/settings/profile')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Saved.').waitFor()
    assert.equal(
      await page.evaluate(
        () => getComputedStyle(document.querySelector('[data-sonner-toaster]')!).position
      ),
      'fixed'
    )

    // Closed first: a failed assertion below must not leave the page open.
    await page.context().close()
    assert.deepEqual(violations, [])
    assert.deepEqual(consoleErrors, [])
  })

  test('an inline script without the nonce is refused', async ({ assert }) => {
    const { page, violations } = await watchedPage()
    await visit(page, '/')
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
    })
    await page.waitForFunction(() => document.readyState === 'complete')
    assert.isUndefined(await page.evaluate(() => (window as { __injected?: boolean }).__injected))
    await assert.doesNotReject(async () => {
      for (let attempt = 0; attempt < 50 && violations.length === 0; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })
    assert.deepInclude(
      violations.map((violation) => violation.directive),
      'script-src-elem'
    )
    await page.context().close()
  })
})
