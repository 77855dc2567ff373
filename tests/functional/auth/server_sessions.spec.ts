import { randomInt } from 'node:crypto'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import { SessionCollection } from '@adonisjs/session'
import SessionMiddleware from '@adonisjs/session/session_middleware'
import User from '#models/user'
import { createPasswordResetToken } from '#actions/auth/password_reset'
import { endAllSessions } from '#actions/auth/end_all_sessions'
import { sessionConfig } from '#tests/helpers/sessions'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD } from '#tests/helpers/credentials'

/*
| The real thing: the app on the database session store (the default) and on Redis, driven over
| HTTP by "browsers" that keep their own cookies, as a stolen or copied cookie would be used.
| The rest of the suite runs on the memory store, which the Japa session client needs; here the
| container hands the session middleware and collection the store under test instead.
| No test transaction: sessions are written by the server exactly as in production.
*/
const baseUrl = () => `http://${env.get('HOST', 'localhost')}:${env.get('PORT', 3334)}`
const NEW_PASSWORD = 'an entirely new passphrase'
// Browsers drop a cookie whose name, value and attributes pass 4,096 bytes.
const COOKIE_LIMIT = 4096

class Browser {
  cookies = new Map<string, string>()
  lastSetCookies: string[] = []

  constructor(private userAgent = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Firefox/133.0') {}

  /* A copy of this browser's cookies, as someone copying them out of it would have. */
  clone() {
    const copy = new Browser(this.userAgent)
    copy.cookies = new Map(this.cookies)
    return copy
  }

  async request(method: string, path: string, form?: Record<string, string>, referer = path) {
    const headers: Record<string, string> = {
      'user-agent': this.userAgent,
      'accept': 'text/html',
      'cookie': [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'referer': `${baseUrl()}${referer}`,
    }
    const xsrf = this.cookies.get('XSRF-TOKEN')
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf)
    let body: string | undefined
    if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      body = new URLSearchParams(form).toString()
    }
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      headers,
      body,
      redirect: 'manual',
    })
    this.lastSetCookies = response.headers.getSetCookie()
    for (const header of this.lastSetCookies) {
      const [pair, ...attributes] = header.split(';')
      const name = pair.slice(0, pair.indexOf('='))
      const value = pair.slice(pair.indexOf('=') + 1)
      const expired = attributes.some((attribute) => {
        const [key, val] = attribute.trim().split('=')
        if (key.toLowerCase() === 'max-age') return Number(val) <= 0
        if (key.toLowerCase() === 'expires') return Date.parse(val) <= Date.now()
        return false
      })
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return response
  }

  get(path: string) {
    return this.request('GET', path)
  }

  /* Opens the page first (for the CSRF cookie), then sends the form. */
  async submit(method: string, path: string, form: Record<string, string>, page = path) {
    await this.get(page)
    return this.request(method, path, form, page)
  }

  async login(user: User) {
    const response = await this.submit('POST', '/login', {
      email: user.email,
      password: PASSWORD,
    })
    if (response.status !== 302 || location(response) !== '/dashboard') {
      throw new Error(`login failed: ${response.status} ${location(response)}`)
    }
  }

  /* Where the app sends this browser for a page only signed-in users may see. */
  async settingsAnswer() {
    const response = await this.get('/settings/profile')
    return response.status === 200 ? 'signed in' : location(response)
  }
}

/* Where a redirect sends the browser, as a path (a redirect back names the full referring URL). */
function location(response: Response) {
  const header = response.headers.get('location')
  return header === null ? null : new URL(header, baseUrl()).pathname
}

/*
| The user's signed-in sessions in the store. Redis keeps a destroyed session's id in the user's
| tag set, and the browser that held it may get a new guest session under the same id, so only
| sessions that still carry the user count.
*/
async function storedSessionsOf(user: User) {
  const tagged = await (await app.container.make(SessionCollection)).tagged(String(user.id))
  return tagged.filter((session) => session.data.auth_web === user.id)
}

/*
| Users get random high ids: Redis is shared by every test run on the machine, and session tags
| are keyed by user id, so two runs must never tag sessions of "user 1" at the same time.
*/
async function newUser() {
  const user = await UserFactory.create()
  const id = randomInt(1_000_000_000, 2_000_000_000)
  await db.from('users').where('id', user.id).update({ id })
  return User.findOrFail(id)
}

