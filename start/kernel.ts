import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#exceptions/handler'))

server.use([
  () => import('#middleware/method_spoofing_middleware'),
  () => import('#middleware/request_metrics_middleware'),
  () => import('#middleware/compression_middleware'),
  () => import('#middleware/container_bindings_middleware'),
  () => import('#middleware/security_headers_middleware'),
  () => import('#middleware/static_files_middleware'),
  () => import('#middleware/tracking_image_middleware'),
  () => import('@adonisjs/vite/vite_middleware'),
  () => import('#middleware/detect_user_locale_middleware'),
  () => import('#middleware/inertia_middleware'),
])

router.use([
  () => import('#middleware/well_formed_input_middleware'),
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('#middleware/method_spoofing_middleware'),
  () => import('@adonisjs/session/session_middleware'),
  () => import('#middleware/shield_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#middleware/initialize_bouncer_middleware'),
  () => import('#middleware/silent_auth_middleware'),
  () => import('#middleware/track_session_middleware'),
])

export const middleware = router.named({
  guest: () => import('#middleware/guest_middleware'),
  auth: () => import('#middleware/auth_middleware'),
  verified: () => import('#middleware/verified_email_middleware'),
  confirmPassword: () => import('#middleware/confirm_password_middleware'),
})
