import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Page } from 'playwright-core'
import i18nManager from '@adonisjs/i18n/services/main'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'
import type User from '#models/user'
import PlanRevision from '#models/plan_revision'
import { proposePlan } from '#actions/projects/plan_revisions'
import { seriousViolations } from '#tests/helpers/axe'
import { signedInPage, waitUntilInteractive } from '#tests/helpers/browser'

/*
| The plan in milestones in Chromium: staff split a plan into three milestones with a deposit,
| watching what is left to allocate; the owner reads it and agrees; the timeline shows the
| milestones. A second revision shows the owner its differences. Screenshots of the staff form,
| the owner's view with differences and the timeline at 390 and 1280 px, light and dark.
*/
const YEAR = DateTime.now().plus({ years: 1 }).year

async function projectPage(
  user: User,
  projectId: number,
  width = 1280,
  scheme: 'light' | 'dark' = 'light'
) {
  const page = await signedInPage(user, { viewport: { width, height: 2000 }, colorScheme: scheme })
  await page.goto(new URL(`/projects/${projectId}`, page.url()).toString())
  await waitUntilInteractive(page)
  // Phones show the chat first; the plan and the timeline are one tap away.
  if (width < 1024) await page.getByRole('button', { name: 'Project', exact: true }).click()
  return page
}

async function fillMilestone(page: Page, index: number, values: string[]) {
  const row = page.getByRole('group', { name: 'Milestones' }).locator('> div').nth(index)
  const [title, criteria, hours, amount, date] = values
  await row.getByLabel('Title').fill(title)
  await row.getByLabel('What is delivered (acceptance criteria)').fill(criteria)
  await row.getByLabel('Hours').fill(hours)
  await row.getByLabel('Amount').fill(amount)
  await row.getByLabel('Target date').fill(date)
}

