import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import * as OTPAuth from 'otpauth'
import type { Locator, Page } from 'playwright-core'

/*
| Every element the build journey touches, found by role and accessible name as a person would.
| Names come from the translation files by key, so wording changes (other languages, renamed
| buttons) need no edit here; a moved or re-labelled control is fixed in this one file.
*/
const root = join(import.meta.dirname, '..', '..')

export type Locale = 'en' | 'sk' | 'cs' | 'de'

/* A message as the page shows it: `text('sk', 'settings.account.title')`. */
export function text(locale: Locale, key: string, values: Record<string, string> = {}) {
  const [namespace, ...path] = key.split('.')
  const file = join(root, 'resources', 'lang', locale, `${namespace}.json`)
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'))
  for (const part of path) node = (node as Record<string, unknown>)?.[part]
  if (typeof node !== 'string') throw new Error(`No message ${key} in ${locale}`)
  return String(new IntlMessageFormat(node, locale).format(values))
}

export class JourneyUi {
  locale: Locale = 'en'

  constructor(
    public page: Page,
    public baseUrl: string
  ) {}

  t(key: string, values?: Record<string, string>) {
    return text(this.locale, key, values)
  }

  /* Server-rendered HTML shows before React attaches; a click before that would be lost. */
  async interactive() {
    await this.page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  }

  async visit(path: string) {
    await this.page.goto(path)
    await this.interactive()
  }

  field(key: string) {
    return this.page.getByLabel(this.t(key), { exact: true })
  }

  button(key: string) {
    return this.page.getByRole('button', { name: this.t(key), exact: true })
  }

  heading(key: string, values?: Record<string, string>) {
    return this.page.getByRole('heading', { name: this.t(key, values), exact: true })
  }

  message(key: string) {
    return this.page.getByText(this.t(key), { exact: true }).first()
  }

  /* The dashboard greets by name (wording differs on the first visit). */
  dashboardGreeting(name: string) {
    return this.page.getByRole('heading', { name: new RegExp(name) })
  }

  // --- screens ---------------------------------------------------------------------------

  async register(name: string, email: string, password: string) {
    await this.visit('/register')
    await this.field('auth.fields.fullName').fill(name)
    await this.field('auth.fields.email').fill(email)
    await this.field('auth.fields.password').fill(password)
    await this.field('auth.fields.passwordConfirmation').fill(password)
    await this.page
      .getByRole('checkbox', { name: new RegExp(this.t('auth.register.consent.privacy')) })
      .check()
    await this.button('auth.register.submit').click()
    await this.heading('auth.verify.title').waitFor()
  }

  async logIn(email: string, password: string) {
    await this.visit('/login')
    await this.fillLogIn(email, password)
  }

  /* A guest who opens a link for signed-in users logs in first, then lands where it led. */
  async logInIfAsked(email: string, password: string, then: Locator) {
    const asked = this.heading('auth.login.title')
    await asked.or(then).first().waitFor()
    if (await asked.isVisible()) {
      await this.interactive()
      await this.fillLogIn(email, password)
    }
    await then.waitFor()
  }

  async fillLogIn(email: string, password: string) {
    await this.field('auth.fields.email').fill(email)
    await this.field('auth.fields.password').fill(password)
    await this.button('auth.login.submit').click()
  }

  async logOut() {
    await this.page.getByRole('button', { name: this.t('common.userMenu.open') }).click()
    await this.page.getByRole('menuitem', { name: this.t('common.nav.logout') }).click()
    await this.page.waitForURL((url) => url.pathname === '/')
  }

  async changePassword(current: string, next: string) {
    await this.visit('/settings/password')
    await this.field('auth.fields.currentPassword').fill(current)
    await this.field('auth.fields.newPassword').fill(next)
    await this.field('auth.fields.passwordConfirmation').fill(next)
    await this.button('settings.password.submit').click()
    await this.message('common.flash.saved').waitFor()
  }

  /* From the login screen's "Forgot password?" link to the "we sent a link" answer. */
  async requestPasswordReset(email: string) {
    await this.visit('/login')
    await this.page.getByRole('link', { name: this.t('auth.login.forgot') }).click()
    await this.heading('auth.forgot.title').waitFor()
    await this.interactive()
    await this.field('auth.fields.email').fill(email)
    await this.button('auth.forgot.submit').click()
    await this.message('auth.forgot.sent').waitFor()
  }

  async chooseNewPassword(password: string) {
    await this.heading('auth.reset.title').waitFor()
    await this.field('auth.fields.newPassword').fill(password)
    await this.field('auth.fields.passwordConfirmation').fill(password)
    await this.button('auth.reset.submit').click()
    await this.message('auth.reset.done').waitFor()
  }

