import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Page } from 'playwright-core'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'
import type User from '#models/user'
import { seriousViolations } from '#tests/helpers/axe'
import { PASSWORD } from '#tests/helpers/credentials'
import { openPage, waitUntilInteractive } from '#tests/helpers/browser'

/*
| Step 6 of the workflow in Chromium, staff and the owner each in their own browser: staff hand a
| build over, the owner sees it arrive, reports what is missing (it lands in the chat), staff hand
| a new build over and the owner confirms it works; the timeline then marks "You test it" done.
*/
async function openProjectAs(user: User, projectId: number) {
  const page = await openPage('/login', { locale: 'en-US' })
  await page.getByLabel('Email address').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
  await page.goto(`/projects/${projectId}`)
  await waitUntilInteractive(page)
  await page.getByRole('status', { name: /Live updates on/ }).waitFor()
  return page
}

async function handOver(staff: Page, link: string) {
  await staff.getByLabel('Link to the build').fill(link)
  await staff.getByLabel('Note for the client (optional)').fill('Try the checkout first.')
  // The first hand-over's toast may still be showing: wait for one more than there was.
  const toasts = staff.getByText('The build is marked ready for testing.')
  const shown = await toasts.count()
  await staff.getByRole('button', { name: 'Hand over for testing' }).click()
  await toasts.nth(shown).waitFor()
}

test.group('A build to test, in the browser', () => {
  test('staff hand a build over, the owner sends it back, then confirms the next one', async ({
    assert,
    cleanup,
  }) => {
    const owner = await UserFactory.merge({ fullName: 'Olga Owner' }).create()
    const staffUser = await UserFactory.apply('staff').merge({ fullName: 'Sam Staff' }).create()
    const project = await projectWith(owner, [[staffUser, 'member']], { planned: true })
    // Being built: the plan agreed, work under way.
    await project
      .merge({
        status: 'in_progress',
        workStartedAt: DateTime.now(),
        planAcceptedAt: DateTime.now(),
        planAcceptedById: owner.id,
        planAcceptedHours: project.estimationHours,
        planAcceptedPriceMinor: project.priceMinor,
        planAcceptedCurrency: project.currency,
      })
      .save()

    const staff = await openProjectAs(staffUser, project.id)
    cleanup(() => staff.context().close())
    const client = await openProjectAs(owner, project.id)
    cleanup(() => client.context().close())
    await client
      .getByText('When the first version is ready, you will find it here to try out.')
      .waitFor()

    // Staff hand the first build over; the owner's open page shows it with their two answers.
    await handOver(staff, 'https://preview.example.com/v1')
    await client
      .getByText('Please try this build and tell us whether it works as agreed.')
      .waitFor()
    const open = client.getByRole('link', { name: 'Open the build' })
    assert.equal(await open.getAttribute('href'), 'https://preview.example.com/v1')
    assert.equal(await open.getAttribute('target'), '_blank')
    assert.deepEqual(await seriousViolations(client), [])

    // Something is missing: the note goes to the chat, as the owner's message, and staff see it.
    await client.getByRole('button', { name: 'Something is missing' }).click()
    await client
      .getByLabel('What is missing or not working?')
      .fill('The payment page shows an error on my phone.')
    await client.getByRole('button', { name: 'Send to the team' }).click()
    await client
      .getByText('Your notes are in the chat. We will get back to you with a new build.')
      .waitFor()
    await staff
      .getByRole('log', { name: 'Conversation' })
      .getByText('The payment page shows an error on my phone.')
      .waitFor()
    await client
      .getByText('The owner asked for changes. The next build will appear here.')
      .waitFor()

    // The next build: the owner confirms it works.
    await staff.getByRole('button', { name: 'Hand over a new build' }).click()
    await handOver(staff, 'https://preview.example.com/v2')
    await client.getByRole('button', { name: 'It works' }).click()
    const dialog = client.getByRole('alertdialog', { name: 'Confirm that the build works?' })
    await dialog.getByRole('button', { name: 'It works' }).click()
    await client.getByText('Thank you. The build is confirmed.').waitFor()
    await staff.getByText(/Confirmed by Olga Owner on/).waitFor()

    const testing = client.locator('li', { hasText: 'You test it' })
    assert.equal(await testing.locator('time').count(), 1)
    // What comes next is the launch.
    assert.include(
      await client.locator('li[aria-current="step"]').innerText(),
      'Launch and ongoing support'
    )
  })
})
