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
      ['en', 'Page not found', 'Go home', 'Go back'],
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

  test('the not-found page lists the three hints', async ({ client, assert }) => {
    const html = (await client.get('/missing-page')).text()
    assert.include(html, 'Check the spelling of the URL.')
    assert.include(html, 'Browse our services on the home page.')
    assert.include(html, 'Contact us and we will help you find it.')
  })
})
