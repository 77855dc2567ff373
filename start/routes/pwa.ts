import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'

/* The installable app (issue 25): public, the same for every visitor. */
router.get('manifest.webmanifest', [controllers.Pwa, 'manifest']).as('pwa.manifest')
router.get('sw.js', [controllers.Pwa, 'serviceWorker']).as('pwa.service_worker')
router.get('offline', [controllers.Pwa, 'offline']).as('pwa.offline')