test.group('The plan in milestones, in the browser', () => {
  test('staff split the plan into three milestones and a deposit; the owner agrees; the timeline shows them; its build accepted makes a draft', async ({
    assert,
    cleanup,
  }) => {
    const owner = await UserFactory.merge({ fullName: 'Olga Owner' }).create()
    const staffUser = await UserFactory.apply('staff').merge({ fullName: 'Sam Staff' }).create()
    const project = await projectWith(owner, [[staffUser, 'member']], {
      attributes: { status: 'analyzing', analysisStartedAt: DateTime.now() },
    })

    const staff = await projectPage(staffUser, project.id)
    cleanup(() => staff.context().close())
    await staff.getByRole('button', { name: 'Propose the plan' }).click()
    const dialog = staff.getByRole('dialog', { name: 'Propose a plan' })
    await dialog.getByLabel('Hours', { exact: true }).first().fill('120')
    await dialog.getByLabel('Price').fill('9600')
    await dialog.getByLabel('Deposit (%)').fill('30')
    // Design's target date has passed: both sides see it overdue on the timeline.
    const past = DateTime.now().minus({ days: 5 }).toISODate()!
    await fillMilestone(staff, 0, ['Design', 'Clickable prototype', '40', '3200', past])
    await dialog.getByText('Left to allocate: 80 hours · €6,400.00').waitFor()
    await dialog.getByRole('button', { name: 'Add a milestone' }).click()
    await fillMilestone(staff, 1, [
      'Build',
      'Working app on staging',
      '60',
      '4800',
      `${YEAR}-04-30`,
    ])
    await dialog.getByRole('button', { name: 'Add a milestone' }).click()
    await fillMilestone(staff, 2, ['Launch', 'Live on the domain', '20', '1600', `${YEAR}-05-31`])
    await dialog.getByText('Everything is allocated.').waitFor()
    await staff.screenshot({ path: 'tmp/plan-form-staff-1280-light.png' })
    await dialog.getByRole('button', { name: 'Propose to the owner' }).click()
    // The flash's words are the functional tests' to check: a toast comes and goes.
    await dialog.waitFor({ state: 'hidden' })

    // The owner reads the milestones and the payment terms, and signs.
    const client = await projectPage(owner, project.id)
    cleanup(() => client.context().close())
    const plan = client.locator('#project-plan')
    await plan.getByText('Deposit on agreement: 30% (€2,880.00)').waitFor()
    assert.isTrue(await plan.getByText('€3,200.00').isVisible())
    assert.isTrue(await plan.getByText('Each invoice payable within 14 days').isVisible())
    await plan.getByRole('heading', { name: 'Sign revision 1 of the plan' }).waitFor()
    await plan.getByLabel('Your full name').fill('Olga Owner')
    await plan.getByLabel('I agree that this is my electronic signature').check()
    await plan.getByRole('button', { name: 'Sign', exact: true }).click()
    await plan.getByText(/Revision 1, agreed by Olga Owner/).waitFor()

    const timeline = client.getByRole('list', { name: 'Milestones' })
    await timeline.waitFor()
    assert.deepEqual(
      await timeline
        .locator('> li')
        .evaluateAll((items) =>
          items.map((item) => item.querySelector('.font-medium')?.textContent)
        ),
      ['Design', 'Build', 'Launch']
    )
    assert.equal(await timeline.locator('li[aria-current="step"]').getByText('Design').count(), 1)
    assert.isTrue(await timeline.getByText('Overdue').isVisible())
    const staffTimeline = staff.getByRole('list', { name: 'Milestones' })
    await staff.reload()
    await staffTimeline.getByText('Overdue').waitFor()
    assert.deepEqual(await seriousViolations(client), [])

    // Revision 2: the Design milestone grows and moves, Support replaces Launch.
    const agreed = await PlanRevision.query()
      .where('project_id', project.id)
      .preload('milestones', (query) => query.orderBy('position'))
      .firstOrFail()
    const [design, build] = agreed.milestones
    await proposePlan(
      staffUser,
      project.id,
      {
        estimationHours: 130,
        price: 1_040_000,
        currency: 'EUR',
        depositPercent: 30,
        paymentDays: 14,
        milestones: [
          {
            key: design.key,
            title: 'Design',
            criteria: 'Clickable prototype',
            hours: 50,
            amount: 400_000,
            targetDate: `${YEAR}-03-01`,
          },
          {
            key: build.key,
            title: 'Build',
            criteria: 'Working app on staging',
            hours: 60,
            amount: 480_000,
            targetDate: `${YEAR}-04-30`,
          },
          {
            title: 'Support',
            criteria: 'Three months of fixes',
            hours: 20,
            amount: 160_000,
            targetDate: `${YEAR}-08-31`,
          },
        ],
      },
      i18nManager.locale('en')
    )

    for (const width of [1280, 390]) {
      for (const scheme of ['light', 'dark'] as const) {
        const suffix = `${width}-${scheme}`
        const ownerPage = await projectPage(owner, project.id, width, scheme)
        const card = ownerPage.locator('#project-plan')
        await card.getByText('Changes against revision 1').waitFor()
        assert.isTrue(await card.getByText('Removed: Launch').isVisible())
        assert.isTrue(await card.getByText('New', { exact: true }).isVisible())
        assert.isTrue(await card.getByText('Changed: hours, amount, and target date').isVisible())
        await card.screenshot({ path: `tmp/plan-owner-diff-${suffix}.png` })
        await ownerPage
          .getByRole('list', { name: 'Milestones' })
          .locator('xpath=../..')
          .screenshot({
            path: `tmp/plan-timeline-${suffix}.png`,
          })
        await ownerPage.context().close()

        const staffPage = await projectPage(staffUser, project.id, width, scheme)
        await staffPage.getByRole('button', { name: 'Propose a new revision' }).click()
        await staffPage.getByRole('dialog').getByText('Everything is allocated.').waitFor()
        await staffPage.screenshot({ path: `tmp/plan-form-staff-${suffix}.png` })
        await staffPage.context().close()
      }
    }

    // Being built: staff hand Design's build over, the owner's "It works" accepts Design and
    // its draft invoice waits on the team's dashboard.
    await project.merge({ status: 'in_progress', workStartedAt: DateTime.now() }).save()
    await staff.reload()
    await waitUntilInteractive(staff)
    await staff.getByLabel('Link to the build').fill('https://preview.example.com/design')
    await staff
      .getByLabel('Milestone this build delivers (optional)')
      .selectOption({ label: 'Design' })
    await staff.getByRole('button', { name: 'Hand over for testing' }).click()
    await staff.getByText(/^Ready for testing since /).waitFor()

    await client.reload()
    await waitUntilInteractive(client)
    await client.getByText('This build delivers the milestone “Design”.').waitFor()
    await client.getByRole('button', { name: 'It works' }).click()
    await client
      .getByRole('alertdialog')
      .getByText('You confirm the build works as agreed and accept the milestone “Design”.')
      .waitFor()
    await client.getByRole('alertdialog').getByRole('button', { name: 'It works' }).click()
    await client
      .getByRole('list', { name: 'Milestones' })
      .getByText(/^Accepted on /)
      .waitFor()

    await staff.goto(new URL('/dashboard', staff.url()).toString())
    await waitUntilInteractive(staff)
    const ready = staff.getByRole('list', { name: /^Milestones ready to invoice/ })
    await ready.getByText(/^Design · /).waitFor()
    await ready.getByRole('link', { name: 'Review draft: the invoice for “Design”' }).click()
    await staff.waitForURL((url) => /^\/invoices\/\d+$/.test(url.pathname))
    await staff.getByText('Milestone: Design').first().waitFor()
  }).timeout(300_000)
})
