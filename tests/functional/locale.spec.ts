import { test } from '@japa/runner'

const heading = (html: string) => html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]

test.group('Request language', () => {
  test('defaults to English', async ({ client, assert }) => {
    const response = await client.get('/missing')
    assert.equal(heading(response.text()), 'Page not found')
    assert.include(response.text(), '<html lang="en"')
  })

  test('follows Accept-Language when nothing else is set', async ({ client, assert }) => {
    const response = await client
      .get('/missing')
      .header('Accept-Language', 'cs-CZ,cs;q=0.9,en;q=0.5')
    assert.equal(heading(response.text()), 'Stránka nenalezena')
  })

  test('the language cookie wins over Accept-Language', async ({ client, assert }) => {
    const response = await client
      .get('/missing')
      .header('Accept-Language', 'cs')
      .withBrowserCookie('locale', 'de')
    assert.equal(heading(response.text()), 'Seite nicht gefunden')
  })

  test('X-Locale, sent by every Inertia visit, wins over the cookie', async ({ client }) => {
    const response = await client
      .get('/missing')
      .withInertia()
      .withBrowserCookie('locale', 'de')
      .header('X-Locale', 'sk')
    response.assertInertiaPropsContains({ locale: 'sk' })
  })

  test('?lang= wins over everything, as in the client detector', async ({ client, assert }) => {
    const response = await client.get('/missing?lang=de').header('X-Locale', 'sk')
    assert.equal(heading(response.text()), 'Seite nicht gefunden')
  })

  test('an unsupported language falls back to English', async ({ client, assert }) => {
    const response = await client
      .get('/missing')
      .header('X-Locale', 'fr')
      .header('Accept-Language', 'fr')
    assert.equal(heading(response.text()), 'Page not found')
  })

  test('the locale is part of the initial page data', async ({ client, assert }) => {
    const html = (await client.get('/').header('Accept-Language', 'de')).text()
    assert.match(html, /<script data-page="app" type="application\/json">[^<]*"locale":"de"/)
  })
})

test.group('Appearance on the first paint', () => {
  test('a dark choice is rendered on <html> by the server', async ({ client, assert }) => {
    const html = (await client.get('/').withBrowserCookie('appearance', 'dark')).text()
    assert.include(html, '<html lang="en" class="dark">')
  })

  test('light is rendered plain; system (and a bogus value) is marked for the OS preference', async ({
    client,
    assert,
  }) => {
    const light = (await client.get('/').withBrowserCookie('appearance', 'light')).text()
    assert.include(light, '<html lang="en" class="">')
    for (const appearance of ['system', 'bogus', null]) {
      const request = client.get('/')
      if (appearance) request.withBrowserCookie('appearance', appearance)
      // The stylesheet follows the OS there until the inline script resolves it.
      assert.include((await request).text(), '<html lang="en" class="appearance-system">')
    }
  })
})

test.group('Page titles', () => {
  test('read "{page} - {product}"', async ({ client, assert }) => {
    const html = (await client.get('/')).text()
    assert.include(
      html,
      '<title data-inertia="">Mobile apps, web apps and websites - Codeva</title>'
    )
  })
})
