import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'
import ProjectMember from '#models/project_member'
import type User from '#models/user'
import { revokeProjectAccess } from '#infrastructure/access_revocation'
import { PASSWORD } from '#tests/helpers/credentials'
import { openPage, waitUntilInteractive } from '#tests/helpers/browser'

/*
| An open page whose access ends says so: the project page of someone removed from the project
| (stops showing new messages, shows a notice with a way to the dashboard, no composer), and any
| signed-in page whose session was ended in another tab.
*/
async function signIn(user: User) {
  const page = await openPage('/login', { locale: 'en-US' })
  await page.getByLabel('Email address').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
  return page
}

async function openProject(page: Page, projectId: number) {
  await page.goto(`/projects/${projectId}`)
  await waitUntilInteractive(page)
  await page.getByRole('status', { name: /Live updates on/ }).waitFor()
}

const log = (page: Page) => page.getByRole('log', { name: 'Conversation' })
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true })
const notice = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'You no longer have access to this project' })

test.group('Access that ends, on the open page', () => {
  test('a member removed by the owner: their open page stops showing new messages and says so', async ({
    assert,
    cleanup,
  }) => {
    const alice = await UserFactory.merge({ fullName: 'Alice Owner' }).create()
    const bob = await UserFactory.merge({ fullName: 'Bob Member' }).create()
    const project = await projectWith(alice, [[bob, 'member']])
    const a = await signIn(alice)
    cleanup(() => a.context().close())
    const b = await signIn(bob)
    cleanup(() => b.context().close())
    await openProject(a, project.id)
    await openProject(b, project.id)

    await composer(a).fill('Before you go')
    await composer(a).press('Enter')
    await log(b).getByText('Before you go').waitFor()

    // Members are managed on the project's settings page.
    await a.getByRole('link', { name: 'Project settings' }).click()
    await waitUntilInteractive(a)
    await a.getByRole('button', { name: 'Remove Bob Member' }).click()
    await a
      .getByRole('alertdialog', { name: 'Remove Bob Member from the project?' })
      .getByRole('button', { name: 'Remove' })
      .click()
    await a.getByText('User removed.').waitFor()
    await openProject(a, project.id)

    await notice(b).waitFor()
    assert.equal(new URL(b.url()).pathname, `/projects/${project.id}`)
    await notice(b).getByRole('link', { name: 'Go to the dashboard' }).waitFor()
    await b.getByText('You can no longer write in this project.').waitFor()
    assert.equal(await composer(b).count(), 0)

    await composer(a).fill('After you left')
    await composer(a).press('Enter')
    // Stored (its id given): the copy shown while sending has none.
    await log(a).locator('li[id^="chat-message-"]').getByText('After you left').waitFor()
    // Bob's socket was closed and its channel refused: nothing new reaches the page.
    await a.getByText('Bob Member was removed from the project').waitFor()
    assert.equal(await log(b).getByText('After you left').count(), 0)
    await notice(b).getByRole('link', { name: 'Go to the dashboard' }).click()
    await b.waitForURL((url) => url.pathname === '/dashboard')
  })

  test('a project channel refused when the socket authorises again: the notice, without any event', async ({
    cleanup,
  }) => {
    const alice = await UserFactory.create()
    const bob = await UserFactory.create()
    const project = await projectWith(alice, [[bob, 'member']])
    const b = await signIn(bob)
    cleanup(() => b.context().close())
    await openProject(b, project.id)

    // Gone without a word on any channel (as if that event were lost): only the refusal tells.
    await ProjectMember.query().where({ projectId: project.id, userId: bob.id }).delete()
    await revokeProjectAccess(project.id, bob.id)
    await notice(b).waitFor()
  })

  test('signed out in another tab: the open page says so and offers to log in again', async ({
    cleanup,
  }) => {
    const user = await UserFactory.create()
    const first = await signIn(user)
    cleanup(() => first.context().close())
    await first.getByRole('status', { name: /Live updates on/ }).waitFor()

    // The same browser, another tab: it logs out.
    const second = await first.context().newPage()
    await second.goto('/dashboard')
    await waitUntilInteractive(second)
    await second.getByRole('button', { name: 'Open the user menu' }).click()
    await second.getByRole('menuitem', { name: 'Log out' }).click()
    await second.waitForURL((url) => url.pathname === '/')

    const signedOut = first.getByRole('alert').filter({ hasText: 'You have been signed out' })
    await signedOut.waitFor()
    await signedOut.getByRole('link', { name: 'Log in' }).click()
    await first.waitForURL((url) => url.pathname === '/login')
  })
})
