import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Page } from 'playwright-core'
import type User from '#models/user'
import { listMails } from '#infrastructure/dev_mailbox'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { openPage, takeHydrationErrors, waitUntilInteractive } from '#tests/helpers/browser'
import { seriousViolations } from '#tests/helpers/axe'

/*
| The dashboard in Chromium: a client is led to what needs them and agrees to a plan in one
| click; staff see the client's move; a new account sees its first steps; the verification
| link opened in another browser asks for the password and says why. Every screen passes axe
| in light and dark, on a phone and a desktop.
*/
async function signIn(
  user: User,
  options: { scheme?: 'light' | 'dark'; width?: number } = {}
): Promise<Page> {
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

async function plannedProject(owner: User, name: string) {
  const project = await projectWith(owner, [], { planned: true, attributes: { name } })
  // Proposed long ago: the oldest of the team's overdue plans, whatever other tests left.
  await project.merge({ planProposedAt: DateTime.now().minus({ years: 20 }) }).save()
  return project
}

test.group('Dashboard', () => {
  test('a plan waiting leads the dashboard; it leads to the plan to sign; staff see it leave their queue', async ({
    assert,
  }) => {
    const owner = await UserFactory.create()
    const staff = await UserFactory.apply('staff').create()
    const name = `Website redesign ${Date.now()}`
    await plannedProject(owner, name)

    const team = await signIn(staff)
    const overdue = team.getByRole('list', { name: /^Plans not agreed for more than/ })
    await overdue.getByRole('listitem').filter({ hasText: name }).waitFor()

    const page = await signIn(owner)
    const needsYou = page.getByRole('list', { name: 'Needs your attention' })
    const first = needsYou.getByRole('listitem').first()
    assert.equal(
      await first.getByText(`${name}: a plan is waiting for your agreement`).count(),
      1,
      'the plan is the first thing on the dashboard'
    )
    await first.getByText('120 hours · €9,600.00').waitFor()
    await first.getByRole('link', { name: `Read and sign the plan for ${name}` }).click()

    await page.getByRole('heading', { level: 1, name }).waitFor()
    const plan = page.locator('#project-plan')
    await plan.getByLabel('Your full name').fill(owner.fullName)
    await plan.getByLabel('I agree that this is my electronic signature').check()
    await plan.getByRole('button', { name: 'Sign', exact: true }).click()
    await plan.getByRole('link', { name: 'Download the signed PDF' }).waitFor()

    await page.goto('/dashboard')
    await waitUntilInteractive(page)
    await page.getByRole('heading', { name: 'Recent projects' }).waitFor()
    assert.equal(await page.getByText(`${name}: a plan is waiting for your agreement`).count(), 0)

    // The team's dashboard after the client agreed: the plan has left the overdue queue.
    await team.reload()
    await waitUntilInteractive(team)
    await team.getByRole('heading', { name: 'Waiting for the team' }).waitFor()
    assert.equal(await overdue.getByRole('listitem').filter({ hasText: name }).count(), 0)
    await page.context().close()
    await team.context().close()
  }).timeout(120_000)

  test('a new account sees its first two steps, and the first one opens the project form', async () => {
    const user = await UserFactory.create()
    const page = await signIn(user)
    const steps = page.getByRole('list', { name: 'Start your first project' })
    await steps.getByRole('heading', { name: 'Create a project' }).waitFor()
    await steps.getByRole('heading', { name: 'Tell us about it' }).waitFor()
    await steps.getByRole('button', { name: 'Create a project' }).click()
    await page.getByRole('dialog').getByLabel('Project name').waitFor()
    await page.context().close()
  })

  test('the verification link in another browser verifies and asks for the password, saying why', async () => {
    const email = `elsewhere-${Date.now()}@example.com`
    const password = 'a long and unusual passphrase'
    const registering = await openPage('/register', { locale: 'en-US' })
    await registering.getByLabel('Full name').fill('Eli Elsewhere')
    await registering.getByLabel('Email address').fill(email)
    await registering.getByLabel('Password', { exact: true }).fill(password)
    await registering.getByLabel('Confirm password').fill(password)
    await registering.getByRole('checkbox').check()
    await registering.getByRole('button', { name: 'Create account' }).click()
    await registering.getByRole('heading', { name: 'Verify your email address' }).waitFor()

    let link: string | undefined
    for (let attempt = 0; attempt < 50 && !link; attempt++) {
      const mail = (await listMails()).find((entry) => entry.to.includes(email))
      link = mail?.links.find((entry) => entry.includes('/email/verify/'))
      if (!link) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const phone = await openPage(new URL(link!).pathname + new URL(link!).search, {
      locale: 'en-US',
    })
    await phone
      .getByRole('status')
      .filter({ hasText: 'only the browser you registered in is signed in by the link' })
      .waitFor()
    await phone.getByLabel('Email address').fill(email)
    await phone.getByLabel('Password', { exact: true }).fill(password)
    await phone.getByRole('button', { name: 'Log in', exact: true }).click()
    await phone.getByRole('heading', { name: 'Welcome, Eli Elsewhere' }).waitFor()
    await registering.context().close()
    await phone.context().close()
  })

  test('axe: the client, the new account and the staff dashboards in light and dark', async ({
    assert,
  }) => {
    // Twelve sign-ins (three people, two widths, two schemes).
    const owner = await UserFactory.create()
    const fresh = await UserFactory.create()
    const staff = await UserFactory.apply('staff').create()
    await plannedProject(owner, `Accessible plan ${Date.now()}`)
    for (const width of [390, 1280]) {
      for (const scheme of ['light', 'dark'] as const) {
        for (const [who, user] of [
          ['client', owner],
          ['new account', fresh],
          ['staff', staff],
        ] as const) {
          const page = await signIn(user, { scheme, width })
          assert.deepEqual(await seriousViolations(page), [], `${who} ${scheme} ${width}`)
          await page.context().close()
        }
      }
    }
  }).timeout(300_000)

  test('a page the browser hydrates minutes after the server rendered it keeps the server HTML', async ({
    assert,
  }) => {
    const owner = await UserFactory.create()
    const staff = await UserFactory.apply('staff').create()
    const name = `Clock check ${Date.now()}`
    await projectWith(owner, [], { attributes: { name } })
    const page = await signIn(staff)
    await page.getByText(name).first().waitFor()

    // The browser's clock runs three minutes ahead of the server's, as when a minute turns
    // between the server's render and the hydration ("Created just now" / "3 minutes ago").
    await page.context().addInitScript(() => {
      const realNow = Date.now.bind(Date)
      Date.now = () => realNow() + 3 * 60_000
    })
    takeHydrationErrors()
    await page.goto('/dashboard')
    await waitUntilInteractive(page)
    await page.getByText(name).first().waitFor()
    await page.waitForLoadState('networkidle')
    assert.deepEqual(takeHydrationErrors(), [])
    await page.context().close()
  })
})
