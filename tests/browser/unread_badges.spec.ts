import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { RealtimeServer } from '#realtime/realtime_server'
import { userChannel } from '#shared/realtime'
import type { Page } from 'playwright-core'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { getBrowser, baseUrl, waitUntilInteractive } from '#tests/helpers/browser'

/* Anna posts and deletes as the chat does: JSON with the page's CSRF token in the header. */
async function sendAs(page: Page, method: 'POST' | 'DELETE', url: string, body?: object) {
  const { status, data } = await page.evaluate(
    async (request) => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content
      const response = await fetch(request.url, {
        method: request.method,
        headers: {
          'Content-Type': 'application/json',
          'Accept': 'application/json',
          'X-CSRF-TOKEN': token,
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      })
      return { status: response.status, data: (await response.json()).data }
    },
    { method, url, body }
  )
  if (status >= 300) throw new Error(`${method} ${url} answered ${status}`)
  return data as { id: number }
}

function postAs(page: Page, projectId: number, text: string) {
  return sendAs(page, 'POST', `/projects/${projectId}/messages`, {
    text,
    replyToId: null,
    clientKey: crypto.randomUUID(),
  })
}

/*
| Unread badges in Chromium, two people: Anna writes in a project; Ben, on the projects list and
| on the dashboard in two tabs, sees the counts of the project and of the sidebar go up as the
| messages arrive, drop when Anna deletes one he has not read, and go down in both tabs once he
| opens the project in one of them.
*/
async function signIn(email: string) {
  const context = await (await getBrowser()).newContext({ baseURL: baseUrl(), locale: 'en-US' })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`))
  await page.goto('/login')
  await waitUntilInteractive(page)
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
  await waitUntilInteractive(page)
  return page
}

const sidebarProjects = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Projects/ })

/* Both of Ben's tabs hold his personal channel before anything is posted. */
async function waitForSubscribers(channel: string, count: number) {
  const realtime = await app.container.make(RealtimeServer)
  for (let attempt = 0; attempt < 100; attempt++) {
    if (((await realtime.channelStats()).get(channel)?.subscriptionCount ?? 0) >= count) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`Fewer than ${count} subscribers on ${channel}`)
}

test.group('Unread badges in the browser', () => {
  test('counts go up live as messages arrive, drop when an unread one is deleted, and clear once the project is opened', async ({
    cleanup,
    assert,
  }) => {
    const anna = await UserFactory.merge({ fullName: 'Anna Author' }).create()
    const ben = await UserFactory.merge({ fullName: 'Ben Reader' }).create()
    const name = `Harbour app ${Date.now()}`
    const project = await projectWith(anna, [[ben, 'member']], { attributes: { name } })

    const writer = await signIn(anna.email)
    cleanup(() => writer.context().close())
    const list = await signIn(ben.email)
    cleanup(() => list.context().close())
    await list.goto('/projects')
    await waitUntilInteractive(list)
    const dashboard = await list.context().newPage()
    await dashboard.goto('/dashboard')
    await waitUntilInteractive(dashboard)
    const card = list.getByRole('listitem').filter({ hasText: name })
    await card.waitFor()
    assert.equal(await card.getByText(/unread message/).count(), 0)

    // Once both tabs hold Ben's personal channel, Anna writes twice.
    await waitForSubscribers(userChannel.name({ id: ben.id }), 2)
    await postAs(writer, project.id, 'The oven arrives on Monday.')
    await postAs(writer, project.id, 'Can you check the menu?')

    await card.getByText('2 unread messages').waitFor()
    await sidebarProjects(list).getByText('2 unread messages').waitFor()
    const row = dashboard.getByRole('list', { name: 'Recent projects' }).getByRole('listitem')
    await row.filter({ hasText: name }).getByText('2 unread messages').waitFor()
    await sidebarProjects(dashboard).getByText('2 unread messages').waitFor()

    const hours = await postAs(writer, project.id, 'And the opening hours.')
    await card.getByText('3 unread messages').waitFor()
    await sidebarProjects(dashboard).getByText('3 unread messages').waitFor()

    // Anna deletes the message Ben has not read yet: every badge drops without a reload.
    await sendAs(writer, 'DELETE', `/messages/${hours.id}`)
    await card.getByText('2 unread messages').waitFor()
    await sidebarProjects(list).getByText('2 unread messages').waitFor()
    await row.filter({ hasText: name }).getByText('2 unread messages').waitFor()
    await sidebarProjects(dashboard).getByText('2 unread messages').waitFor()

    // Ben opens the project from the list: read. The other tab follows without a reload.
    await card.getByRole('link', { name }).click()
    await list.getByRole('heading', { level: 1, name }).waitFor()
    await sidebarProjects(list)
      .getByText(/unread message/)
      .waitFor({ state: 'detached' })
    await sidebarProjects(dashboard)
      .getByText(/unread message/)
      .waitFor({ state: 'detached' })
    await row
      .filter({ hasText: name })
      .getByText(/unread message/)
      .waitFor({ state: 'detached' })

    // While the project is open, what arrives is read as it shows: no badge comes back.
    await postAs(writer, project.id, 'Seen as it arrives.')
    await list.getByText('Seen as it arrives.').waitFor()
    await sidebarProjects(dashboard)
      .getByText(/unread message/)
      .waitFor({ state: 'detached' })
    await sidebarProjects(list)
      .getByText(/unread message/)
      .waitFor({ state: 'detached' })

    await list.goBack()
    await list.getByRole('listitem').filter({ hasText: name }).waitFor()
    assert.equal(
      await list
        .getByRole('listitem')
        .filter({ hasText: name })
        .getByText(/unread message/)
        .count(),
      0
    )
  })

  test("a project its owner deletes leaves a member's dashboard at once, with a notice and without its unread", async ({
    cleanup,
    assert,
  }) => {
    const anna = await UserFactory.merge({ fullName: 'Anna Author' }).create()
    const ben = await UserFactory.merge({ fullName: 'Ben Reader' }).create()
    const name = `Bakery app ${Date.now()}`
    const project = await projectWith(anna, [[ben, 'member']], { attributes: { name } })

    const owner = await signIn(anna.email)
    cleanup(() => owner.context().close())
    const dashboard = await signIn(ben.email)
    cleanup(() => dashboard.context().close())
    await waitForSubscribers(userChannel.name({ id: ben.id }), 1)
    await postAs(owner, project.id, 'Here is the first draft.')
    const row = dashboard
      .getByRole('list', { name: 'Recent projects' })
      .getByRole('listitem')
      .filter({ hasText: name })
    await row.getByText('1 unread message').waitFor()
    await sidebarProjects(dashboard).getByText('1 unread message').waitFor()

    // Anna deletes the project from its settings page, as she would.
    await owner.goto(`/projects/${project.id}/settings`)
    await waitUntilInteractive(owner)
    await owner.getByRole('button', { name: 'Delete project' }).click()
    await owner
      .getByRole('alertdialog', { name: `Delete ${name}?` })
      .getByRole('button', { name: 'Delete for good' })
      .click()
    await owner.getByText('Project deleted.').waitFor()

    // Ben's dashboard says so, drops the project and its unread message without a reload.
    await dashboard.getByText(`${name} was deleted.`).waitFor()
    await row.waitFor({ state: 'detached' })
    await sidebarProjects(dashboard)
      .getByText(/unread message/)
      .waitFor({ state: 'detached' })
    // Anna's own deletion is confirmed once, by her flash message.
    assert.equal(await owner.getByText(`${name} was deleted.`).count(), 0)
  })
})
