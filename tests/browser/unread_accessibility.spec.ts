import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { UserFactory } from '#database/factories/user_factory'
import { MessageFactory, projectWith } from '#database/factories/project_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { getBrowser, baseUrl, waitUntilInteractive } from '#tests/helpers/browser'
import { seriousViolations } from '#tests/helpers/axe'

/*
| The screens with unread badges (projects index, dashboard, the sidebar on both) and the
| notifications settings pass axe-core in light and dark, on a phone and a desktop; the switch
| is reached and turned with the keyboard, and says its state.
*/
const cases = ['light', 'dark'].flatMap((theme) =>
  [390, 1280].map((width) => ({ theme: theme as 'light' | 'dark', width }))
)

test.group('Unread badges and notification settings pass axe-core', () => {
  test('at {width}px, {theme}')
    .with(cases)
    .run(async ({ assert, cleanup }, { theme, width }) => {
      const author = await UserFactory.create()
      const reader = await UserFactory.create()
      const project = await projectWith(author, [[reader, 'member']], {
        attributes: { name: 'Bakery ordering app' },
      })
      for (let index = 0; index < 3; index++) {
        await MessageFactory.merge({
          projectId: project.id,
          authorId: author.id,
          createdAt: DateTime.now(),
        }).create()
      }
      const context = await (
        await getBrowser()
      ).newContext({
        baseURL: baseUrl(),
        locale: 'en-US',
        viewport: { width, height: 900 },
        colorScheme: theme,
      })
      cleanup(() => context.close())
      await context.addCookies([{ name: 'appearance', value: theme, url: baseUrl() }])
      const page = await context.newPage()
      await page.goto('/login')
      await waitUntilInteractive(page)
      await page.getByLabel('Email address').fill(reader.email)
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await page.getByRole('button', { name: 'Log in', exact: true }).click()
      await page.waitForURL((url) => url.pathname === '/dashboard')
      await waitUntilInteractive(page)

      await page.locator('main').getByText('3 unread messages', { exact: true }).waitFor()
      assert.deepEqual(await seriousViolations(page), [], 'dashboard')
      await page.goto('/projects')
      await waitUntilInteractive(page)
      await page.locator('main').getByText('3 unread messages', { exact: true }).waitFor()
      assert.deepEqual(await seriousViolations(page), [], 'projects')

      await page.goto('/settings/notifications')
      await waitUntilInteractive(page)
      assert.deepEqual(await seriousViolations(page), [], 'notifications')
      const toggle = page.getByRole('switch', { name: 'E-mail me about unread chat messages' })
      assert.equal(await toggle.getAttribute('aria-checked'), 'true')
      await toggle.focus()
      await page.keyboard.press('Space')
      assert.equal(await toggle.getAttribute('aria-checked'), 'false')
    })
})
