import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'
import type { LazyImport } from '@adonisjs/core/types/common'

server.errorHandler(() => import('#exceptions/handler'))

const serverMiddleware = [
  () => import('#middleware/method_spoofing_middleware'),
  () => import('#middleware/request_metrics_middleware'),
  () => import('#middleware/compression_middleware'),
  () => import('#middleware/container_bindings_middleware'),
  () => import('#middleware/security_headers_middleware'),
  () => import('#middleware/static_files_middleware'),
  () => import('#middleware/tracking_image_middleware'),
  () => import('@adonisjs/vite/vite_middleware'),
  () => import('#middleware/detect_user_locale_middleware'),
  () => import('#middleware/prerendered_pages_middleware'),
  () => import('#middleware/inertia_middleware'),
]
server.use(serverMiddleware)

const routerMiddleware = [
  () => import('#middleware/well_formed_input_middleware'),
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('#middleware/method_spoofing_middleware'),
  () => import('@adonisjs/session/session_middleware'),
  () => import('#middleware/shield_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#middleware/initialize_bouncer_middleware'),
  () => import('#middleware/silent_auth_middleware'),
  () => import('#middleware/private_history_middleware'),
  () => import('#middleware/track_session_middleware'),
]
router.use(routerMiddleware)

const namedMiddleware = {
  guest: () => import('#middleware/guest_middleware'),
  auth: () => import('#middleware/auth_middleware'),
  verified: () => import('#middleware/verified_email_middleware'),
  confirmPassword: () => import('#middleware/confirm_password_middleware'),
  backOffice: () => import('#middleware/back_office_middleware'),
  upload: () => import('#middleware/upload_middleware'),
}
export const middleware = router.named(namedMiddleware)

/*
| The HTTP server asks the container for each middleware on every request: an asynchronous
| resolution (its class test reads the class's source text, its injections are looked up) and
| a new instance, about twenty times per page. None of these keeps anything of a request on
| its instance, so each is made once here and bound as a value: the container then answers
| with it at its first lookup. In development (hot reloading) a changed module is a new class,
| which the container makes as before; ace commands need none of them. See docs/decisions/request-pipeline.md.
*/
if (!('hot' in import.meta) && ['web', 'test'].includes(app.getEnvironment())) {
  const lazyImports: LazyImport<any>[] = [
    ...new Set([...serverMiddleware, ...routerMiddleware, ...Object.values(namedMiddleware)]),
  ]
  await Promise.all(
    lazyImports.map(async (load) => {
      const Middleware = (await load()).default
      app.container.bindValue(Middleware, await app.container.make(Middleware))
    })
  )
}
