import router from '@adonisjs/core/services/router'

router.on('/').renderInertia('marketing/home', {}).as('home')
