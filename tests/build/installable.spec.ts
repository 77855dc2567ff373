import { rmSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import { buildOnce, layerDir, serveBuild } from '#tests/helpers/served_build'

/*
| The installable app in the production build (issue 25): the build carries the service
| worker's source and the offline page's view, the served build answers /sw.js and
| /manifest.webmanifest with their types and cache headers, the worker's app shell lists built
| files that exist, and the landing page's script stays within its budget (≤ 5 KB gzip) with no
| service worker registration in it.
*/
const LANDING_BUDGET = 5 * 1024

test.group('Installable app in the served build', (group) => {
  group.setup(async () => {
    const seconds = await buildOnce()
    console.log(`  scripts/build.sh took ${seconds} s`)
  })

  test('sw.js, the manifest, the icons and the offline page; the landing stays light', async ({
    assert,
  }) => {
    const file = `${layerDir}/installable.sqlite3`
    rmSync(file, { force: true })
    const served = await serveBuild('installable', {
      DB_CONNECTION: 'sqlite',
      SQLITE_PATH: file,
      REDIS_URL: '',
    })
    try {
      const worker = await fetch(`${served.url}/sw.js`)
      assert.equal(worker.status, 200)
      assert.match(worker.headers.get('content-type') ?? '', /^text\/javascript/)
      assert.equal(worker.headers.get('cache-control'), 'no-cache')
      const script = await worker.text()
      const config = JSON.parse(/^const CONFIG = (.*);$/m.exec(script)![1]) as {
        precache: string[]
        offlineUrl: string
      }
      assert.isAbove(config.precache.length, 1, 'the app shell lists the built entry')
      for (const asset of config.precache) {
        assert.match(asset, /^\/assets\//)
        assert.equal((await fetch(`${served.url}${asset}`)).status, 200, asset)
      }
      assert.include(script, "addEventListener('push'")

      const manifest = await fetch(`${served.url}/manifest.webmanifest`)
      assert.equal(manifest.status, 200)
      assert.match(manifest.headers.get('content-type') ?? '', /^application\/manifest\+json/)
      assert.equal(manifest.headers.get('cache-control'), 'public, max-age=3600')
      const { icons } = (await manifest.json()) as { icons: { src: string }[] }
      for (const icon of icons) {
        const answer = await fetch(`${served.url}${icon.src}`)
        assert.equal(answer.status, 200, icon.src)
        assert.equal(answer.headers.get('content-type'), 'image/png')
      }

      const offline = await fetch(`${served.url}${config.offlineUrl}`)
      assert.equal(offline.status, 200)
      assert.include(await offline.text(), 'You are offline')

      const landing = await (await fetch(`${served.url}/`)).text()
      assert.notInclude(landing, 'rel="manifest"')
      const scripts = [
        ...landing.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+)"/g),
      ].map((match) => match[1])
      assert.isAbove(scripts.length, 0)
      let gzipped = 0
      for (const src of new Set(scripts)) {
        const body = Buffer.from(await (await fetch(`${served.url}${src}`)).arrayBuffer())
        assert.notInclude(body.toString(), 'serviceWorker', `${src} registers no service worker`)
        gzipped += gzipSync(body).length
      }
      console.log(`  landing page JS: ${gzipped} bytes gzip`)
      assert.isAtMost(gzipped, LANDING_BUDGET)
      assert.deepEqual(served.problems, [])
    } finally {
      await served.stop()
      rmSync(file, { force: true })
    }
  }).timeout(120_000)
})
