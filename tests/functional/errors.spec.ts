import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'

test.group('Error pages', () => {
  test('an unknown URL answers 404 with the not-found page', async ({ client }) => {
    const response = await client.get('/no/such/page').withInertia()
    response.assertStatus(404)
    response.assertInertiaComponent('errors/not_found')
  })

  test('a signed-in user meets an unknown URL inside the app: its own not-found page', async ({
    client,
  }) => {
    const user = await UserFactory.create()
    const response = await client.get('/no/such/page').loginAs(user).withInertia()
    response.assertStatus(404)
    response.assertInertiaComponent('errors/app_not_found')
    // A form sent to an unknown address keeps the plain 404 (no CSRF check in the way).
    const posted = await client.post('/no/such/page').loginAs(user).withInertia()
    posted.assertStatus(404)
  })

  test('the not-found page is server-rendered in the visitor language: {0}')
    .with([
      ['en', 'Page not found', 'Go Home', 'Go Back'],
      ['sk', 'Stránka sa nenašla', 'Na úvodnú stránku', 'Späť'],
      ['cs', 'Stránka nenalezena', 'Na úvodní stránku', 'Zpět'],
      ['de', 'Seite nicht gefunden', 'Zur Startseite', 'Zurück'],
    ] as const)
    .run(async ({ client, assert }, [locale, heading, home, back]) => {
      const response = await client.get('/missing-page').header('Accept-Language', locale)
      response.assertStatus(404)
      const html = response.text()
      assert.include(html, `<html lang="${locale}"`)
      assert.match(html, new RegExp(`<h1[^>]*>${heading}</h1>`))
      assert.include(html, `<title data-inertia="">${heading} - Codeva</title>`)
      assert.include(html, home)
      assert.include(html, back)
    })

  test('the not-found page lists the three hints and both actions, for a guest and a signed-in user', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    for (const signedIn of [false, true]) {
      const request = client.get('/missing-page')
      const html = (await (signedIn ? request.loginAs(user) : request)).text()
      const label = signedIn ? 'signed in' : 'guest'
      assert.include(html, 'Check the spelling of the URL.', label)
      assert.include(html, 'Browse our services on the home page.', label)
      assert.include(html, 'Contact us and we will help you find it.', label)
      assert.match(html, /<a[^>]*href="([^"]*)"[^>]*>(<svg.*?<\/svg>)?Go Home<\/a>/, label)
      assert.include(html, 'Go Back', label)
      // Home is the shell's own: the landing page for a guest, the dashboard once signed in.
      const home = html.match(/<a[^>]*href="([^"]*)"[^>]*>(?:<svg.*?<\/svg>)?Go Home<\/a>/)?.[1]
      assert.equal(home, signedIn ? '/dashboard' : '/', label)
    }
  })
})
