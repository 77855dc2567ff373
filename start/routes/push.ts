import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

/*
| Web push subscriptions (issue 25): this browser on or off (JSON), and another of the user's
| devices removed from Settings > Notifications. Signed in only; CSRF like every change.
*/
router
  .group(() => {
    router
      .post('push/subscriptions', [controllers.push.Subscriptions, 'store'])
      .as('push_subscriptions.store')
    router
      .delete('push/subscriptions', [controllers.push.Subscriptions, 'destroyCurrent'])
      .as('push_subscriptions.destroy_current')
    router
      .delete('push/subscriptions/:id', [controllers.push.Subscriptions, 'destroy'])
      .as('push_subscriptions.destroy')
      .where('id', router.matchers.number())
  })
  .use(middleware.auth())