  /* Secure areas ask for the password again unless it was confirmed lately. */
  async confirmPasswordIfAsked(password: string, then: Locator) {
    const asked = this.heading('auth.confirm.title')
    await asked.or(then).first().waitFor()
    if (await asked.isVisible()) {
      await this.field('auth.fields.password').fill(password)
      await this.button('auth.confirm.submit').click()
    }
    await then.waitFor()
  }

  /* Enables two-factor with a code for the key on the page; returns the key and the codes. */
  async enableTwoFactor(password: string, totp: TotpDevice) {
    await this.visit('/settings/two-factor')
    const enable = this.button('settings.twoFactor.enable')
    await this.confirmPasswordIfAsked(password, enable)
    await this.interactive()
    await enable.click()
    const key = this.page.getByLabel(this.t('settings.twoFactor.setupKey'), { exact: true })
    const setupKey = (await key.textContent())!.replace(/\s+/g, '')
    totp.secret = setupKey
    await this.field('settings.twoFactor.confirmLabel').fill(await totp.next())
    await this.button('settings.twoFactor.confirm').click()
    return { setupKey, recoveryCodes: await this.recoveryCodes() }
  }

  /* The recovery codes list; opened with its button if the page keeps it closed. */
  async recoveryCodes() {
    const list = this.page.getByRole('list', { name: this.t('settings.twoFactor.recoveryTitle') })
    const show = this.button('settings.twoFactor.showCodes')
    await list.or(show).first().waitFor()
    if (!(await list.isVisible())) await show.click()
    await list.getByRole('listitem').first().waitFor()
    return (await list.getByRole('listitem').allTextContents()).map((code) => code.trim())
  }

  async passTwoFactorChallenge(code: string) {
    await this.heading('auth.twoFactor.title').waitFor()
    await this.interactive()
    await this.field('auth.twoFactor.code').fill(code)
    await this.button('auth.twoFactor.submit').click()
  }

  /* The header's language control; the page (and later server renders) follow the choice. */
  async switchLanguage(locale: Locale) {
    await this.page
      .getByRole('combobox', { name: this.t('common.language.label'), exact: true })
      .selectOption(locale)
    this.locale = locale
    await this.page.waitForSelector(`html[lang="${locale}"]`, { state: 'attached' })
  }

  async deleteAccount(password: string) {
    await this.visit('/settings/account')
    await this.button('settings.account.start').click()
    await this.field('settings.account.passwordLabel').fill(password)
    await this.button('settings.account.confirm').click()
    await this.page.waitForURL((url) => url.pathname === '/')
    await this.message('settings.account.deleted').waitFor()
  }

  // --- the development mailbox (/dev/mailbox, plain HTML) ----------------------------------

  /*
  | Opens the newest e-mail to `email` with a link whose path starts with `pathPrefix` and
  | returns that link; e-mails are queued, so the box is reloaded until it arrives.
  */
  async mailLink(email: string, pathPrefix: string) {
    const deadline = Date.now() + 30_000
    for (;;) {
      await this.page.goto('/dev/mailbox')
      const link = this.page
        .getByRole('article')
        .filter({ hasText: email })
        .getByRole('link', { name: new RegExp(`^https?://[^/]+${pathPrefix}`) })
        .first()
      if (await link.count()) return (await link.getAttribute('href'))!
      if (Date.now() > deadline) throw new Error(`No e-mail to ${email} with a ${pathPrefix} link`)
      await this.page.waitForTimeout(500)
    }
  }

  async followMailLink(email: string, pathPrefix: string) {
    const href = await this.mailLink(email, pathPrefix)
    await this.page
      .getByRole('article')
      .filter({ hasText: email })
      .getByRole('link', { name: href, exact: true })
      .first()
      .click()
    await this.interactive()
    return href
  }
}

/*
| An authenticator app: each code is accepted once, so every call uses a newer 30-second step
| (the server allows one step of drift), waiting only when it would run further ahead.
*/
export class TotpDevice {
  secret = ''
  #lastStep = 0

  async next() {
    const currentStep = () => Math.floor(Date.now() / 30_000)
    const wanted = Math.max(currentStep(), this.#lastStep + 1)
    while (wanted > currentStep() + 1) await new Promise((resolve) => setTimeout(resolve, 500))
    this.#lastStep = wanted
    return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(this.secret) }).generate({
      timestamp: wanted * 30_000,
    })
  }
}
