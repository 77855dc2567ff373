import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

/* The bell and /notifications (issue 25): always the signed-in user's own. */
router
  .group(() => {
    router
      .get('notifications', [controllers.notifications.Notifications, 'index'])
      .as('notifications.index')
    router
      .get('notifications/recent', [controllers.notifications.Notifications, 'recent'])
      .as('notifications.recent')
    router
      .post('notifications/read', [controllers.notifications.Notifications, 'readAll'])
      .as('notifications.read_all')
    router
      .get('notifications/:id', [controllers.notifications.Notifications, 'open'])
      .as('notifications.open')
      .where('id', router.matchers.number())
  })
  .use([middleware.auth(), middleware.verified()])
