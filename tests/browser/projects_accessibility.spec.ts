import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { UserFactory } from '#database/factories/user_factory'
import { invitationTo, projectWith } from '#database/factories/project_factory'
import type User from '#models/user'
import { PASSWORD } from '#tests/helpers/credentials'
import { openPage, waitUntilInteractive } from '#tests/helpers/browser'
import { seriousViolations } from '#tests/helpers/axe'

/*
| The project screens pass axe-core (WCAG 2.1 A/AA) in light and dark, on a phone and a desktop:
| as staff (every control: workflow fields, members and the team to manage, invitations) and as
| the client who owns the project (the plan to accept, its confirmation dialog, the settings).
*/

async function signIn(user: User, scheme: 'light' | 'dark', width: number) {
  const page = await openPage('/login', {
    locale: 'en-US',
    colorScheme: scheme,
    viewport: { width, height: 900 },
  })
  await page.getByLabel('Email address').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
  await waitUntilInteractive(page)
  return page
}

async function visit(page: Page, path: string) {
  await page.goto(path)
  await waitUntilInteractive(page)
}

const cases = [390, 1280].flatMap((width) =>
  (['light', 'dark'] as const).map((scheme) => ({ width, scheme }))
)

test.group('Project screens pass axe-core', () => {
  test('staff: dashboard, index, show, edit at {width}px, {scheme}')
    .with(cases)
    .run(async ({ assert, cleanup }, { width, scheme }) => {
      const owner = await UserFactory.create()
      const member = await UserFactory.create()
      const staff = await UserFactory.apply('staff').create()
      const project = await projectWith(owner, [[member, 'member']], { planned: true })
      await invitationTo(project, `pending-${Date.now()}@example.com`, { invitedById: owner.id })

      const page = await signIn(staff, scheme, width)
      cleanup(() => page.context().close())
      assert.equal(
        await page.evaluate(() => document.documentElement.classList.contains('dark')),
        scheme === 'dark'
      )
      for (const path of [
        '/dashboard',
        '/projects',
        `/projects/${project.id}`,
        `/projects/${project.id}/settings`,
      ]) {
        await visit(page, path)
        assert.deepEqual(await seriousViolations(page), [], path)
      }
      await visit(page, `/projects/${project.id}/edit`)
      await page.getByLabel('Progress').fill('250')
      await page.getByRole('button', { name: 'Save changes' }).click()
      await page.getByRole('alert').first().waitFor()
      assert.deepEqual(await seriousViolations(page), [], 'edit with an error')
    })

  test('the owner: the plan to sign and its signing form at {width}px, {scheme}')
    .with(cases)
    .run(async ({ assert, cleanup }, { width, scheme }) => {
      const owner = await UserFactory.create()
      const project = await projectWith(owner, [], { planned: true })

      const page = await signIn(owner, scheme, width)
      cleanup(() => page.context().close())
      await visit(page, `/projects/${project.id}`)
      assert.deepEqual(await seriousViolations(page), [])
      // The next step's own button brings the plan into view (on a phone, the project's view).
      await page.getByRole('button', { name: 'See the plan' }).click()
      assert.deepEqual(await seriousViolations(page), [], 'the project view')
      await visit(page, `/projects/${project.id}/settings`)
      assert.deepEqual(await seriousViolations(page), [], 'settings')
      await visit(page, `/projects/${project.id}`)
      await page.getByRole('button', { name: 'See the plan' }).click()
      await page.getByRole('heading', { name: 'Sign revision 1 of the plan' }).waitFor()
      await page.getByRole('button', { name: 'Sign', exact: true }).click()
      await page.getByRole('heading', { name: 'Sign revision 1 of the plan' }).waitFor()
      assert.deepEqual(await seriousViolations(page), [], 'signing form with its errors')

      await visit(page, '/projects')
      await page.getByRole('button', { name: 'New project' }).click()
      await page.getByRole('dialog', { name: 'New project' }).waitFor()
      assert.deepEqual(await seriousViolations(page), [], 'create dialog')
    })
})
