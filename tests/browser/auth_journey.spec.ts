import { test } from '@japa/runner'
import * as OTPAuth from 'otpauth'
import type { Page } from 'playwright-core'
import { listMails } from '#infrastructure/dev_mailbox'
import { openPage, waitUntilInteractive } from '#tests/helpers/browser'

/*
| The whole account journey in Chromium, through the screens a person uses. E-mails are the
| ones the app really sent (queue -> JSON transport -> development mailbox), read in-process.
*/
/*
| The app accepts each authenticator code once, so like a person the test uses a newer code each
| time: the next 30-second step (the server allows one step of clock drift), waiting for the
| clock only when it would have to run further ahead than that.
*/
let lastStep = 0
async function codeFor(secret: string) {
  const currentStep = () => Math.floor(Date.now() / 30_000)
  const wanted = Math.max(currentStep(), lastStep + 1)
  while (wanted > currentStep() + 1) await new Promise((resolve) => setTimeout(resolve, 500))
  lastStep = wanted
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: wanted * 30_000,
  })
}

async function verificationLink(email: string) {
  const mail = (await listMails()).find((entry) => entry.to.includes(email))
  const link = mail?.links.find((entry) => entry.includes('/email/verify/'))
  if (!link) throw new Error(`No verification e-mail for ${email}`)
  return link
}

async function goto(page: Page, path: string) {
  await page.goto(path)
  await waitUntilInteractive(page)
}

async function logIn(page: Page, email: string, password: string) {
  await goto(page, '/login')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Open the user menu' }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await page.waitForURL((url) => url.pathname === '/')
}

test.group('Account journey', () => {
  test('register, verify, two-factor, recovery code, password change, deletion', async ({
    assert,
  }) => {
    const email = `journey-${Date.now()}@example.com`
    const password = 'my first long passphrase'
    const newPassword = 'my second long passphrase'

    // Register with consent.
    const page = await openPage('/register', { locale: 'en-US' })
    await page.getByLabel('Full name').fill('Journey Tester')
    await page.getByLabel('Email address').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByLabel('Confirm password').fill(password)
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.getByRole('heading', { name: 'Verify your email address' }).waitFor()

    // Open the verification e-mail and follow its link in the same browser: registering does
    // not sign in, the link does (once), and lands on the dashboard's first steps.
    await goto(page, await verificationLink(email))
    await page.getByRole('heading', { name: 'Welcome, Journey Tester' }).waitFor()
    await page.getByRole('heading', { name: 'Start your first project' }).waitFor()

    // Enable two-factor: confirm the password, read the setup key, type a code from an app.
    await goto(page, '/settings/two-factor')
    await page.getByRole('heading', { name: 'Confirm your password' }).waitFor()
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Confirm password' }).click()
    await page.getByRole('button', { name: 'Enable two-factor authentication' }).click()
    const setupKey = (await page.getByTestId('setup-key').textContent())!.trim()
    await page.getByLabel('Code from the app').fill(await codeFor(setupKey))
    await page.getByRole('button', { name: 'Confirm and enable' }).click()
    // The codes are on screen right after confirming, with the advice to store them.
    const codeList = page.getByRole('list', { name: 'Recovery codes' })
    await codeList.getByRole('listitem').first().waitFor()
    await page.getByText('Store these recovery codes somewhere safe').waitFor()
    const codes = await codeList.getByRole('listitem').allTextContents()
    assert.lengthOf(codes, 8)

    // Log out, log in again and pass the challenge with a code.
    await logOut(page)
    await logIn(page, email, password)
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor()
    await page.getByLabel('Authentication code').fill(await codeFor(setupKey))
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('heading', { name: 'Welcome back, Journey Tester' }).waitFor()

    // Log in with a recovery code; the same code does not work a second time.
    await logOut(page)
    await logIn(page, email, password)
    await page.getByRole('button', { name: 'Use a recovery code' }).click()
    await page.getByLabel('Recovery code').fill(codes[0])
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('heading', { name: 'Welcome back, Journey Tester' }).waitFor()

    await logOut(page)
    await logIn(page, email, password)
    await page.getByRole('button', { name: 'Use a recovery code' }).click()
    await page.getByLabel('Recovery code').fill(codes[0])
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('The recovery code is invalid or has already been used.').waitFor()
    await page.getByRole('button', { name: 'Use an authentication code' }).click()
    await page.getByLabel('Authentication code').fill(await codeFor(setupKey))
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('heading', { name: 'Welcome back, Journey Tester' }).waitFor()

    // Change the password.
    await goto(page, '/settings/password')
    await page.getByLabel('Current password').fill(password)
    await page.getByLabel('New password').fill(newPassword)
    await page.getByLabel('Confirm password').fill(newPassword)
    await page.getByRole('button', { name: 'Save password' }).click()
    await page.getByText('Saved.').waitFor()

    // Delete the account; signing in again fails.
    await goto(page, '/settings/account')
    await page.getByText('This cannot be undone.').waitFor()
    await page.getByRole('button', { name: 'Delete account', exact: true }).click()
    await page.getByLabel('Enter your password to confirm').fill(newPassword)
    await page.getByRole('button', { name: 'Permanently delete my account' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page
      .getByText('Your account has been deleted.')
      .waitFor()
      .catch(async (error) => {
        await page.screenshot({ path: 'tmp/journey-failure.png' })
        throw error
      })

    await logIn(page, email, newPassword)
    await page.getByText('These credentials do not match our records.').waitFor()
    assert.equal(new URL(page.url()).pathname, '/login')
    await page.context().close()
  })
})
