import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { openPage, waitUntilInteractive } from '#tests/helpers/browser'

/*
| Passkeys end to end in Chromium, with its virtual authenticator (DevTools protocol) standing in
| for a phone or a laptop's fingerprint reader: a platform authenticator that keeps discoverable
| credentials and verifies the user, answering every prompt at once.
*/
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return { cdp, authenticatorId }
}

async function goto(page: Page, path: string) {
  await page.goto(path)
  await waitUntilInteractive(page)
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Open the user menu' }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await page.waitForURL((url) => url.pathname === '/')
}

test.group('Passkeys in the browser', () => {
  test('add a passkey, log in with it, remove it, and it no longer works', async ({ assert }) => {
    const user = await UserFactory.create()
    const page = await openPage('/login', { locale: 'en-US' })
    const { cdp, authenticatorId } = await addVirtualAuthenticator(page)

    // Signed in with the password, the passkey page first asks for it again.
    await page.getByLabel('Email address').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/dashboard')
    await goto(page, '/settings/passkeys')
    await page.getByRole('heading', { name: 'Confirm your password' }).waitFor()
    assert.equal(await page.getByRole('button', { name: 'Confirm with a passkey' }).count(), 0)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Confirm password' }).click()
    await page.getByRole('heading', { name: 'Passkeys', level: 2 }).waitFor()
    await page.getByText('You have not added a passkey yet.').waitFor()

    // Add one: named after this browser, listed as never used.
    await page.getByRole('button', { name: 'Add a passkey' }).click()
    const list = page.getByRole('list', { name: 'Your passkeys' })
    await list.getByText('Chrome on Linux').waitFor()
    await list.getByText('Not used yet').waitFor()
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
    assert.lengthOf(credentials, 1)
    assert.isTrue(credentials[0].isResidentCredential)

    // Rename it.
    await page.getByRole('button', { name: 'Rename Chrome on Linux' }).click()
    await page.getByLabel('Passkey name').fill('Test laptop')
    await page.getByRole('button', { name: 'Save' }).click()
    await list.getByText('Test laptop').waitFor()

    // Log out. The login page offers the passkey in the e-mail field's autofill (conditional
    // mediation); the virtual authenticator picks it at once, as a person choosing it would.
    await logOut(page)
    await goto(page, '/login')
    await page.waitForURL((url) => url.pathname === '/dashboard')
    await logOut(page)

    // A browser without passkey autofill: the button, with no e-mail typed.
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false
    })
    await goto(page, '/login')
    await page.getByRole('button', { name: 'Log in with a passkey' }).click()
    await page.waitForURL((url) => url.pathname === '/dashboard')

    // The password confirmation accepts the passkey too; then remove it.
    await goto(page, '/settings/passkeys')
    await page.getByRole('heading', { name: 'Confirm your password' }).waitFor()
    await page.getByRole('button', { name: 'Confirm with a passkey' }).click()
    await page.getByRole('heading', { name: 'Passkeys', level: 2 }).waitFor()
    await list.getByText('Last used').waitFor()
    await page.getByRole('button', { name: 'Remove Test laptop' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
    await page.getByText('You have not added a passkey yet.').waitFor()

    // The device still offers it; the app no longer knows it, and says so.
    await logOut(page)
    await goto(page, '/login')
    await page.getByRole('button', { name: 'Log in with a passkey' }).click()
    await page
      .getByText('This passkey is not linked to an account here. It may have been removed')
      .waitFor()
    assert.equal(new URL(page.url()).pathname, '/login')

    await page.context().close()
  }).timeout(90_000)
})
