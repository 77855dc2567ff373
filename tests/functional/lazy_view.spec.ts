import { test } from '@japa/runner'
import edge from 'edge.js'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'

/* How many template renderers the requests made while `during` ran. */
async function renderersMade(during: () => Promise<void>) {
  const original = edge.createRenderer
  let made = 0
  edge.createRenderer = function (this: typeof edge) {
    made++
    return original.call(this)
  }
  try {
    await during()
  } finally {
    edge.createRenderer = original
  }
  return made
}

test.group('The view of a request (providers/lazy_view_provider.ts)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an Inertia visit, which answers JSON, builds no template renderer', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const made = await renderersMade(async () => {
      const response = await client.get('/settings/appearance').loginAs(user).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent('settings/appearance')
    })
    assert.equal(made, 0)
  })

  test('a page rendered as HTML sees all that was shared before it rendered', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    let html = ''
    const made = await renderersMade(async () => {
      const response = await client
        .get('/settings/appearance')
        .qs({ lang: 'de' })
        .loginAs(user)
        .withBrowserCookie('appearance', 'dark')
      response.assertStatus(200)
      html = response.text()
    })
    assert.equal(made, 1)
    // The locale (detect_user_locale_middleware), the appearance (inertia_middleware), the
    // CSRF token (shield) and the CSP nonce (security headers), each shared before the render.
    assert.match(html, /<html lang="de" class="dark">/)
    assert.match(html, /<meta name="csrf-token" content="[^"]{20,}" \/>/)
    assert.match(html, /<script[^>]* nonce="[A-Za-z0-9+/=]{16,}"/)
  })
})
