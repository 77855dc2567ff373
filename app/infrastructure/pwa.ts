import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import productConfig from '#config/product'
import viteConfig from '#config/vite'
import pwaConfig from '#config/pwa'

const { theme: THEME, icons: ICONS } = pwaConfig

/*
| The installable app (issue 25): the web app manifest and the service worker's script. Both are
| answered by the app rather than kept in public/, because they carry configuration (the product's
| name) and the build's file list. In production they are computed once; in development every
| request reads the files again, so an edit shows on the next reload.
*/

export function webManifest() {
  return {
    id: '/',
    name: productConfig.name,
    short_name: productConfig.name.slice(0, 12),
    start_url: router.urlBuilder.urlFor('dashboard'),
    scope: '/',
    display: 'standalone',
    theme_color: THEME.light,
    background_color: THEME.background,
    icons: [
      { src: ICONS.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: ICONS.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: ICONS.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}

/*
| The app shell worth having before the first visit offline: the app's entry script, its
| stylesheet and the chunks it imports statically (what every app page loads first). Pages'
| own chunks are kept as they are used. Empty without a build (the dev server serves sources).
*/
function appShellFiles() {
  const manifestPath = app.makePath(viteConfig.manifestFile)
  if (!existsSync(manifestPath)) return []
  type Chunk = { file: string; css?: string[]; imports?: string[] }
  const chunks = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = chunks[key]
    if (!chunk || files.has(`${viteConfig.assetsUrl}/${chunk.file}`)) return
    files.add(`${viteConfig.assetsUrl}/${chunk.file}`)
    for (const css of chunk.css ?? []) files.add(`${viteConfig.assetsUrl}/${css}`)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit('inertia/app.tsx')
  return [...files]
}

function buildServiceWorker() {
  const template = readFileSync(app.makePath('resources/pwa/service_worker.js'), 'utf8')
  const precache = appShellFiles()
  const settings = {
    precache,
    offlineUrl: router.urlBuilder.urlFor('pwa.offline'),
    logoutPath: router.urlBuilder.urlFor('session.destroy'),
    assetsPrefix: `${viteConfig.assetsUrl}/`,
    startUrl: router.urlBuilder.urlFor('dashboard'),
    icon: ICONS.any192,
    badge: ICONS.badge,
  }
  // A new build or a new worker is a new version: the browser installs it and drops old caches.
  const version = createHash('sha256')
    .update(template)
    .update(JSON.stringify(settings))
    .digest('hex')
    .slice(0, 12)
  return `const CONFIG = ${JSON.stringify({ version, ...settings })};\n${template}`
}

let built: string | undefined

export function serviceWorkerScript() {
  if (!app.inProduction) return buildServiceWorker()
  built ??= buildServiceWorker()
  return built
}
