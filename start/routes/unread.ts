import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

/* Unread chat messages: the reader's position in a project's chat (issue 11). */
router
  .post('projects/:id/read', [controllers.projects.Reads, 'store'])
  .as('projects.read')
  .where('id', router.matchers.number())
  .use([middleware.auth(), middleware.verified()])
