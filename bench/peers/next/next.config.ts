import type { NextConfig } from 'next'

const config: NextConfig = {
  // The peer stands alone inside the app's tree (whose lockfile Next would take for its root).
  outputFileTracingRoot: import.meta.dirname,
  turbopack: { root: import.meta.dirname },
  // The app's lint covers this folder; the peer's build only bundles.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // The app sends the floor page's answer (under 1 KB) as it is, and so does the Fastify peer.
  compress: false,
}

export default config
