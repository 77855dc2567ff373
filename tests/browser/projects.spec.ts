import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { listMails } from '#services/dev_mailbox'
import { UserFactory } from '#database/factories/user_factory'
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
  await page.getByRole('button', { name: 'Log in' }).click()
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

    // Verifying (the link asks to log in first) puts them straight into the project.
    await invitee.goto(await mailLink(inviteeEmail, '/email/verify/'))
    await waitUntilInteractive(invitee)
    await logIn(invitee, inviteeEmail, password)
    await invitee.getByRole('heading', { level: 1, name: projectName }).waitFor()
    await invitee.getByText('Your role: Member').waitFor()

    // The owner's open page shows the new member without a reload.
    const members = owner.getByRole('list', { name: /^Members/ })
    await members.getByRole('listitem').filter({ hasText: inviteeName }).waitFor()
    await members.getByRole('listitem').filter({ hasText: inviteeEmail }).waitFor()
    // ...and the notice of it in the project's stream, in the reader's language.
    await owner.getByText(`${inviteeName} joined the project as member`).waitFor()

    // Removing them sends their open page to the projects list, with a notice.
    await owner.getByRole('button', { name: `Remove ${inviteeName}` }).click()
    const confirmRemoval = owner.getByRole('alertdialog', {
      name: `Remove ${inviteeName} from the project?`,
    })
    await confirmRemoval.getByRole('button', { name: 'Remove' }).click()
    await owner.getByText('User removed.').waitFor()
    await owner.getByText(`${inviteeName} was removed from the project`).waitFor()
    await invitee.waitForURL((url) => url.pathname === '/projects')
    await invitee.getByText(`You were removed from ${projectName}.`).waitFor()
    await members
      .getByRole('listitem')
      .filter({ hasText: inviteeName })
      .waitFor({ state: 'detached' })

    // The owner deletes the project after confirming.
    await owner.getByRole('button', { name: 'Delete project' }).click()
    await owner
      .getByRole('alertdialog', { name: `Delete ${projectName}?` })
      .getByRole('button', { name: 'Delete for good' })
      .click()
    await owner.waitForURL((url) => url.pathname === '/projects')
    await owner.getByText('Project deleted.').waitFor()
    await owner.getByRole('heading', { name: 'Start your first project' }).waitFor()
  })

  test('the create dialog keeps what was typed and shows translated errors beside the fields', async ({
    assert,
    cleanup,
  }) => {
    const { page } = await signedIn('/dashboard')
    cleanup(() => page.context().close())
    const trigger = page.getByRole('button', { name: 'New project' })
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
