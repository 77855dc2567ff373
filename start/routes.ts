/*
| Routes live in one file per area (start/routes/*.ts) so each area can grow on its own.
*/
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'

router.get('/health', [controllers.Health, 'show']).as('health')
router.get('/metrics', [controllers.Metrics, 'show']).as('metrics')

await import('#start/routes/marketing')
await import('#start/routes/auth')
await import('#start/routes/app')
await import('#start/routes/settings')
await import('#start/routes/projects')
await import('#start/routes/chat')
await import('#start/routes/files')
await import('#start/routes/conversations')
await import('#start/routes/offers')
await import('#start/routes/agreements')
await import('#start/routes/invoices')
await import('#start/routes/outbox')
await import('#start/routes/team')
await import('#start/routes/mail_in')
await import('#start/routes/unread')
await import('#start/routes/notifications')
await import('#start/routes/realtime')
await import('#start/routes/push')
await import('#start/routes/pwa')
await import('#start/routes/search')

/*
| The router matches routes in the order they were added, and preloads are imported side by
| side (adonisrc.ts): the routes that exist only while testing, then the catch-all for unknown
| addresses, are added here, after every other route.
*/
if (app.inTest) await import('#tests/helpers/test_routes')
await import('#start/routes/not_found')
