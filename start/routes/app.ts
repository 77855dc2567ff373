import { middleware } from '#start/kernel'
import router from '@adonisjs/core/services/router'

router
  .group(() => {
    router.on('dashboard').renderInertia('dashboard', {}).as('dashboard')
  })
  .use([middleware.auth(), middleware.verified()])
