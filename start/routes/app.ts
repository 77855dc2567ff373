import { middleware } from '#start/kernel'
import router from '@adonisjs/core/services/router'

router
  .group(() => {
    router.on('dashboard').renderInertia('dashboard', {}).as('dashboard')

    router.on('settings').redirectToPath('/settings/appearance').as('settings')
    router.on('settings/appearance').renderInertia('settings/appearance', {}).as('appearance.edit')
  })
  .use(middleware.auth())
