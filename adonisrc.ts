import { indexPages } from '@adonisjs/inertia'
import { indexEntities } from '@adonisjs/core'
import { defineConfig } from '@adonisjs/core/app'
import { generateRegistry } from '@tuyau/core/hooks'
import { indexPolicies } from '@adonisjs/bouncer'

export default defineConfig({
  experimental: {},

  commands: [
    () => import('@adonisjs/core/commands'),
    () => import('@adonisjs/lucid/commands'),
    () => import('@adonisjs/inertia/commands'),
    () => import('@adonisjs/mail/commands'),
    () => import('@adonisjs/queue/commands'),
    () => import('@adonisjs/bouncer/commands'),
  ],

  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('#providers/request_pipeline_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    {
      file: () => import('@adonisjs/core/providers/repl_provider'),
      environment: ['repl', 'test'],
    },
    () => import('@adonisjs/core/providers/vinejs_provider'),
    () => import('@adonisjs/core/providers/edge_provider'),
    () => import('#providers/lazy_view_provider'),
    () => import('@adonisjs/session/session_provider'),
    () => import('@adonisjs/vite/vite_provider'),
    () => import('@adonisjs/shield/shield_provider'),
    () => import('@adonisjs/static/static_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/inertia/inertia_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/bouncer/bouncer_provider'),
    () => import('@adonisjs/i18n/i18n_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/mail/mail_provider'),
    () => import('@adonisjs/redis/redis_provider'),
    () => import('@adonisjs/drive/drive_provider'),
    () => import('#providers/realtime_provider'),
    () => import('@adonisjs/queue/queue_provider'),
    () => import('#providers/mail_queue_provider'),
    () => import('#providers/inbound_mail_provider'),
    () => import('#providers/metrics_provider'),
    () => import('#providers/dependencies_provider'),
  ],

  preloads: [
    () => import('#start/routes'),
    () => import('#start/kernel'),
    () => import('#start/events'),
    { file: () => import('#start/scheduler'), environment: ['web'] },
  ],

  tests: {
    suites: [
      { files: ['tests/unit/**/*.spec.ts'], name: 'unit', timeout: 5000 },
      { files: ['tests/functional/**/*.spec.ts'], name: 'functional', timeout: 30000 },
      { files: ['tests/realtime/**/*.spec.ts'], name: 'realtime', timeout: 60000 },
      { files: ['tests/browser/**/*.spec.ts'], name: 'browser', timeout: 120000 },
      // The production build, served and driven in Chromium (tests/build/); built once per run.
      { files: ['tests/build/**/*.spec.ts'], name: 'build', timeout: 300000 },
    ],
    forceExit: true,
  },

  metaFiles: [
    { pattern: 'resources/views/**/*.edge', reloadServer: false },
    { pattern: 'resources/lang/**/*.json', reloadServer: true },
    // Read at run time by the password rule (app/validators/user.ts).
    { pattern: 'resources/security/**', reloadServer: false },
    // The service worker's script, served with its configuration by app/infrastructure/pwa.ts.
    { pattern: 'resources/pwa/**', reloadServer: false },
    // The invoice PDF's typefaces (app/actions/invoices/invoice_pdf.ts).
    { pattern: 'resources/fonts/**', reloadServer: false },
    { pattern: 'public/**', reloadServer: false },
  ],

  hooks: {
    init: [
      indexEntities({ transformers: { enabled: true, withSharedProps: true } }),
      indexPages({ framework: 'react' }),
      generateRegistry(),
      // .adonisjs/server/policies.ts, from app/policies/*_policy.ts (helpers beside them stay out).
      indexPolicies({ glob: ['**/*_policy.ts'] }),
    ],
    buildStarting: [() => import('@adonisjs/vite/build_hook')],
  },
})
