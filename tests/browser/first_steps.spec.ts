import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import * as OTPAuth from 'otpauth'
import type { Page } from 'playwright-core'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { twoFactorSecret } from '#actions/auth/two_factor'
import User from '#models/user'
import { openPage, waitUntilInteractive } from '#tests/helpers/browser'

/* What a new user meets on their first steps: forms, languages, two-factor, settings. */

async function logIn(page: Page, email: string) {
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}

test.group('First steps', () => {
  test('an error on the page follows a language switch; what was typed stays', async ({
    assert,
  }) => {
    const page = await openPage('/login', { locale: 'en-US' })
    // Valid for the browser's own check, refused by the server (no top-level domain).
    await page.getByLabel('Email address').fill('jana@localhost')
    await page.getByLabel('Password', { exact: true }).fill('whatever it is')
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: 'Please enter a valid email address.' })
      .waitFor()

    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' })
    await page.getByRole('button', { name: 'Anmelden', exact: true }).waitFor()
    await page
      .getByRole('alert')
      .filter({ hasText: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' })
      .waitFor()
    assert.equal(await page.getByLabel('E-Mail-Adresse').inputValue(), 'jana@localhost')
    await page.context().close()
  })

  test('an error the server made itself (wrong password) is translated too', async () => {
    const user = await UserFactory.create()
    const page = await openPage('/login', { locale: 'en-US' })
    await page.getByLabel('Email address').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill('not my password')
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await page.getByText('These credentials do not match our records.').waitFor()
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Čeština' })
    await page.getByText('Tyto přihlašovací údaje neodpovídají našim záznamům.').waitFor()
    await page.context().close()
  })

  test('"Back to log in" leaves the two-factor step for good', async ({ assert }) => {
    const user = await UserFactory.apply('twoFactor').create()
    const page = await openPage('/login', { locale: 'en-US' })
    await logIn(page, user.email)
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor()

    await page.getByRole('link', { name: 'Back to log in' }).click()
    await page.getByRole('heading', { name: 'Log in to your account' }).waitFor()
    await page.goto('/two-factor-challenge')
    await waitUntilInteractive(page)
    assert.equal(new URL(page.url()).pathname, '/login')
    await page.context().close()
  })

  test('recovery codes are shown right after confirming, to copy or download', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const page = await openPage('/login', { locale: 'en-US' })
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await logIn(page, user.email)
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor()
    await page.goto('/settings/two-factor')
    await waitUntilInteractive(page)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Confirm password' }).click()
    await page.getByRole('button', { name: 'Enable two-factor authentication' }).click()
    await page.getByTestId('setup-key').waitFor()
    const secret = twoFactorSecret((await User.findOrFail(user.id))!)!
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate()
    await page.getByLabel('Code from the app').fill(code)
    await page.getByRole('button', { name: 'Confirm and enable' }).click()

    const list = page.getByRole('list', { name: 'Recovery codes' })
    await list.getByRole('listitem').first().waitFor()
    await page.getByText('Store these recovery codes somewhere safe').waitFor()
    const codes = await list.getByRole('listitem').allTextContents()
    assert.lengthOf(codes, 8)

    await page.getByRole('button', { name: 'Copy codes' }).click()
    await page.getByRole('status').filter({ hasText: 'Copied to the clipboard.' }).waitFor()
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), codes.join('\n'))

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download (.txt)' }).click(),
    ])
    assert.match(download.suggestedFilename(), /recovery-codes\.txt$/)
    const text = await readFile((await download.path())!, 'utf8')
    for (const entry of codes) assert.include(text, entry)
    assert.include(text, user.email)
    assert.notInclude(text, secret)
    await page.context().close()
  })

  test('on a phone every settings section is reachable from one menu', async ({ assert }) => {
    const user = await UserFactory.create()
    const page = await openPage('/login', {
      locale: 'de-DE',
      viewport: { width: 390, height: 844 },
    })
    await page.getByLabel('E-Mail-Adresse').fill(user.email)
    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/dashboard')
    await page.goto('/settings/profile')
    await waitUntilInteractive(page)

    const sections = page.getByRole('navigation', { name: 'Einstellungsbereiche' })
    await sections.getByText('Einstellungsbereiche: Profil').click()
    const deleteAccount = sections.getByRole('link', { name: 'Konto löschen' })
    await deleteAccount.waitFor()
    const box = (await deleteAccount.boundingBox())!
    assert.isAtMost(box.x + box.width, 390)
    const twoFactor = sections.getByRole('link', { name: 'Zwei-Faktor-Authentifizierung' })
    assert.isAtMost((await twoFactor.boundingBox())!.height, 44)
    await twoFactor.click()
    await page.waitForURL((url) => url.pathname !== '/settings/profile')
    await page.context().close()
  })

  test('on a desktop the section names stay on one line', async ({ assert }) => {
    const user = await UserFactory.create()
    const page = await openPage('/login', {
      locale: 'de-DE',
      viewport: { width: 1280, height: 800 },
    })
    await page.getByLabel('E-Mail-Adresse').fill(user.email)
    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/dashboard')
    await page.goto('/settings/profile')
    await waitUntilInteractive(page)
    const sections = page.getByRole('navigation', { name: 'Einstellungsbereiche' })
    const profile = (await sections.getByRole('link', { name: 'Profil' }).boundingBox())!
    const twoFactor = sections.getByRole('link', { name: 'Zwei-Faktor-Authentifizierung' })
    assert.equal((await twoFactor.boundingBox())!.height, profile.height)
    await page.context().close()
  })
})
