import { defineConfig } from '@adonisjs/static'

/*
| Built assets carry a content hash in their names, and the fonts their version (a new version is
| a new name), so browsers may keep them for a year;
| everything else in public/ is revalidated.
*/
const staticServerConfig = defineConfig({
  enabled: true,
  etag: true,
  lastModified: true,
  dotFiles: 'ignore',
  headers: (path) =>
    path.includes('/assets/') || path.includes('/fonts/')
      ? { 'Cache-Control': 'public, max-age=31536000, immutable' }
      : { 'Cache-Control': 'public, max-age=0, must-revalidate' },
})

export default staticServerConfig
