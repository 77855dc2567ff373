import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/inertia'
import viteConfig from '#config/vite'

/*
| The asset version every Inertia visit is compared with. The library derives it from the Vite
| manifest but caches it on the per-request instance, so it hashed the whole manifest again for
| every request; the build's manifest never changes while the process runs, so it is hashed once
| here, the library's way. In development the dev server serves the assets and the library's
| own "1" stays.
*/
function assetsVersion() {
  const manifest = app.makePath(viteConfig.manifestFile)
  if (!app.inProduction || !existsSync(manifest)) return undefined
  const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'))
  return createHash('md5').update(JSON.stringify(parsed)).digest('hex')
}

const inertiaConfig = defineConfig({
  rootView: 'inertia_layout',
  // A signed-out browser's Back must not show the account's pages (private_history_middleware).
  encryptHistory: true,
  assetsVersion: assetsVersion(),
  ssr: {
    enabled: true,
    entrypoint: 'inertia/ssr.tsx',
  },
})

export default inertiaConfig
