import { defineConfig } from '@adonisjs/static'

/*
| Built assets carry a content hash in their names, so browsers may keep them for a year;
| everything else in public/ is revalidated.
*/
const staticServerConfig = defineConfig({
  enabled: true,
  etag: true,
  lastModified: true,
  dotFiles: 'ignore',
  headers: (path) =>
    path.includes('/assets/')
      ? { 'Cache-Control': 'public, max-age=31536000, immutable' }
      : { 'Cache-Control': 'public, max-age=0, must-revalidate' },
})

export default staticServerConfig
