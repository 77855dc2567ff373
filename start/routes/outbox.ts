import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

/*
| The e-mails the outbox finally could not deliver, and "Retry" (staff only: StaffPolicy answers
| 404 to anyone else; guests go to log in).
*/
router
  .group(() => {
    router.get('outbox', [controllers.mail.Outbox, 'index']).as('outbox.index')
    router.post('outbox/:id/retry', [controllers.mail.Outbox, 'retry']).as('outbox.retry')
  })
  .where('id', router.matchers.number())
  .use([middleware.auth(), middleware.verified()])
