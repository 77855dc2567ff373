import { execFile } from 'node:child_process'
import { mkdir, readdir } from 'node:fs/promises'
import { promisify } from 'node:util'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Page } from 'playwright-core'
import i18nManager from '@adonisjs/i18n/services/main'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'
import Agreement from '#models/agreement'
import PlanRevision from '#models/plan_revision'
import { proposePlan } from '#actions/projects/plan_revisions'
import { seriousViolations } from '#tests/helpers/axe'
import { openPage, waitUntilInteractive } from '#tests/helpers/browser'
import { PASSWORD } from '#tests/helpers/credentials'

const run = promisify(execFile)
const SHOTS = 'tmp/screenshots'
const YEAR = DateTime.now().plus({ years: 1 }).year

async function shoot(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.screenshot({ path: `${SHOTS}/${name}-${scheme}.png`, fullPage: true })
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

/* The owner's project page in a Slovak browser; on a phone the plan is the second view. */
async function ownerPage(email: string, projectId: number, width: number) {
  const page = await openPage('/login', { locale: 'sk-SK', viewport: { width, height: 900 } })
  await page.getByLabel('E-mailová adresa').fill(email)
  await page.getByLabel('Heslo', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Prihlásiť sa', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
  await page.goto(new URL(`/projects/${projectId}`, page.url()).toString())
  await waitUntilInteractive(page)
  if (width < 1024) await page.locator('[aria-pressed]').nth(1).click()
  return page
}

/*
| The owner signs a plan revision in Slovak (issue 43): the whole revision with its milestones,
| the full name, the consent, Sign; the signed state on the plan card with the sealed PDF, which
| is downloaded, checked by pdfsig and rendered to PNG for a person to look at. Screenshots of
| the signing form and the signed card at 390 and 1280 px, light and dark.
*/
test.group('Signing the plan in the browser', () => {
  test('the owner signs revision 1 in Slovak and downloads the sealed PDF', async ({
    assert,
    cleanup,
  }) => {
    await mkdir(SHOTS, { recursive: true })
    const owner = await UserFactory.merge({ fullName: 'Hana Nováková', locale: 'sk' }).create()
    const staff = await UserFactory.apply('staff').merge({ fullName: 'Sam Staff' }).create()
    const project = await projectWith(owner, [[staff, 'member']], {
      attributes: { name: 'Rezervácie pre salón', status: 'analyzing' },
    })
    await proposePlan(
      staff,
      project.id,
      {
        estimationHours: 60,
        price: 480_000,
        currency: 'EUR',
        depositPercent: 30,
        paymentDays: 14,
        milestones: [
          {
            title: 'Návrh obrazoviek',
            criteria: 'Klikateľný prototyp všetkých obrazoviek',
            hours: 20,
            amount: 160_000,
            targetDate: `${YEAR}-02-15`,
          },
          { title: 'Vývoj a nasadenie', hours: 40, amount: 320_000, targetDate: `${YEAR}-04-30` },
        ],
      },
      i18nManager.locale('en')
    )

    const wide = await ownerPage(owner.email, project.id, 1280)
    cleanup(() => wide.context().close())
    const widePlan = wide.locator('#project-plan')
    await widePlan.getByRole('heading', { name: 'Podpíšte revíziu plánu 1' }).waitFor()
    assert.deepEqual(await seriousViolations(wide), [])
    await shoot(wide, 'plan-sign-1280')

    const page = await ownerPage(owner.email, project.id, 390)
    cleanup(() => page.context().close())
    const plan = page.locator('#project-plan')
    await plan.getByText('Návrh obrazoviek').waitFor()
    await shoot(page, 'plan-sign-390')
    // Without the consent nothing is signed.
    await plan.getByLabel('Vaše celé meno').fill('Hana Nováková')
    await plan.getByRole('button', { name: 'Podpísať', exact: true }).click()
    await waitUntilInteractive(page)
    if (!(await page.locator('#project-plan').isVisible())) {
      await page.locator('[aria-pressed]').nth(1).click()
    }
    await plan.getByLabel('Vaše celé meno').fill('Hana Nováková')
    assert.equal(
      (await PlanRevision.findByOrFail({ projectId: project.id, number: 1 })).state,
      'proposed'
    )
    await plan.getByLabel('Súhlasím, že toto je môj elektronický podpis').check()
    // A plain form: the page loads again once signed and sealed (the first seal makes its key).
    await Promise.all([
      page.waitForEvent('load', { timeout: 120_000 }),
      plan.getByRole('button', { name: 'Podpísať', exact: true }).click(),
    ])
    await waitUntilInteractive(page)
    if (!(await page.locator('#project-plan').isVisible())) {
      await page.locator('[aria-pressed]').nth(1).click()
    }
    const downloadLink = plan.getByRole('link', { name: 'Stiahnuť podpísané PDF' })
    await downloadLink.waitFor()
    await plan.getByText(/Revízia 1, odsúhlasil\(a\) Hana Nováková/).waitFor()
    await shoot(page, 'plan-signed-390')

    const download = page.waitForEvent('download')
    await downloadLink.click()
    const file = await download
    const agreement = await Agreement.query()
      .where('kind', 'plan_revision')
      .where('signer_user_id', owner.id)
      .firstOrFail()
    assert.equal(file.suggestedFilename(), `${agreement.reference}.pdf`)
    await file.saveAs(`${SHOTS}/plan-signed.pdf`)
    const { stdout } = await run('/usr/bin/pdfsig', [`${SHOTS}/plan-signed.pdf`]).catch(
      (error) => error
    )
    assert.include(stdout, 'Signature is Valid.')
    await run('/usr/bin/pdftoppm', [
      '-png',
      '-r',
      '70',
      `${SHOTS}/plan-signed.pdf`,
      `${SHOTS}/plan-page`,
    ])
    const pages = (await readdir(SHOTS)).filter((name) => name.startsWith('plan-page'))
    assert.lengthOf(pages, 3, 'the revision, the signature page, the certificate')

    await wide.reload()
    await waitUntilInteractive(wide)
    await widePlan.getByRole('link', { name: 'Stiahnuť podpísané PDF' }).waitFor()
    await shoot(wide, 'plan-signed-1280')
  })
})
