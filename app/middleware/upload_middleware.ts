import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import limiter from '@adonisjs/limiter/services/main'
import filesConfig from '#config/files'
import { removeUploads, trackUploads } from '#actions/files/receive_upload'

/*
| On the routes that take a file, after `auth` (or on a public route, after the session and
| CSRF that every route has): a rate limit per account and per address, consumed before a
| byte is read (over it, the limiter's translated 429 with Retry-After), and the removal of
| every temporary file the upload wrote when the route ends, whatever its answer.
*/
export const UPLOAD_ACCOUNT_LIMIT = {
  requests: filesConfig.uploadsPerAccount,
  duration: '10 minutes',
}
export const UPLOAD_ADDRESS_LIMIT = {
  requests: filesConfig.uploadsPerAddress,
  duration: '10 minutes',
}

export default class UploadMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const user = ctx.auth.user
    // Copies: the limiter turns the duration into seconds in the object it is given.
    if (user) await limiter.use({ ...UPLOAD_ACCOUNT_LIMIT }).consume(`upload-account:${user.id}`)
    await limiter.use({ ...UPLOAD_ADDRESS_LIMIT }).consume(`upload-address:${ctx.request.ip()}`)
    trackUploads(ctx.request)
    try {
      return await next()
    } finally {
      await removeUploads(ctx.request)
    }
  }
}
