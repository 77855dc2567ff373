import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import productConfig from '#config/product'
import { UserFactory } from '#database/factories/user_factory'
import { baseUrl } from '#tests/helpers/browser'

/*
| The installable app (issue 25) as a browser fetches it: the manifest and its icons, the
| service worker's script, the offline page; linked from the app's pages only, never from the
| public site.
*/
function pngSize(body: Buffer) {
  assertPng(body)
  return [body.readUInt32BE(16), body.readUInt32BE(20)]
}

function assertPng(body: Buffer) {
  if (body.subarray(1, 4).toString('latin1') !== 'PNG') throw new Error('not a PNG')
}

test.group('Installable app', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the manifest names the product, starts on the dashboard, standalone, with its icons', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/manifest.webmanifest')
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /^application\/manifest\+json/)
    assert.equal(response.header('cache-control'), 'public, max-age=3600')
    const manifest = JSON.parse(response.text())
    assert.equal(manifest.name, productConfig.name)
    assert.isAtMost(manifest.short_name.length, 12)
    assert.equal(manifest.start_url, '/dashboard')
    assert.equal(manifest.display, 'standalone')
    assert.match(manifest.theme_color, /^#[\da-f]{6}$/)
    assert.match(manifest.background_color, /^#[\da-f]{6}$/)

    const wanted = [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]
    assert.sameDeepMembers(
      manifest.icons.map((icon: { sizes: string; purpose: string }) => [icon.sizes, icon.purpose]),
      wanted
    )
    for (const icon of manifest.icons) {
      const file = await fetch(`${baseUrl()}${icon.src}`)
      assert.equal(file.status, 200)
      assert.equal(file.headers.get('content-type'), 'image/png')
      const [width, height] = pngSize(Buffer.from(await file.arrayBuffer()))
      assert.equal(`${width}x${height}`, icon.sizes)
    }
  })

  test('the service worker is served at the root, revalidated, with its configuration', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/sw.js')
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /^text\/javascript/)
    assert.equal(response.header('cache-control'), 'no-cache')
    const script = response.text()
    const config = JSON.parse(/^const CONFIG = (.*);$/m.exec(script)![1])
    assert.include(config, {
      offlineUrl: '/offline',
      logoutPath: '/logout',
      startUrl: '/dashboard',
      assetsPrefix: '/assets/',
    })
    assert.match(config.version, /^[\da-f]{12}$/)
    for (const event of ['install', 'activate', 'fetch', 'push', 'notificationclick']) {
      assert.include(script, `addEventListener('${event}'`)
    }
  })

  test('the offline page speaks the reader language and carries every language', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/offline').withBrowserCookie('locale', 'cs')
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /^text\/html/)
    assert.equal(response.header('cache-control'), 'no-store')
    const html = response.text()
    assert.include(html, '<html lang="cs">')
    assert.include(html, 'Jste offline')
    for (const sentence of ['You are offline', 'Ste offline', 'Sie sind offline']) {
      assert.include(html, sentence)
    }
  })

  test('app pages link the manifest and iOS tags; the public site does not', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const app = (await client.get('/dashboard').loginAs(user)).text()
    assert.include(app, '<link rel="manifest" href="/manifest.webmanifest" />')
    assert.include(app, '<meta name="apple-mobile-web-app-capable" content="yes" />')
    assert.include(app, '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />')
    assert.match(app, /<meta name="theme-color" media="\(prefers-color-scheme: dark\)"/)

    const landing = (await client.get('/')).text()
    assert.notInclude(landing, 'rel="manifest"')
    assert.notInclude(landing, 'sw.js')
  })
})
