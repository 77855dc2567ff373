import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

/*
| The project chat over JSON (paths from DESIGN.md, stable: tests outside the project use them).
| Someone outside the project gets 404 for its messages, like for the project itself.
*/
router
  .group(() => {
    router
      .get('projects/:id/messages', [controllers.chat.Messages, 'index'])
      .as('project_messages.index')
    router
      .post('projects/:id/messages', [controllers.chat.Messages, 'store'])
      .as('project_messages.store')
    router.patch('messages/:id', [controllers.chat.Messages, 'update']).as('messages.update')
    router.delete('messages/:id', [controllers.chat.Messages, 'destroy']).as('messages.destroy')
  })
  .where('id', router.matchers.number())
  .use([middleware.auth(), middleware.verified()])
