import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { listMails } from '#infrastructure/dev_mailbox'
import { UserFactory } from '#database/factories/user_factory'
import { MessageFactory, projectWith } from '#database/factories/project_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { openPage, waitUntilInteractive } from '#tests/helpers/browser'

/*
| Projects in Chromium, as two people use them: the owner creates a project in the dialog and
| invites someone by e-mail; the invitee follows the e-mail's link in their own browser,
| creates the account, verifies it and lands in the project; the owner sees them arrive, removes
| them (their open page leaves for the list) and deletes the project. Elements are found by
| role and label, e-mails are the ones the app really sent.
*/

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}

async function signedIn(path: string) {
  const user = await UserFactory.create()
  const page = await openPage('/login', { locale: 'en-US' })
  await logIn(page, user.email)
  await page.waitForURL((url) => url.pathname === '/dashboard')
  await page.goto(path)
  await waitUntilInteractive(page)
  return { user, page }
}

async function signedInAs(email: string, path: string) {
  const page = await openPage('/login', { locale: 'en-US' })
  await logIn(page, email)
  await page.waitForURL((url) => url.pathname === '/dashboard')
  await page.goto(path)
  await waitUntilInteractive(page)
  return page
}

async function mailLink(email: string, path: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mail = (await listMails()).find((entry) => entry.to.includes(email))
    const link = mail?.links.find((entry) => new URL(entry).pathname.startsWith(path))
    if (link) return link
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`No e-mail to ${email} with a link to ${path}`)
}

