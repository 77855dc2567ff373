import { test } from '@japa/runner'
import { mkdirSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { DateTime } from 'luxon'
import type { Page } from 'playwright-core'
import i18nManager from '@adonisjs/i18n/services/main'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'
import type User from '#models/user'
import Invoice from '#models/invoice'
import { LOCALE_COOKIE } from '#shared/preferences'
import { formatMoney } from '#shared/projects'
import { camt053 } from '#tests/helpers/camt053'
import { baseUrl, signedInPage, waitUntilInteractive } from '#tests/helpers/browser'

/*
| The money of a project from plan to payment, in Slovak and in German, as the people do it:
| staff propose a plan in two milestones with a deposit, the owner agrees, staff hand over the
| first milestone's build, the owner's "It works" (from the dashboard's "milestone waits for your
| acceptance") accepts it, staff open its draft from the Payments card and issue it, a camt.053
| statement goes in through the statement form, and the owner's Payments card and /invoices,
| open all along, say it is paid without a reload. The Payments card is shot at 390 and 1280 px,
| light and dark, in Slovak and English, into tmp/screens/.
*/
const YEAR = DateTime.now().plus({ years: 1 }).year

/* Signed in through the (English) login form, then reading the product in `language`. */
async function signedIn(
  user: User,
  language: string,
  options: { width?: number; scheme?: 'light' | 'dark' } = {}
) {
  const page = await signedInPage(user, {
    viewport: { width: options.width ?? 1280, height: 1800 },
    colorScheme: options.scheme ?? 'light',
  })
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: language, url: baseUrl() }])
  return page
}

async function visit(page: Page, path: string) {
  await page.goto(new URL(path, page.url()).toString())
  await waitUntilInteractive(page)
}

/* The project page with its side column in view (phones show the chat first). */
async function projectPage(page: Page, projectId: number, language: string) {
  await visit(page, `/projects/${projectId}`)
  const width = page.viewportSize()?.width ?? 1280
  if (width < 1024) {
    await page
      .getByRole('button', {
        name: i18nManager.locale(language).t('projects.show.tabDetails'),
        exact: true,
      })
      .click()
  }
}

