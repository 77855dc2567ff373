/*
| Routes that exist only while testing (adonisrc.ts preloads this file in the test environment),
| for behaviour no real route should provoke on purpose, such as an unexpected crash.
*/
import router from '@adonisjs/core/services/router'

router.get('/__test/failure', () => {
  throw new Error('database exploded at /srv/app/secret.ts:42')
})
