import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import adonisjs from '@adonisjs/vite/client'

const testing = process.env.NODE_ENV === 'test'

export default defineConfig({
  // Tests get a still dev server: no hot reload while files change under them.
  server: testing ? { hmr: false, watch: null } : undefined,
  // Its own dependency cache, so a dev server and a test run never invalidate each other's.
  cacheDir: testing ? 'node_modules/.vite-test' : 'node_modules/.vite',
  // Every client dependency is pre-bundled up front: discovering one mid-session makes Vite
  // re-bundle and reload, which tests (and the first visitor of a dev server) trip over.
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      '@inertiajs/react',
      '@adonisjs/inertia/react',
      '@adonisjs/inertia/helpers',
      '@tuyau/core/client',
      'i18next',
      'i18next-browser-languagedetector',
      'react-i18next',
      'radix-ui',
      'lucide-react',
      'sonner',
      'clsx',
      'tailwind-merge',
      'class-variance-authority',
      'laravel-echo',
      'pusher-js',
    ],
  },
  plugins: [
    react(),
    tailwindcss(),
    adonisjs({
      entryPoints: ['inertia/app.tsx', 'inertia/public.ts'],
      serverEntryPoints: ['inertia/ssr.tsx'],
      reload: ['resources/views/**/*.edge'],
    }),
  ],
  resolve: {
    alias: {
      '~/': `${import.meta.dirname}/inertia/`,
      '@generated': `${import.meta.dirname}/.adonisjs/client/`,
      '@lang': `${import.meta.dirname}/resources/lang/`,
      '@shared': `${import.meta.dirname}/shared/`,
    },
  },
})
