import { controllers } from '#generated/controllers'
import router from '@adonisjs/core/services/router'

router.post('broadcasting/auth', [controllers.Broadcasting, 'authorize']).as('broadcasting.auth')

/* The Pusher HTTP API: one handler checks the signature and dispatches on the path. */
router
  .group(() => {
    router.post('events', [controllers.PusherApi, 'handle']).as('events')
    router.post('batch_events', [controllers.PusherApi, 'handle']).as('batch_events')
    router.get('channels', [controllers.PusherApi, 'handle']).as('channels')
    router.get('channels/:channel', [controllers.PusherApi, 'handle']).as('channel')
    router.get('channels/:channel/users', [controllers.PusherApi, 'handle']).as('channel_users')
  })
  .prefix('apps/:appId')
  .as('pusher')
