import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { openPage, waitUntilInteractive } from '#tests/helpers/browser'
import { seriousViolations } from '#tests/helpers/axe'

/*
| The forms speak the product's own words: a Slovak page sent empty shows the server's Slovak
| messages beside the fields (never the browser's bubble, which would have stopped the request
| and spoken the browser's language), an error goes as its field is corrected, a length limit
| is counted before it is reached instead of cutting the text, and a toast with the same words
| as the last one shows again.
*/
async function signedIn(locale = 'en-US') {
  const user = await UserFactory.create()
  const page = await openPage('/login', { locale })
  await page.getByLabel('Email address').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
  return { page, user }
}

/* The message tied to a field through aria-describedby, as a screen reader would hear it. */
async function errorOf(page: Page, label: string) {
  const field = page.getByLabel(label, { exact: true })
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ')
  const id = ids.find((value) => value.endsWith('-error'))
  return id ? (await page.locator(`[id="${id}"]`).textContent())?.trim() : undefined
}

test.group('Forms in the browser', () => {
  test('a Slovak register page sent empty shows the Slovak messages; an error goes as it is corrected', async ({
    assert,
    cleanup,
  }) => {
    const page = await openPage('/register', { locale: 'sk-SK' })
    cleanup(() => page.context().close())
    await page.getByRole('heading', { name: 'Vytvorte si účet' }).waitFor()
    assert.isTrue(
      await page
        .locator('form')
        .first()
        .evaluate((form: HTMLFormElement) => form.noValidate)
    )

    // The browser's own check would have stopped the request: the answer is the server's.
    const answered = page.waitForResponse((response) => response.request().method() === 'POST')
    await page.getByRole('button', { name: 'Vytvoriť účet' }).click()
    await answered
    await page.getByText('Toto pole je povinné.').first().waitFor()
    assert.equal(await errorOf(page, 'Celé meno'), 'Toto pole je povinné.')
    assert.equal(await errorOf(page, 'E-mailová adresa'), 'Toto pole je povinné.')
    assert.equal(await errorOf(page, 'Heslo'), 'Toto pole je povinné.')
    await page
      .getByText(
        'Potvrďte, prosím, súhlas so zásadami ochrany osobných údajov a s podmienkami používania.'
      )
      .waitFor()
    assert.deepEqual(await seriousViolations(page), [])

    // Correcting the name takes its error away at once; the others stay until theirs change.
    await page.getByLabel('Celé meno', { exact: true }).fill('Jana Nováková')
    assert.isUndefined(await errorOf(page, 'Celé meno'))
    assert.equal(
      await page.getByLabel('Celé meno', { exact: true }).getAttribute('aria-invalid'),
      null
    )
    assert.equal(await errorOf(page, 'E-mailová adresa'), 'Toto pole je povinné.')

    // Sent again: a wrong address gets the server's own Slovak message, the name none.
    await page.getByLabel('E-mailová adresa', { exact: true }).fill('nie-adresa')
    await page.getByRole('button', { name: 'Vytvoriť účet' }).click()
    await page.getByText('Zadajte platnú e-mailovú adresu.').waitFor()
    assert.isUndefined(await errorOf(page, 'Celé meno'))
    assert.equal(await errorOf(page, 'E-mailová adresa'), 'Zadajte platnú e-mailovú adresu.')
  })

  test('a project name shows its count as it nears 100 and is never cut', async ({
    assert,
    cleanup,
  }) => {
    const { page } = await signedIn()
    cleanup(() => page.context().close())
    await page.goto('/projects/create')
    await waitUntilInteractive(page)
    const name = page.getByLabel('Project name', { exact: true })

    await name.fill('A short name')
    assert.equal(await page.getByText(/^\d+\/100$/).count(), 0)

    await name.fill('x'.repeat(85))
    await page.getByText('85/100', { exact: true }).waitFor()

    // Past the limit: everything stays in the field, the counter says by how much.
    await name.fill('y'.repeat(120))
    assert.lengthOf(await name.inputValue(), 120)
    await page.getByText('120/100', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Create project' }).click()
    await page.getByText('Must not exceed 100 characters.').waitFor()
    assert.lengthOf(await name.inputValue(), 120)
    assert.equal(await errorOf(page, 'Project name'), 'Must not exceed 100 characters.')
    // "Creating…" has gone with the answer; no stale error stands beside it while sending.
    assert.equal(await page.getByRole('button', { name: 'Creating…' }).count(), 0)
  })

  test('saving the profile twice shows "Saved." twice', async ({ cleanup }) => {
    const { page } = await signedIn()
    cleanup(() => page.context().close())
    await page.goto('/settings/profile')
    await waitUntilInteractive(page)
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Saved.' })

    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await toast.first().waitFor()

    // Saved again while the first toast is still up: a second toast with the same words.
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await toast.nth(1).waitFor()
  })
})
