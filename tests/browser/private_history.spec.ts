import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { signedInPage, waitUntilInteractive } from '#tests/helpers/browser'

/*
| A shared computer: after the account's session ended, the browser's Back button must not bring
| the account's pages back, neither from Inertia's history nor from the browser's cache.
*/
async function openProfile(page: Page, user: { email: string }) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Settings', exact: true })
    .click()
  await page.waitForURL((url) => url.pathname === '/settings/profile')
  await page
    .getByLabel('Email address')
    .and(page.locator(`[value="${user.email}"]`))
    .waitFor()
}

/* What the tab shows after Back, once it has settled on whatever page it lands on. */
async function shownAfterBack(page: Page) {
  await page.goBack()
  await page.waitForLoadState('load')
  await page
    .waitForURL((url) => url.pathname !== '/settings/profile', { timeout: 10_000 })
    .catch(() => {})
  await waitUntilInteractive(page)
  await page.waitForLoadState('networkidle')
  return {
    path: new URL(page.url()).pathname,
    text: await page.locator('body').innerText(),
    fields: await page
      .locator('input')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
  }
}

test.group('Private history', () => {
  test('Back after signing out shows neither the name nor the e-mail of the account', async ({
    assert,
  }) => {
    const user = await UserFactory.merge({ fullName: 'Hedviga Backbutton' }).create()
    const page = await signedInPage(user)
    await openProfile(page, user)

    await page.getByRole('button', { name: 'Open the user menu' }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await waitUntilInteractive(page)

    const shown = await shownAfterBack(page)
    assert.notEqual(shown.path, '/settings/profile')
    assert.notInclude(shown.text, 'Hedviga Backbutton')
    assert.notInclude(shown.text, user.email)
    assert.notInclude(shown.fields, user.email)
    assert.notInclude(shown.fields, 'Hedviga Backbutton')
    await page.context().close()
  })

  test('Back after "log out other sessions" on another device shows nothing of the account', async ({
    assert,
  }) => {
    const user = await UserFactory.merge({ fullName: 'Ottokar Elsewhere' }).create()
    const shared = await signedInPage(user)
    await openProfile(shared, user)

    const own = await signedInPage(user)
    await own.goto('/settings/sessions')
    await waitUntilInteractive(own)
    await own.getByRole('button', { name: 'Log out other browser sessions' }).click()
    await own.getByLabel('Enter your password to confirm').fill(PASSWORD)
    await own.getByRole('button', { name: 'Log out other sessions' }).click()
    await own.getByText('Your other browser sessions have been logged out.').waitFor()
    await own.context().close()

    // The shared computer's next page finds its session ended; Back then has nothing to show.
    await shared
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Dashboard', exact: true })
      .click()
    await shared.waitForURL((url) => url.pathname === '/login')
    await waitUntilInteractive(shared)

    const shown = await shownAfterBack(shared)
    assert.notEqual(shown.path, '/settings/profile')
    assert.notInclude(shown.text, 'Ottokar Elsewhere')
    assert.notInclude(shown.text, user.email)
    assert.notInclude(shown.fields, user.email)
    await shared.context().close()
  })
})
