/*
| Routes live in one file per area (start/routes/*.ts) so each area can grow on its own.
*/
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
await import('#start/routes/consulting')
await import('#start/routes/offers')
await import('#start/routes/unread')
await import('#start/routes/realtime')