for (const store of ['database', 'redis'] as const) {
  test.group(`Server-side sessions on the ${store} store`, (group) => {
    const users: User[] = []

    group.setup(async () => {
      const config = { ...(await sessionConfig()), store }
      const emitter = await app.container.make('emitter')
      app.container.swap(SessionMiddleware, () => new SessionMiddleware(config, emitter))
      app.container.swap(SessionCollection, () => new SessionCollection(config))
      return () => {
        app.container.restore(SessionMiddleware)
        app.container.restore(SessionCollection)
      }
    })
    group.each.setup(() => limiter.clear())
    group.each.setup(() => {
      mail.fake()
      return () => mail.restore()
    })
    group.each.teardown(async () => {
      for (const user of users.splice(0)) {
        await endAllSessions(user)
        await user.delete()
      }
    })

    test('a guest who only reads pages leaves nothing in the store, and can still sign in', async ({
      assert,
    }) => {
      const visitor = new Browser()
      for (const path of ['/', '/login', '/register', '/login']) {
        assert.equal((await visitor.get(path)).status, 200)
      }
      const signed = decodeURIComponent(visitor.cookies.get('session')!).slice(2).split('.')[0]
      const sessionId = JSON.parse(Buffer.from(signed, 'base64url').toString()).message as string
      const config = await sessionConfig()
      assert.isNull(await config.stores[store](null as never, config).read(sessionId))

      // The form's token from that cookie-held session still signs in (and starts a stored session).
      const user = await newUser()
      await visitor.login(user)
      assert.equal(await visitor.settingsAnswer(), 'signed in')
      assert.lengthOf(await storedSessionsOf(user), 1)
    })

    test('a cookie saved before logging out no longer signs in after it', async ({ assert }) => {
      const user = await newUser()
      users.push(user)
      const browser = new Browser()
      await browser.login(user)
      assert.equal(await browser.settingsAnswer(), 'signed in')
      assert.lengthOf(await storedSessionsOf(user), 1)
      const copied = browser.clone()
      assert.equal(await copied.settingsAnswer(), 'signed in')

      const logout = await browser.submit('POST', '/logout', {}, '/settings/profile')
      assert.equal(logout.status, 302)

      assert.equal(await copied.settingsAnswer(), '/login')
      assert.equal(await browser.settingsAnswer(), '/login')
      assert.lengthOf(await storedSessionsOf(user), 0)
    })

    test('a new password signs out the other device and refuses an older reset link', async ({
      assert,
    }) => {
      const user = await newUser()
      users.push(user)
      const laptop = new Browser()
      const phone = new Browser(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
      )
      await laptop.login(user)
      await phone.login(user)
      const resetToken = await createPasswordResetToken(user)

      // Both devices are listed on the sessions page.
      const list = await laptop.get('/settings/sessions')
      const html = await list.text()
      assert.include(html, 'Firefox on Linux')
      assert.include(html, 'Safari on iOS')

      const change = await laptop.submit(
        'PUT',
        '/settings/password',
        { currentPassword: PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
        '/settings/password'
      )
      assert.equal(location(change), '/settings/password')

      assert.equal(await laptop.settingsAnswer(), 'signed in')
      assert.equal(await phone.settingsAnswer(), '/login')
      assert.lengthOf(await storedSessionsOf(user), 1)

      // The link mailed before the change sets nothing.
      const stranger = new Browser()
      const reset = await stranger.submit(
        'POST',
        '/reset-password',
        {
          token: resetToken,
          password: 'what an attacker wants',
          passwordConfirmation: 'what an attacker wants',
        },
        `/reset-password/${resetToken}`
      )
      assert.equal(location(reset), `/reset-password/${resetToken}`)
      await user.refresh()
      assert.isTrue(await hash.verify(user.password, NEW_PASSWORD))
    })

    test('logging out the other sessions from settings signs the other device out', async ({
      assert,
    }) => {
      const user = await newUser()
      users.push(user)
      const laptop = new Browser()
      const phone = new Browser()
      await laptop.login(user)
      await phone.login(user)
      const copiedPhone = phone.clone()

      const wrong = await laptop.submit(
        'DELETE',
        '/settings/sessions',
        { password: 'not the password' },
        '/settings/sessions'
      )
      assert.equal(location(wrong), '/settings/sessions')
      assert.include(
        await (await laptop.get('/settings/sessions')).text(),
        'The password is incorrect.'
      )
      assert.equal(await phone.settingsAnswer(), 'signed in')

      await laptop.submit(
        'DELETE',
        '/settings/sessions',
        { password: PASSWORD },
        '/settings/sessions'
      )
      assert.equal(await laptop.settingsAnswer(), 'signed in')
      assert.equal(await phone.settingsAnswer(), '/login')
      assert.equal(await copiedPhone.settingsAnswer(), '/login')
    })

    test('the CSRF cookie lasts as long as the browser session and carries forms, and a foreign one is replaced', async ({
      assert,
    }) => {
      const user = await newUser()
      users.push(user)
      const browser = new Browser()
      const sentXsrf = () =>
        browser.lastSetCookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))
      await browser.get('/login')
      const issued = sentXsrf()
      assert.exists(issued)
      // No fixed age: it cannot lapse between a page's last answer and its next form.
      assert.notMatch(issued!, /max-age|expires/i)

      // The cookie held since the first page carries forms: signing in, then out.
      await browser.login(user)
      assert.equal(await browser.settingsAnswer(), 'signed in')
      const logout = await browser.request('POST', '/logout', {}, '/settings/profile')
      assert.equal(logout.status, 302)

      // Another browser's cookie (another session's secret) or a forged one is replaced.
      const other = new Browser()
      other.cookies.set('XSRF-TOKEN', browser.cookies.get('XSRF-TOKEN')!)
      await other.get('/login')
      assert.exists(other.lastSetCookies.find((cookie) => cookie.startsWith('XSRF-TOKEN=')))
      assert.notEqual(other.cookies.get('XSRF-TOKEN'), browser.cookies.get('XSRF-TOKEN'))
      other.cookies.set('XSRF-TOKEN', 'e%3Aforged.value')
      await other.get('/login')
      assert.exists(other.lastSetCookies.find((cookie) => cookie.startsWith('XSRF-TOKEN=')))
    })

    test('a password reset signs out every device', async ({ assert }) => {
      const user = await newUser()
      users.push(user)
      const laptop = new Browser()
      await laptop.login(user)
      const token = await createPasswordResetToken(user)
      const guest = new Browser()
      const reset = await guest.submit(
        'POST',
        '/reset-password',
        { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
        `/reset-password/${token}`
      )
      assert.equal(location(reset), '/login')
      assert.equal(await laptop.settingsAnswer(), '/login')
      assert.lengthOf(await storedSessionsOf(user), 0)
    })

    test('a 5,000-character message with a mistyped e-mail comes back whole, with the error', async ({
      assert,
    }) => {
      const visitor = new Browser()
      const message = 'We would like a booking app for our clinic '.repeat(200).slice(0, 5000)
      const response = await visitor.submit(
        'POST',
        '/contact',
        { name: 'Jana Nováková', email: 'jana@@example', message, consent: 'true' },
        '/'
      )
      assert.equal(response.status, 302)
      for (const cookie of visitor.lastSetCookies) assert.isBelow(cookie.length, 512)
      assert.isBelow(visitor.lastSetCookies.join('').length, COOKIE_LIMIT / 2)

      const page = await (await visitor.get('/')).text()
      assert.include(page, 'Please enter a valid email address.')
      assert.include(page, message.trim())
      assert.include(page, 'jana@@example')
    })

    test('a long registration form that fails keeps the cookie small and the input', async ({
      assert,
    }) => {
      const visitor = new Browser()
      const fullName = 'Jana '.repeat(1000)
      const response = await visitor.submit('POST', '/register', {
        fullName,
        email: 'not an address',
        password: 'short',
        passwordConfirmation: 'short',
      })
      assert.equal(response.status, 302)
      for (const cookie of visitor.lastSetCookies) assert.isBelow(cookie.length, 512)

      const page = await (await visitor.get('/register')).text()
      assert.include(page, 'Please enter a valid email address.')
      assert.include(page, 'Must not exceed 100 characters.')
    })
  })
}
