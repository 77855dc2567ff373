import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import type { Page } from 'playwright-core'
import User from '#models/user'
import ContactMessage from '#models/contact_message'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { baseUrl, getBrowser } from '#tests/helpers/browser'
import { seriousViolations } from '#tests/helpers/axe'

/*
| Forms as a browser sends them before the app's script has run (a slow phone, Enter pressed at
| once) or when it runs none: plain HTML posts. They get in, save, send, and a refusal comes back
| with the translated message beside its field and what was typed still there.
*/
async function withoutScript(locale = 'en-US') {
  const context = await (
    await getBrowser()
  ).newContext({
    baseURL: baseUrl(),
    javaScriptEnabled: false,
    locale,
  })
  return context.newPage()
}

/*
| A page whose app script never arrives (a slow phone, frozen before hydration): scripts run, so
| axe can check the page, but the app never takes over its forms.
*/
async function beforeHydration(locale: string) {
  const context = await (await getBrowser()).newContext({ baseURL: baseUrl(), locale })
  await context.route(/\/inertia\/app\.tsx|\/assets\/app-/, (route) => route.abort())
  return context.newPage()
}

async function logIn(page: Page, email: string) {
  await page.goto('/login')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Password', { exact: true }).press('Enter')
  await page.waitForURL((url) => url.pathname === '/dashboard')
}

test.group('Forms without JavaScript', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('logging in, then saving the profile (a PUT form)', async ({ assert, cleanup }) => {
    const user = await UserFactory.merge({ fullName: 'Jana Nováková' }).create()
    const page = await withoutScript()
    cleanup(() => page.context().close())

    await logIn(page, user.email)
    await page.getByRole('heading', { name: /Jana Nováková/ }).waitFor()

    await page.goto('/settings/profile')
    await page.getByLabel('Full name').fill('Jana Horváthová')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL((url) => url.pathname === '/settings/profile')
    // No script, so no toast: the page says it was saved in place.
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor()
    assert.equal(await page.getByLabel('Full name').inputValue(), 'Jana Horváthová')
    await user.refresh()
    assert.equal(user.fullName, 'Jana Horváthová')
  })

  test('the contact form sends and says so', async ({ assert, cleanup }) => {
    mail.fake()
    cleanup(() => mail.restore())
    const page = await withoutScript()
    cleanup(() => page.context().close())
    await page.goto('/?lang=en#contact')
    const form = page.locator('#contact form')
    await form.getByLabel('Your name').fill('Jana Nováková')
    await form.getByLabel('Your email address').fill('jana@example.com')
    await form.getByLabel('How can we help?').fill('We need a booking app for our dental clinic.')
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Send message' }).click()
    await page.getByRole('status').filter({ hasText: 'Message sent' }).waitFor()
    assert.lengthOf(await ContactMessage.all(), 1)
  })

  test('a second visitor, served the cached landing page, sends the contact form before any script', async ({
    assert,
    cleanup,
  }) => {
    mail.fake()
    cleanup(() => mail.restore())
    // The first visit renders the page and keeps it; the second gets that render with its own token.
    const first = await withoutScript()
    cleanup(() => first.context().close())
    await first.goto('/?lang=en')
    const page = await withoutScript()
    cleanup(() => page.context().close())
    await page.goto('/?lang=en#contact')
    const form = page.locator('#contact form')
    assert.equal(
      await form.locator('input[name="_csrf"]').inputValue(),
      await page.locator('meta[name="csrf-token"]').getAttribute('content')
    )
    await form.getByLabel('Your name').fill('Peter Kováč')
    await form.getByLabel('Your email address').fill('peter@example.com')
    await form.getByLabel('How can we help?').fill('A web shop for our winery, in three languages.')
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Send message' }).click()
    await page.getByRole('status').filter({ hasText: 'Message sent' }).waitFor()
    assert.notInclude(await page.content(), 'This page has expired')
    assert.equal((await ContactMessage.firstOrFail()).name, 'Peter Kováč')
  })

  test('the login form sent before the app has hydrated logs in', async ({ cleanup }) => {
    const user = await UserFactory.create()
    const page = await beforeHydration('en-US')
    cleanup(() => page.context().close())
    await logIn(page, user.email)
  })

  test('a registration refused before hydration shows the translated message by its field and keeps the input', async ({
    assert,
    cleanup,
  }) => {
    const page = await beforeHydration('de-DE')
    cleanup(() => page.context().close())
    await page.goto('/register?lang=de')
    await page.getByLabel('Vollständiger Name').fill('Jana Nováková')
    await page.getByLabel('E-Mail-Adresse').fill('jana@example')
    await page.getByLabel('Passwort', { exact: true }).fill('a long enough passphrase')
    await page.getByLabel('Passwort bestätigen').fill('a long enough passphrase')
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Konto erstellen' }).click()

    const email = page.getByLabel('E-Mail-Adresse')
    await page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.').waitFor()
    // Tied to its field for screen readers.
    const describedBy = (await email.getAttribute('aria-describedby')) ?? ''
    assert.include(
      await page.locator(`[id="${describedBy.split(' ').at(-1)}"]`).textContent(),
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.'
    )
    assert.equal(await email.inputValue(), 'jana@example')
    assert.equal(await page.getByLabel('Vollständiger Name').inputValue(), 'Jana Nováková')
    assert.isTrue(await page.getByRole('checkbox').isChecked())
    // A password is never sent back.
    assert.equal(await page.getByLabel('Passwort', { exact: true }).inputValue(), '')
    assert.isNull(await User.findBy('fullName', 'Jana Nováková'))
    // The app never took over: this was the plain HTML post.
    assert.isUndefined(await page.evaluate(() => document.documentElement.dataset.hydrated))
    assert.deepEqual(await seriousViolations(page), [])
  })

  test("two visitors' pages carry different CSRF tokens, each the response's own", async ({
    assert,
    cleanup,
  }) => {
    const tokens: string[] = []
    for (const path of ['/?lang=en', '/?lang=en', '/login', '/login']) {
      const page = await withoutScript()
      cleanup(() => page.context().close())
      await page.goto(path)
      const fields = await page
        .locator('input[name="_csrf"]')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
      const meta = await page.locator('meta[name="csrf-token"]').getAttribute('content')
      assert.isAbove(fields.length, 0, path)
      // Every form of the page carries this response's token (a cached public render included).
      assert.deepEqual(
        fields,
        fields.map(() => meta!),
        path
      )
      tokens.push(meta!)
    }
    assert.lengthOf(new Set(tokens), tokens.length)
  })
})