for (const language of ['sk', 'de'] as const) {
  test.group(`The money journey, in the browser (${language})`, () => {
    test(`plan, milestone accepted, invoice issued, statement imported: the owner sees it paid live (${language})`, async ({
      assert,
      cleanup,
    }) => {
      const t = (key: string, data?: Record<string, unknown>) =>
        i18nManager.locale(language).t(key, data)
      const tag = `${language}${Date.now()}`
      const owner = await UserFactory.merge({ fullName: 'Olga Owner', locale: language }).create()
      const staffUser = await UserFactory.apply('staff').merge({ fullName: 'Sam Staff' }).create()
      const project = await projectWith(owner, [[staffUser, 'member']], {
        attributes: {
          name: `E-shop ${tag}`,
          status: 'analyzing',
          analysisStartedAt: DateTime.now(),
        },
      })

      // Staff propose 100 hours for 8,000 in two milestones, a 20 % deposit.
      const staff = await signedIn(staffUser, language)
      cleanup(() => staff.context().close())
      await projectPage(staff, project.id, language)
      await staff.getByRole('button', { name: t('projects.plan.propose') }).click()
      const dialog = staff.getByRole('dialog', { name: t('projects.planForm.title') })
      await dialog.getByLabel(t('projects.planForm.hours'), { exact: true }).first().fill('100')
      await dialog.getByLabel(t('projects.planForm.price')).fill('8000')
      await dialog.getByLabel(t('projects.planForm.deposit')).fill('20')
      const milestones = dialog.getByRole('group', { name: t('projects.plan.milestonesTitle') })
      const fill = async (index: number, values: [string, string, string, string]) => {
        const row = milestones.locator('> div').nth(index)
        await row.getByLabel(t('projects.planForm.milestoneTitle')).fill(values[0])
        await row.getByLabel(t('projects.planForm.milestoneHours')).fill(values[1])
        await row.getByLabel(t('projects.planForm.amount')).fill(values[2])
        await row.getByLabel(t('projects.planForm.targetDate')).fill(values[3])
      }
      await fill(0, ['Design', '40', '3200', `${YEAR}-02-15`])
      await dialog.getByRole('button', { name: t('projects.planForm.add') }).click()
      await fill(1, ['Build', '60', '4800', `${YEAR}-04-30`])
      await dialog.getByText(t('projects.planForm.balanced')).waitFor()
      await dialog.getByRole('button', { name: t('projects.planForm.submit') }).click()
      await dialog.waitFor({ state: 'hidden' })

      // The owner signs the plan; the Payments card shows the schedule, nothing invoiced yet.
      const client = await signedIn(owner, language)
      cleanup(() => client.context().close())
      await projectPage(client, project.id, language)
      const plan = client.locator('#project-plan')
      await plan.getByLabel(t('agreements.sign.name')).fill('Olga Owner')
      await plan.getByLabel(t('agreements.consent')).check()
      // A plain form: the page loads again once signed and sealed.
      await Promise.all([
        client.waitForEvent('load', { timeout: 120_000 }),
        plan.getByRole('button', { name: t('agreements.sign.submit'), exact: true }).click(),
      ])
      const card = client.locator('#project-payments')
      const schedule = card.getByRole('list', { name: t('projects.payments.schedule') })
      await schedule.waitFor()
      assert.equal(
        await schedule.getByText(t('projects.payments.notInvoiced'), { exact: true }).count(),
        3
      )
      assert.isTrue(await schedule.getByText(t('projects.payments.dueOnAgreement')).isVisible())

      // Being built: staff hand over Design's build.
      await project.merge({ status: 'in_progress', workStartedAt: DateTime.now() }).save()
      await projectPage(staff, project.id, language)
      await staff.getByLabel(t('projects.build.linkLabel')).fill('https://preview.example.com/d')
      await staff.getByLabel(t('projects.build.milestoneLabel')).selectOption({ label: 'Design' })
      await staff.getByRole('button', { name: t('projects.build.submitReady') }).click()
      await staff
        .getByText(new RegExp(`^${t('projects.build.readyOn', { date: '' }).trim()}`))
        .waitFor()

      // The owner's dashboard: the milestone waits for acceptance; "It works" accepts it.
      await visit(client, '/dashboard')
      await client
        .getByText(t('dashboard.milestone.title', { project: project.name, milestone: 'Design' }))
        .waitFor()
      await client
        .getByRole('link', {
          name: t('dashboard.milestone.actionLabel', {
            project: project.name,
            milestone: 'Design',
          }),
        })
        .click()
      await client.waitForURL((url) => url.pathname === `/projects/${project.id}`)
      await waitUntilInteractive(client)
      await client.getByRole('button', { name: t('projects.build.confirm'), exact: true }).click()
      await client
        .getByRole('alertdialog')
        .getByRole('button', { name: t('projects.build.confirm'), exact: true })
        .click()
      await client
        .getByRole('list', { name: t('projects.milestones.title') })
        .getByText(new RegExp(t('projects.milestones.done', { date: '' }).trim()))
        .waitFor()

      // Staff open the prepared draft from the Payments card and issue it.
      await projectPage(staff, project.id, language)
      // The deposit's advance invoice waits as a draft too: the milestone's row is the one.
      await staff
        .locator('#project-payments')
        .getByRole('listitem')
        .filter({ hasText: 'Design' })
        .getByRole('link', { name: t('projects.payments.draft') })
        .click()
      await staff.waitForURL((url) => /^\/invoices\/\d+$/.test(url.pathname))
      await waitUntilInteractive(staff)
      await staff.getByRole('button', { name: t('invoices.actions.issue'), exact: true }).click()
      await staff
        .getByRole('alertdialog')
        .getByRole('button', { name: t('invoices.confirmIssue.confirm') })
        .click()
      await staff.getByText(t('invoices.status.issued'), { exact: true }).first().waitFor()
      const invoice = await Invoice.query()
        .where('project_id', project.id)
        .where('status', 'issued')
        .firstOrFail()
      // 3,200 + 23 % VAT.
      assert.equal(invoice.totalMinor, 393_600)

      // The owner's card names the invoice (live: the issue is announced); /invoices lists it.
      await card
        .getByRole('link', { name: t('projects.payments.invoice', { number: invoice.number }) })
        .waitFor()
      const list = await client.context().newPage()
      await list.goto(new URL('/invoices', client.url()).toString())
      await waitUntilInteractive(list)
      // The list is a table on desktops and cards on phones: the one in view.
      await list.locator(`text=${invoice.number} >> visible=true`).first().waitFor()

      // Staff import the bank's statement through the form.
      await visit(staff, '/invoices')
      mkdirSync('tmp/statements', { recursive: true })
      const file = `tmp/statements/${tag}.xml`
      await writeFile(
        file,
        camt053([{ ref: `${tag}-1`, amount: '3936.00', vs: invoice.variableSymbol! }], {
          statementId: tag,
        })
      )
      await staff.getByLabel(t('invoices.statement.file')).setInputFiles(file)
      await staff.getByRole('button', { name: t('invoices.statement.submit'), exact: true }).click()

      // Neither of the owner's pages is reloaded by the test.
      const paidOn = t('projects.payments.paidOn', { date: '' }).trim()
      await card.getByText(new RegExp(`^${paidOn}`)).waitFor()
      await list
        .locator(`text="${t('invoices.status.paid')}" >> visible=true`)
        .first()
        .waitFor()
      const money = (minor: number) =>
        formatMoney({ minor, currency: 'EUR' }, language).replace(/\s/g, ' ')
      assert.deepEqual(
        (await card.getByRole('definition').allTextContents()).map((text) =>
          text.replace(/\s/g, ' ')
        ),
        [money(393_600), money(393_600), money(0)]
      )

      if (language !== 'sk') return
      mkdirSync('tmp/screens', { recursive: true })
      for (const shown of ['sk', 'en']) {
        for (const width of [390, 1280]) {
          for (const scheme of ['light', 'dark'] as const) {
            const page = await signedIn(owner, shown, { width, scheme })
            await projectPage(page, project.id, shown)
            await page.locator('#project-payments').scrollIntoViewIfNeeded()
            await page
              .locator('#project-payments')
              .screenshot({ path: `tmp/screens/payments-card-${shown}-${width}-${scheme}.png` })
            await page.context().close()
          }
        }
      }
      const staffCard = await signedIn(staffUser, 'sk', { width: 1280 })
      await projectPage(staffCard, project.id, 'sk')
      await staffCard
        .locator('#project-payments')
        .screenshot({ path: 'tmp/screens/payments-card-staff-sk-1280-light.png' })
      await staffCard.context().close()
    }).timeout(300_000)
  })
}
