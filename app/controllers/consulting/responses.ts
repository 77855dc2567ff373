import type { HttpContext } from '@adonisjs/core/http'

/*
| The chat's JSON answers that are not data: every miss (no conversation, a wrong or blocked
| token, someone else's thread) is the same 404 as an unknown URL; a limit answers 429 with the
| seconds to wait, in the visitor's language.
*/
export function missing({ response, i18n }: HttpContext) {
  return response.notFound({ message: i18n.t('common.notFound.title') })
}

export function throttledAnswer({ response, i18n }: HttpContext, seconds: number) {
  response.header('Retry-After', String(seconds))
  return response.tooManyRequests({ message: i18n.t('inbox.chat.throttled', { seconds }) })
}
