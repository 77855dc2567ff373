/*
| Imported after every other route file (start/routes.ts, also after the test-only routes): the
| router matches routes in the order they were added, so this catch-all only answers an address
| nothing else knows. It lets the session and sign-in middleware run, and a signed-in user sees
| the 404 inside the app's shell (app/exceptions/handler.ts). GET only: a form sent to an unknown
| address keeps the plain 404 instead of meeting the CSRF check.
*/
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'

router.get('*', [controllers.NotFound, 'show']).as('not_found')
