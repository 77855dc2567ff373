import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'
import router from '@adonisjs/core/services/router'

router.get('/health', [controllers.Health, 'show']).as('health')

router.on('/').renderInertia('marketing/home', {}).as('home')

router
  .group(() => {
    router.get('login', [controllers.Session, 'create']).as('session.create')
    router.post('login', [controllers.Session, 'store']).as('session.store')
  })
  .use(middleware.guest())

router
  .group(() => {
    router.post('logout', [controllers.Session, 'destroy']).as('session.destroy')
    router.on('dashboard').renderInertia('dashboard', {}).as('dashboard')

    router.on('settings').redirectToPath('/settings/appearance').as('settings')
    router.on('settings/appearance').renderInertia('settings/appearance', {}).as('appearance.edit')
  })
  .use(middleware.auth())
