import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'
import User from '#models/user'
import { PASSWORD } from '#tests/helpers/credentials'
import { openPage, waitUntilInteractive } from '#tests/helpers/browser'
import { seriousViolations } from '#tests/helpers/axe'

/*
| The back office as staff use it: find a client, make them staff (the password asked for once),
| deactivate them (their open page loses access at once and says so), reactivate them. And its
| screens pass axe-core in light and dark, on a phone and a desktop.
*/
async function signIn(user: User, options: { scheme?: 'light' | 'dark'; width?: number } = {}) {
  const page = await openPage('/login', {
    locale: 'en-US',
    colorScheme: options.scheme ?? 'light',
    viewport: { width: options.width ?? 1280, height: 900 },
  })
  await page.getByLabel('Email address').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
  await waitUntilInteractive(page)
  return page
}

async function confirmIn(page: Page, dialog: string, button: string) {
  await page
    .getByRole('alertdialog', { name: dialog })
    .getByRole('button', { name: button })
    .click()
}

test.group('Back office', () => {
  test('promote, deactivate (the open page loses access at once), reactivate', async ({
    assert,
    cleanup,
  }) => {
    const tag = `Ondrej${Date.now()}`
    const staff = await UserFactory.apply('staff').merge({ fullName: 'Hana Team' }).create()
    const person = await UserFactory.merge({ fullName: `${tag} Client` }).create()
    await projectWith(person, [], { attributes: { name: `${tag} shop` } })

    const theirs = await signIn(person)
    cleanup(() => theirs.context().close())
    await theirs.getByRole('status', { name: /Live updates on/ }).waitFor()

    const ours = await signIn(staff)
    cleanup(() => ours.context().close())
    await ours
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Team', exact: true })
      .click()
    await ours.waitForURL((url) => url.pathname === '/team')
    await ours.getByRole('searchbox', { name: 'Search' }).fill(tag)
    // The list has reloaded for the search (a click before that would be overtaken by it).
    await ours.getByRole('status').filter({ hasText: '1 person' }).waitFor()
    await ours
      .getByRole('link', { name: `${tag} Client` })
      .first()
      .click()
    await ours.getByRole('heading', { level: 1, name: `${tag} Client` }).waitFor()
    await ours.getByRole('link', { name: `${tag} shop` }).waitFor()

    // The first change asks for the password, then comes back here to be made knowingly.
    await ours.getByRole('button', { name: 'Make staff' }).click()
    await confirmIn(ours, `Make ${tag} Client staff?`, 'Make staff')
    await ours.waitForURL((url) => url.pathname === '/confirm-password')
    await ours.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await ours.getByRole('button', { name: 'Confirm password' }).click()
    await ours.waitForURL((url) => url.pathname === `/team/people/${person.id}`)
    await ours.getByRole('button', { name: 'Make staff' }).click()
    await confirmIn(ours, `Make ${tag} Client staff?`, 'Make staff')
    await ours.getByText(`${tag} Client is now staff.`).waitFor()
    await ours.getByRole('button', { name: 'Make a client' }).waitFor()
    assert.equal((await User.findOrFail(person.id)).role, 'super_admin')

    await ours.getByRole('button', { name: 'Deactivate' }).click()
    await confirmIn(ours, `Deactivate ${tag} Client?`, 'Deactivate')
    await ours.getByText(`${tag} Client is deactivated and signed out everywhere.`).waitFor()

    // Their open page: signed out at once, and it says so.
    const signedOut = theirs.getByRole('alert').filter({ hasText: 'You have been signed out' })
    await signedOut.waitFor()
    await theirs.goto('/dashboard')
    await theirs.waitForURL((url) => url.pathname === '/login')
    await theirs.getByLabel('Email address').fill(person.email)
    await theirs.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await theirs.getByRole('button', { name: 'Log in', exact: true }).click()
    await theirs.getByText('This account has been deactivated.', { exact: false }).waitFor()

    await ours.getByRole('button', { name: 'Reactivate' }).click()
    await confirmIn(ours, `Reactivate ${tag} Client?`, 'Reactivate')
    await ours.getByText(`${tag} Client can sign in again.`).waitFor()
    // The password is never kept after a refusal: typed again.
    await theirs.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await theirs.getByRole('button', { name: 'Log in', exact: true }).click()
    await theirs.waitForURL((url) => url.pathname === '/dashboard')

    // What happened is in the activity, in words.
    await ours.getByRole('link', { name: 'Back to people' }).click()
    await ours.getByRole('link', { name: 'Activity' }).click()
    await ours.waitForURL((url) => url.pathname === '/team/activity')
    const log = ours.getByRole('list', { name: 'Activity' })
    await log.getByText('Made someone staff').first().waitFor()
    await log.getByText('Deactivated an account').first().waitFor()
    await log.getByText('Reactivated an account').first().waitFor()
  })

  test('the people, person and activity screens pass axe-core at {width}px, {scheme}')
    .with(
      [390, 1280].flatMap((width) =>
        (['light', 'dark'] as const).map((scheme) => ({ width, scheme }))
      )
    )
    .run(async ({ assert, cleanup }, { width, scheme }) => {
      const staff = await UserFactory.apply('staff').create()
      const person = await UserFactory.apply('unverified').create()
      await projectWith(person)
      const page = await signIn(staff, { scheme, width })
      cleanup(() => page.context().close())
      for (const path of ['/team', `/team/people/${person.id}`, '/team/activity']) {
        await page.goto(path)
        await waitUntilInteractive(page)
        assert.deepEqual(await seriousViolations(page), [], path)
      }
    })
})