test.group('Projects in the browser', () => {
  test('create in the dialog, invite, the invitee signs up and joins, removal, deletion', async ({
    assert,
    cleanup,
  }) => {
    const projectName = `Harbour app ${Date.now()}`
    const inviteeEmail = `invitee-${Date.now()}@example.com`
    const inviteeName = 'Ivy Invitee'
    const password = 'a long and private passphrase'

    // The owner creates the project from the dialog and lands on it.
    const { page: owner } = await signedIn('/projects')
    cleanup(() => owner.context().close())
    await owner.getByRole('button', { name: 'Create your first project' }).click()
    const dialog = owner.getByRole('dialog', { name: 'New project' })
    await dialog.getByLabel('Project name').fill(projectName)
    await dialog.getByLabel('Description').fill('A booking app for the harbour.')
    await dialog.getByRole('button', { name: 'Create project' }).click()
    await owner.getByRole('heading', { level: 1, name: projectName }).waitFor()
    await owner.getByText('Project created.').waitFor()
    await owner.getByText('No messages yet').waitFor()

    // Members, invitations and deletion live on the project's settings page.
    const projectPath = new URL(owner.url()).pathname
    await owner.getByRole('link', { name: 'Project settings' }).click()
    await owner.getByRole('heading', { level: 1, name: 'Project settings' }).waitFor()
    await waitUntilInteractive(owner)

    // Invites an address that has no account yet.
    await owner.getByLabel('Email address').fill(inviteeEmail)
    await owner.getByLabel('Role in the project').selectOption('member')
    await owner.getByRole('button', { name: 'Send invitation' }).click()
    await owner.getByText('User invited.').waitFor()
    await owner.getByRole('button', { name: `Revoke the invitation for ${inviteeEmail}` }).waitFor()

    // The invitee opens the e-mail's link in their own browser and creates the account.
    const invitee = await openPage(await mailLink(inviteeEmail, '/invitations/'), {
      locale: 'en-US',
    })
    cleanup(() => invitee.context().close())
    await invitee.getByRole('heading', { name: `Join ${projectName}` }).waitFor()
    await invitee.getByRole('link', { name: 'Create account' }).click()
    await invitee.getByLabel('Full name').waitFor()
    await waitUntilInteractive(invitee)
    await invitee.getByLabel('Full name').fill(inviteeName)
    await invitee.getByLabel('Email address').fill(inviteeEmail)
    await invitee.getByLabel('Password', { exact: true }).fill(password)
    await invitee.getByLabel('Confirm password').fill(password)
    await invitee.getByRole('checkbox').check()
    await invitee.getByRole('button', { name: 'Create account' }).click()
    await invitee.getByRole('heading', { name: 'Verify your email address' }).waitFor()

    // Verifying in the browser that registered signs them in and puts them into the project.
    await invitee.goto(await mailLink(inviteeEmail, '/email/verify/'))
    await waitUntilInteractive(invitee)
    await invitee.getByRole('heading', { level: 1, name: projectName }).waitFor()
    await invitee.getByText('Your role: Member').waitFor()
    // A member has no settings page to go to.
    assert.equal(await invitee.getByRole('link', { name: 'Project settings' }).count(), 0)

    // The owner's open settings page shows the new member without a reload.
    const members = owner.getByRole('list', { name: /^Members/ })
    await members.getByRole('listitem').filter({ hasText: inviteeName }).waitFor()
    await members.getByRole('listitem').filter({ hasText: inviteeEmail }).waitFor()

    // Removing them turns their open page into a notice that their access ended.
    await owner.getByRole('button', { name: `Remove ${inviteeName}` }).click()
    const confirmRemoval = owner.getByRole('alertdialog', {
      name: `Remove ${inviteeName} from the project?`,
    })
    await confirmRemoval.getByRole('button', { name: 'Remove' }).click()
    await owner.getByText('User removed.').waitFor()
    await invitee
      .getByRole('alert')
      .filter({ hasText: 'You no longer have access to this project' })
      .waitFor()
    await members
      .getByRole('listitem')
      .filter({ hasText: inviteeName })
      .waitFor({ state: 'detached' })

    // Back in the project, the chat tells both in the reader's language.
    await owner.getByRole('link', { name: 'Back to the project' }).click()
    await owner.waitForURL((url) => url.pathname === projectPath)
    await owner.getByText(`${inviteeName} joined the project as member`).waitFor()
    await owner.getByText(`${inviteeName} was removed from the project`).waitFor()

    // The owner deletes the project from its settings after confirming.
    await owner.getByRole('link', { name: 'Project settings' }).click()
    await waitUntilInteractive(owner)
    await owner.getByRole('button', { name: 'Delete project' }).click()
    await owner
      .getByRole('alertdialog', { name: `Delete ${projectName}?` })
      .getByRole('button', { name: 'Delete for good' })
      .click()
    await owner.waitForURL((url) => url.pathname === '/projects')
    await owner.getByText('Project deleted.').waitFor()
    await owner.getByRole('heading', { name: 'Start your first project' }).waitFor()
  })

  test('the company team in a project: Super Admin, the team mark in the chat, changed only by staff', async ({
    assert,
    cleanup,
  }) => {
    const owner = await UserFactory.merge({ fullName: 'Olga Owner' }).create()
    const staff = await UserFactory.apply('staff').merge({ fullName: 'Adam Admin' }).create()
    const colleague = await UserFactory.apply('staff')
      .merge({ fullName: `Tina Team ${Date.now()}` })
      .create()
    const project = await projectWith(owner, [[staff, 'member']])
    await MessageFactory.merge({
      projectId: project.id,
      authorId: staff.id,
      body: 'Hello from the team',
    }).create()

    // The owner sees staff as the company's team: in the chat and on the settings page, where
    // nothing offers to remove them or change their role.
    const client = await signedInAs(owner.email, `/projects/${project.id}`)
    cleanup(() => client.context().close())
    await client
      .locator('li[id^="chat-message-"]')
      .filter({ hasText: 'Hello from the team' })
      .getByText('Team', { exact: true })
      .waitFor()
    await client.getByRole('link', { name: 'Project settings' }).click()
    await waitUntilInteractive(client)
    const row = client
      .getByRole('list', { name: /^Members/ })
      .getByRole('listitem')
      .filter({ hasText: 'Adam Admin' })
    await row.getByText('Super Admin', { exact: true }).waitFor()
    await row.getByText('Only the company’s team changes this.').waitFor()
    assert.equal(await row.getByRole('button', { name: /Remove/ }).count(), 0)
    assert.equal(await row.getByRole('combobox').count(), 0)

    // Staff put a colleague on the project's team, and can take them off again.
    const admin = await signedInAs(staff.email, `/projects/${project.id}/settings`)
    cleanup(() => admin.context().close())
    await admin
      .getByLabel('Staff account')
      .selectOption({ label: `${colleague.fullName} (${colleague.email})` })
    await admin.getByRole('button', { name: 'Add to the team' }).click()
    await admin.getByText('Added to the project’s team.').waitFor()
    const added = admin
      .getByRole('list', { name: /^Members/ })
      .getByRole('listitem')
      .filter({ hasText: colleague.fullName })
    await added.getByText('Super Admin', { exact: true }).waitFor()
    // The owner's open page shows the colleague arrive, still out of the owner's reach.
    const arrived = client
      .getByRole('list', { name: /^Members/ })
      .getByRole('listitem')
      .filter({ hasText: colleague.fullName })
    await arrived.getByText('Super Admin', { exact: true }).waitFor()
    assert.equal(await arrived.getByRole('button', { name: /Remove/ }).count(), 0)

    await added.getByRole('button', { name: `Remove ${colleague.fullName}` }).click()
    await admin
      .getByRole('alertdialog', { name: `Take ${colleague.fullName} off this project?` })
      .getByRole('button', { name: 'Remove' })
      .click()
    await admin.getByText('User removed.').waitFor()
    await added.waitFor({ state: 'detached' })
  })

  test('the create dialog keeps what was typed and shows translated errors beside the fields', async ({
    assert,
    cleanup,
  }) => {
    const { page } = await signedIn('/dashboard')
    cleanup(() => page.context().close())
    // A new account's dashboard opens the dialog from its first step.
    const trigger = page.getByRole('button', { name: 'Create a project' })
    await trigger.click()
    const dialog = page.getByRole('dialog', { name: 'New project' })
    await dialog.getByLabel('Description').fill('Kept after an error')
    await dialog.getByRole('button', { name: 'Create project' }).click()
    await dialog.getByRole('alert').filter({ hasText: 'Project name is required.' }).waitFor()
    assert.equal(await dialog.getByLabel('Description').inputValue(), 'Kept after an error')

    await dialog.getByLabel('Project name').fill('ab')
    await dialog.getByRole('button', { name: 'Create project' }).click()
    await dialog.getByRole('alert').filter({ hasText: 'Must be at least 3 characters.' }).waitFor()
    assert.equal(
      await dialog.getByLabel('Project name').getAttribute('aria-describedby'),
      'create-name-error'
    )

    // Escape closes it and gives the focus back to the button that opened it.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    assert.isTrue(await trigger.evaluate((element) => element === document.activeElement))

    // In Slovak, the same dialog speaks Slovak, its errors included.
    await page.goto('/projects?lang=sk')
    await waitUntilInteractive(page)
    await page.getByRole('button', { name: 'Vytvoriť prvý projekt' }).click()
    const slovak = page.getByRole('dialog', { name: 'Nový projekt' })
    await slovak.getByRole('button', { name: 'Vytvoriť projekt' }).click()
    await slovak.getByRole('alert').filter({ hasText: 'Názov projektu je povinný.' }).waitFor()
  })
})
