import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiResponse } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import { UserFactory } from '#database/factories/user_factory'
import { baseUrl } from '#tests/helpers/browser'

/* Directive name -> its values, as a browser splits the header. */
function parsePolicy(header: string | undefined) {
  const directives = new Map<string, string[]>()
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name) directives.set(name.toLowerCase(), values)
  }
  return directives
}

/*
| Every <script> element with its attributes and body. A script element ends at the first
| `</script` (HTML's own rule), and page data escapes `/` in JSON, so a lazy match is exact.
*/
function scriptElements(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].map((match) => {
    const attributes = new Map<string, string>()
    for (const attribute of match[1].matchAll(
      /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g
    )) {
      attributes.set(attribute[1].toLowerCase(), attribute[2] ?? attribute[3] ?? attribute[4] ?? '')
    }
    return { attributes, body: match[2] }
  })
}

/* Data blocks (JSON) are never executed, so CSP does not apply to them. */
const EXECUTABLE_TYPES = ['', 'module', 'text/javascript', 'application/javascript']

function assertSecurityHeaders(response: ApiResponse, assert: Assert) {
  const policy = parsePolicy(response.header('content-security-policy'))
  const scriptSrc = policy.get('script-src') ?? []
  assert.include(scriptSrc, "'self'")
  assert.notInclude(scriptSrc, "'unsafe-inline'")
  assert.notInclude(scriptSrc, "'unsafe-eval'")
  const nonces = scriptSrc.filter((value) => /^'nonce-[A-Za-z0-9+/_-]{16,}={0,2}'$/.test(value))
  assert.lengthOf(nonces, 1, `script-src has one nonce: ${scriptSrc.join(' ')}`)

  assert.deepEqual(policy.get('default-src'), ["'self'"])
  assert.deepEqual(policy.get('script-src-attr'), ["'none'"])
  assert.deepEqual(policy.get('object-src'), ["'none'"])
  assert.deepEqual(policy.get('frame-ancestors'), ["'none'"])
  assert.deepEqual(policy.get('base-uri'), ["'self'"])
  assert.deepEqual(policy.get('form-action'), ["'self'"])
  assert.includeMembers(policy.get('img-src') ?? [], ["'self'", 'data:'])
  // The Echo socket goes to the page's own host and port.
  const host = new URL(baseUrl()).host
  assert.includeMembers(policy.get('connect-src') ?? [], [
    "'self'",
    `ws://${host}`,
    `wss://${host}`,
  ])

  response.assertHeader('referrer-policy', 'same-origin')
  response.assertHeader('x-content-type-options', 'nosniff')
  response.assertHeader('x-frame-options', 'DENY')
  // Tests run outside production: HSTS would pin localhost to https for a developer's browser.
  assert.isUndefined(response.header('strict-transport-security'))

  return nonces[0].slice("'nonce-".length, -1)
}

function assertScriptsCarryNonce(html: string, nonce: string, assert: Assert) {
  const scripts = scriptElements(html)
  assert.isAbove(scripts.length, 0)
  let inline = 0
  for (const { attributes, body } of scripts) {
    const type = (attributes.get('type') ?? '').toLowerCase()
    if (!EXECUTABLE_TYPES.includes(type)) {
      assert.equal(type, 'application/json', 'a non-executable script is a JSON data block')
      continue
    }
    if (!attributes.has('src')) inline++
    assert.equal(
      attributes.get('nonce'),
      nonce,
      `<script ${[...attributes.keys()]}> ${body.slice(0, 60)}`
    )
  }
  // At least the theme script, which must run before the first paint.
  assert.isAbove(inline, 0)
}

test.group('Security headers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a server-rendered page: {$self}')
    .with(['/', '/login', '/privacy'])
    .run(async ({ client, assert }, path) => {
      const response = await client.get(path)
      response.assertStatus(200)
      const nonce = assertSecurityHeaders(response, assert)
      assertScriptsCarryNonce(response.text(), nonce, assert)
    })

  test('a signed-in page (the app bundle and its React refresh preamble)', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await client.get('/dashboard').loginAs(user)
    response.assertStatus(200)
    const nonce = assertSecurityHeaders(response, assert)
    assertScriptsCarryNonce(response.text(), nonce, assert)
  })

  test('each response gets a nonce of its own', async ({ client, assert }) => {
    const first = parsePolicy((await client.get('/')).header('content-security-policy'))
    const second = parsePolicy((await client.get('/')).header('content-security-policy'))
    assert.notDeepEqual(first.get('script-src'), second.get('script-src'))
  })

  test('an Inertia JSON visit', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client.get('/settings/profile').loginAs(user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('settings/profile')
    assertSecurityHeaders(response, assert)
  })

  test('the not-found page of an unknown URL', async ({ client, assert }) => {
    const response = await client.get('/no/such/page')
    response.assertStatus(404)
    const nonce = assertSecurityHeaders(response, assert)
    assertScriptsCarryNonce(response.text(), nonce, assert)
  })

  test('a static file', async ({ client }) => {
    const response = await client.get('/favicon.svg')
    response.assertStatus(200)
    response.assertHeader('referrer-policy', 'same-origin')
    response.assertHeader('x-content-type-options', 'nosniff')
  })
})
