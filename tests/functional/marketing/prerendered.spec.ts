import { gunzipSync } from 'node:zlib'
import { request } from 'node:http'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import ContactMessage from '#models/contact_message'
import conversationsConfig from '#config/conversations'
import { prerenderedPages } from '#infrastructure/prerendered_pages'
import { baseUrl, HttpBrowser } from '#tests/helpers/http_browser'

/*
| The pages a new visitor gets are answered from a kept render (app/middleware/
| prerendered_pages_middleware.ts). Each must be, byte for byte, what React renders for that
| visitor now, but for the response's own values (CSRF token, CSP nonce, the page's moment).
*/
type Answer = { status: number; headers: Record<string, string | string[]>; html: string }

/* A request as a new visitor's browser sends it: no cookie but the preferences given. */
function visit(path: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(`${baseUrl()}${path}`, {
      headers: { 'Accept': 'text/html', 'Accept-Encoding': 'gzip', ...headers },
    })
    outgoing.on('error', reject)
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const body = Buffer.concat(chunks)
        const gzip = response.headers['content-encoding'] === 'gzip'
        resolve({
          status: response.statusCode!,
          headers: response.headers as Answer['headers'],
          html: (gzip ? gunzipSync(body) : body).toString(),
        })
      })
    })
    outgoing.end()
  })
}

/* The response's own values, each put back as a name, so two answers can be compared. */
function withoutOwnValues(answer: Answer) {
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(answer.html)?.[1]
  const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1]
  // Only pages that hydrate the app carry their moment (for relative times).
  const moment = /serverNow(?:&quot;|"):(\d+)/.exec(answer.html)?.[1]
  if (!token || !nonce) throw new Error('an answer without its own values')
  const html = answer.html.replaceAll(token, '{csrfToken}').replaceAll(nonce, '{nonce}')
  return moment ? html.replaceAll(moment, '{serverNow}') : html
}

/* React renders the page itself: no kept render of the SSR bundle's nor of the middleware. */
function forgetRenders() {
  prerenderedPages.clear()
  const forgetting = (globalThis as Record<symbol, Set<() => void> | undefined>)[
    Symbol.for('codeva.ssr_cache.forget')
  ]
  for (const forget of forgetting ?? []) forget()
}

const PAGES = ['/', '/privacy', '/terms', '/login', '/register', '/forgot-password']
const LANGUAGES = ['en', 'sk', 'cs', 'de']
/* No choice (the system's), and both explicit themes: the <html> class differs. */
const THEMES = [undefined, 'light', 'dark']

test.group('Guest pages answered from their prerender', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => mail.restore())

  for (const path of PAGES) {
    test(`${path} in every language and theme is what a fresh render gives`, async ({ assert }) => {
      for (const language of LANGUAGES) {
        for (const theme of THEMES) {
          const headers: Record<string, string> = { 'Accept-Language': language }
          if (theme) headers.Cookie = `appearance=${theme}`
          forgetRenders()
          const fresh = await visit(path, headers)
          assert.equal(fresh.status, 200)
          const hitsBefore = prerenderedPages.hits
          const kept = await visit(path, headers)
          assert.equal(prerenderedPages.hits, hitsBefore + 1, `${path} ${language} ${theme}`)
          assert.equal(kept.status, 200)
          assert.include(kept.html, `<html lang="${language}"`)
          assert.equal(withoutOwnValues(kept), withoutOwnValues(fresh), `${path} ${language}`)
          // Each answer is the visitor's own: another token and nonce than the render's.
          assert.notEqual(
            kept.headers['content-security-policy'],
            fresh.headers['content-security-policy']
          )
          const cookieNames = (answer: Answer) =>
            [answer.headers['set-cookie'] ?? []].flat().map((cookie) => cookie.split('=')[0])
          assert.deepEqual(cookieNames(kept), cookieNames(fresh))
          for (const header of ['content-type', 'content-encoding', 'vary', 'cache-control']) {
            assert.equal(kept.headers[header], fresh.headers[header], header)
          }
        }
      }
      // Four languages × three themes, each rendered afresh: longer than one page's test.
    }).timeout(180_000)
  }

  test('the same page without gzip is the same text', async ({ assert }) => {
    forgetRenders()
    const fresh = await visit('/', { 'Accept-Encoding': 'identity' })
    const kept = await visit('/', { 'Accept-Encoding': 'identity' })
    assert.isUndefined(kept.headers['content-encoding'])
    assert.equal(withoutOwnValues(kept), withoutOwnValues(fresh))
  })

  test('a visitor whose landing page was kept sends the contact form without JavaScript', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    const visitor = new HttpBrowser()
    await visitor.get('/')
    const before = prerenderedPages.hits
    const page = await visitor.get('/')
    const html = await page.text()
    assert.equal(
      prerenderedPages.hits,
      before,
      'a visitor with a session goes through the pipeline'
    )

    const newcomer = new HttpBrowser()
    const kept = await newcomer.get('/')
    assert.equal(prerenderedPages.hits, before + 1)
    const token = /name="_csrf" value="([^"]+)"/.exec(await kept.text())?.[1]
    assert.exists(token, 'the form carries its token')
    assert.notInclude(html, token!)
    const sent = await newcomer.request(
      {
        method: 'POST',
        path: '/contact',
        form: {
          _csrf: token!,
          name: 'Jana Nováková',
          email: 'jana@example.com',
          message: 'We need a booking app for our clinic, ideally before spring.',
          consent: 'true',
        },
      },
      '/'
    )
    assert.equal(sent.status, 302)
    assert.equal((await ContactMessage.query().firstOrFail()).email, 'jana@example.com')
    mails.assertQueuedCount(1)
  })

  test('a change of the configuration a page shows renders it again', async ({ assert }) => {
    const configured = conversationsConfig.retentionDays
    try {
      conversationsConfig.retentionDays = 41
      await visit('/privacy')
      assert.include((await visit('/privacy')).html, '41')
      conversationsConfig.retentionDays = 43
      const changed = await visit('/privacy')
      assert.include(changed.html, '43')
      assert.notInclude(changed.html, ' 41 ')
    } finally {
      conversationsConfig.retentionDays = configured
    }
  })

  test('a request with a session cookie, an Inertia visit or another query is not answered from it', async ({
    assert,
  }) => {
    await visit('/')
    await visit('/')
    const before = prerenderedPages.hits
    await visit('/', { Cookie: 'session=unknown' })
    await visit('/?utm_source=x')
    await visit('/', { 'X-Inertia': 'true' })
    assert.equal(prerenderedPages.hits, before)
    await visit('/?lang=de')
    await visit('/?lang=de')
    assert.equal(prerenderedPages.hits, before + 1)
  })
})
